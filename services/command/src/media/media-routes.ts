import { z } from 'zod';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/runtime/context';
import { authenticate, authenticateBeforeValidation } from '@usher/infra/http/authenticate';
import { MAX_MEDIA_BYTES, mediaError, storePassImage } from './media-handlers.ts';

const Query = z.object({ event_uuid: z.string().max(100).optional() });

/** Pass images (logos, backgrounds): one file per request, served back at /media/{id} by the query side. */
export function mediaRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    authenticateBeforeValidation(app, context);
    await app.register(multipart, { limits: { fileSize: MAX_MEDIA_BYTES, files: 1, fields: 5 } });

    app.post('/api/v2/pass/file-upload', { schema: { querystring: Query, tags: ['events'], consumes: ['multipart/form-data'] } }, async (request, reply) => {
      const user = await authenticate(context, request);
      if (!request.isMultipart()) throw mediaError('Choose a file to upload.');
      const file = await request.file();
      if (!file) throw mediaError('Choose a file to upload.');
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch {
        throw mediaError('The file may not be greater than 5 MB.');
      }
      const result = await storePassImage(context, user, { bytes, fileName: file.filename || 'image', eventUuid: request.query.event_uuid });
      return reply.code(201).send(result);
    });
  };
}
