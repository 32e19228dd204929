import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isUuid } from '@usher/domain/ids/uuid';
import type { ServiceContext } from '@usher/infra/runtime/context';
import { HttpError } from '@usher/infra/http/errors';
import { GetMediaReplies } from '@usher/domain/contract/media';

const Query = z.object({
  download: z.string().max(10).optional(),
  thumbnail: z.string().max(10).optional(),
  title: z.string().max(200).optional(),
});

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** A name for Content-Disposition: plain ASCII fallback plus the exact name (RFC 6266). */
function disposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Pass images, public like the passes that show them: the id is an unguessable uuid. Media never
 * change once stored, so browsers and proxies may keep them for a year. `thumbnail` answers the
 * original (pass images are small; no resizing library here), `download` asks the browser to
 * save it, named `title` when given.
 */
export function mediaQueryRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/media/:id', { schema: { params: z.object({ id: z.string().max(100) }), querystring: Query, tags: ['media'], response: GetMediaReplies } }, async (request, reply) => {
      const { id } = request.params;
      if (!isUuid(id)) throw new HttpError(404, 'The media could not be found.', 'media_not_found');
      const media = await context.db.selectFrom('media').select(['bytes', 'mime_type', 'file_name']).where('id', '=', id).executeTakeFirst();
      if (!media) throw new HttpError(404, 'The media could not be found.', 'media_not_found');
      const download = request.query.download !== undefined && request.query.download !== '0' && request.query.download !== 'false';
      const name = request.query.title?.trim() || media.file_name;
      return reply
        .header('content-type', media.mime_type)
        .header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`)
        .header('content-disposition', disposition(download ? 'attachment' : 'inline', name))
        .send(media.bytes);
    });
  };
}
