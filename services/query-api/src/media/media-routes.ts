import { z } from 'zod';
import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isUuid } from '@usher/domain/ids/uuid';
import { safeId, safeText } from '@usher/domain/validation/safe-text';
import type { ServiceContext } from '@usher/infra/context';
import { HttpError } from '@usher/infra/http/errors';
import { contentDisposition, downloadName } from './download-name.ts';
import { GetMediaReplies } from '@usher/domain/contract/media';

const Query = z.object({
  download: safeText({ max: 10 }).optional(),
  thumbnail: safeText({ max: 10 }).optional(),
  title: safeText({ max: 200 }).optional(),
});

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Media-library images, public like the passes and logos that show them: the id is an unguessable
 * uuid. Their bytes never change once stored, so browsers and proxies may keep them for a year.
 * `thumbnail` answers the small WebP copy made at upload (the original for images stored before
 * thumbnails), `download` asks the browser to save it, named `title` when given (else the
 * library's title), always with the served type's extension. The stored type,
 * no-sniff and a sandboxing policy keep a browser from ever running an image as a page.
 */
export function mediaQueryRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/media/:id',
      { config: { need: 'public' }, schema: { params: z.object({ id: safeId() }), querystring: Query, tags: ['media'], response: GetMediaReplies } },
      async (request, reply) => {
        const { id } = request.params;
        if (!isUuid(id)) throw new HttpError(404, 'The media could not be found.', 'media_not_found');
        const thumbnail = request.query.thumbnail !== undefined && request.query.thumbnail !== '0' && request.query.thumbnail !== 'false';
        const media = await context.db
          .selectFrom('media')
          .select(['mime_type', 'file_name', 'title'])
          .select(thumbnail ? sql<Buffer>`coalesce(thumbnail, bytes)`.as('bytes') : sql<Buffer>`bytes`.as('bytes'))
          .select(sql<boolean>`thumbnail is not null`.as('has_thumbnail'))
          .where('id', '=', id)
          .executeTakeFirst();
        if (!media) throw new HttpError(404, 'The media could not be found.', 'media_not_found');
        const download = request.query.download !== undefined && request.query.download !== '0' && request.query.download !== 'false';
        // A thumbnail is a WebP made at upload; images stored before have none and are served whole.
        const mimeType = thumbnail && media.has_thumbnail ? 'image/webp' : media.mime_type;
        const name = downloadName(request.query.title?.trim() || media.title || media.file_name, mimeType);
        return reply
          .header('content-type', mimeType)
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`)
          .header('content-disposition', contentDisposition(download ? 'attachment' : 'inline', name))
          .send(media.bytes);
      },
    );
  };
}
