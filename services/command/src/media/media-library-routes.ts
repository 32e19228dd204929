import { z } from 'zod';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '@usher/domain/contract/request-params';
import { safeId, safeText } from '@usher/domain/validation/safe-text';
import { DeleteMediaReplies, PostAuthProfileImageReplies, PostMediaReplies, PutMediaReplies } from '@usher/domain/contract/organisations';
import type { ServiceContext } from '@usher/infra/context';
import { uploadedFile } from '../handling/uploaded-file.ts';
import { MAX_MEDIA_BYTES } from './media-handlers.ts';
import { deleteMedia, renameMedia, storeLibraryImage } from './media-library.ts';
import { setProfileImage } from '../identity/profile-image.ts';
import { mediaObjects } from './media-access.ts';

const RenameBody = z.object({ title: safeText({ max: 10_000 }) });
const ProfileImageBody = z.object({ media_id: safeId().nullable().describe('One of your own uploads, or null to show no photo.') });

/** Issue 18 section 3: the organisation's media library, and a person's profile photo from it. */
export function mediaLibraryRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, { limits: { fileSize: MAX_MEDIA_BYTES, files: 1, fields: 5 } });
    const tags = ['media'];
    const objects = mediaObjects(context);

    app.post(
      '/api/v2/media',
      { config: { need: 'signed_in' }, schema: { tags, consumes: ['multipart/form-data'], response: PostMediaReplies } },
      async (request, reply) => {
        const { user } = request;
        const file = await uploadedFile(request, '5 MB', 'image');
        return reply.code(201).send(await storeLibraryImage(context, user, file, request.metadata));
      },
    );

    app.put(
      '/api/v2/media/:id',
      {
        config: { need: ['update', 'organisation_object'], organisationObjectOf: objects.media },
        schema: { params: IdParams, body: RenameBody, tags, response: PutMediaReplies },
      },
      async (request) => {
        const { user } = request;
        return renameMedia(context, user, await objects.mediaNamedBy(request), request.body.title, request.metadata);
      },
    );

    app.delete(
      '/api/v2/media/:id',
      {
        config: { need: ['update', 'organisation_object'], organisationObjectOf: objects.media },
        schema: { params: IdParams, tags, response: DeleteMediaReplies },
      },
      async (request, reply) => {
        const { user } = request;
        await deleteMedia(context, user, await objects.mediaNamedBy(request), request.metadata);
        return reply.code(204).send();
      },
    );

    app.post(
      '/api/auth/profile-image',
      { config: { need: 'signed_in' }, schema: { body: ProfileImageBody, tags: ['auth'], response: PostAuthProfileImageReplies } },
      async (request) => {
        const { user } = request;
        return setProfileImage(context, user, request.body.media_id, request.metadata);
      },
    );
  };
}
