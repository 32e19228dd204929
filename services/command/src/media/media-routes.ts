import { z } from 'zod';
import { safeId } from '@usher/domain/validation/safe-text';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/context';
import type { EventOfObject } from '@usher/infra/http/declared-access';
import { MAX_MEDIA_BYTES, storePassImage } from './media-handlers.ts';
import { uploadedFile } from '../handling/uploaded-file.ts';
import { PostPassFileUploadReplies } from '@usher/domain/contract/media';

const Query = z.object({ event_uuid: safeId().optional() });

/** The settings screen sends its event: the uploader must be allowed to edit it. Without one, an account is enough. */
const EVENT_IN_QUERY: EventOfObject = { object: 'event', find: async (request) => (request.query as { event_uuid?: string }).event_uuid ?? null };

/** Pass images (logos, backgrounds): one file per request, served back at /media/{id} by the query side. */
export function mediaRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, { limits: { fileSize: MAX_MEDIA_BYTES, files: 1, fields: 5 } });

    app.post(
      '/api/v2/pass/file-upload',
      {
        config: { need: ['update', 'event_object'], eventOf: EVENT_IN_QUERY },
        schema: { querystring: Query, tags: ['events'], consumes: ['multipart/form-data'], response: PostPassFileUploadReplies },
      },
      async (request, reply) => {
        const { user } = request;
        const result = await storePassImage(context, user, { ...(await uploadedFile(request, '5 MB', 'image')) });
        return reply.code(201).send(result);
      },
    );
  };
}
