import { z } from 'zod';
import { safeId } from '@usher/domain/validation/safe-text';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GUEST_FIELDS } from '@usher/domain/guest-import/guest-fields';
import type { ServiceContext } from '@usher/infra/context';
import { MAX_UPLOAD_BYTES } from './read-upload-file.ts';
import { uploadedFile } from '../handling/uploaded-file.ts';
import { receiveUpload, rejectedRows, showUpload } from './upload-handlers.ts';
import { previewImport } from './import-preview.ts';
import { EmptyCellsClear, UploadMapping } from '../attendees/attendee-schemas.ts';
import {
  GetAttendeesUploadFieldsReplies,
  GetEventsAttendeesUploadRejectedRowsReplies,
  GetEventsAttendeesUploadReplies,
  PostEventsAttendeesUploadPreviewReplies,
  PostEventsAttendeesUploadReplies,
} from '@usher/domain/contract/uploads';

const Params = z.object({ e: safeId() });

/** Step one of an upload (the file) and its progress; step two is POST .../attendees with `upload`. */
export function uploadRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });

    app.post(
      '/api/v2/events/:e/attendees/upload',
      {
        config: { need: ['update', 'event'] },
        schema: { params: Params, tags: ['attendees'], consumes: ['multipart/form-data'], response: PostEventsAttendeesUploadReplies },
      },
      async (request, reply) => {
        const { user } = request;
        const result = await receiveUpload(context, user, request.params.e, await uploadedFile(request, '50 MB', 'upload'));
        return reply.code(201).send(result);
      },
    );

    app.get(
      '/api/v2/events/:e/attendees/upload/:id',
      {
        config: { need: ['update', 'event'] },
        schema: { params: Params.extend({ id: safeId() }), tags: ['attendees'], response: GetEventsAttendeesUploadReplies },
      },
      async (request) => {
        const { user } = request;
        return showUpload(context, user, request.params.e, request.params.id);
      },
    );

    // Nothing is written: what confirming this mapping would change on guests already on the list.
    app.post(
      '/api/v2/events/:e/attendees/upload/:id/preview',
      {
        config: { need: ['update', 'event'] },
        schema: {
          params: Params.extend({ id: safeId() }),
          body: z.object({ mapping: UploadMapping, empty_cells_clear: EmptyCellsClear }),
          tags: ['attendees'],
          response: PostEventsAttendeesUploadPreviewReplies,
        },
      },
      async (request) => {
        const { user } = request;
        return previewImport(context, user, request.params.e, request.params.id, request.body);
      },
    );

    app.get(
      '/api/v2/events/:e/attendees/upload/:id/rejected-rows',
      {
        config: { need: ['update', 'event'] },
        schema: { params: Params.extend({ id: safeId() }), tags: ['attendees'], response: GetEventsAttendeesUploadRejectedRowsReplies },
      },
      async (request, reply) => {
        const { user } = request;
        const file = await rejectedRows(context, user, request.params.e, request.params.id);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="${file.fileName.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
          )
          .header('cache-control', 'no-store')
          .send(file.body);
      },
    );

    app.get(
      '/api/v2/attendees/upload-fields',
      { config: { need: 'signed_in' }, schema: { tags: ['attendees'], response: GetAttendeesUploadFieldsReplies } },
      async () => {
        return { data: GUEST_FIELDS };
      },
    );
  };
}
