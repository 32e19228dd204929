import { streamIds } from '@usher/events';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { isUuid } from '@usher/domain/ids/uuid';
import { forgetSessionsOf, type AuthUser } from '@usher/infra/http/authenticate';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import { appendToOwnStream } from '../handling/append-to-own-stream.ts';

type Account = Pick<AuthUser, 'id' | 'organisation_id' | 'first_name' | 'last_name'>;

/** Where an avatar shows a profile photo: the library's thumbnail, small and already made. */
export const profileImageSrc = (mediaId: string) => `/media/${mediaId}?thumbnail=1`;

/**
 * POST /api/auth/profile-image: shows one of the asker's own uploads as their photo, or none.
 * Someone else's image (even a colleague's) answers 404 like a missing one.
 */
export async function setProfileImage(context: ServiceContext, user: Account, mediaId: string | null, metadata: EventMetadata) {
  if (mediaId !== null) {
    const own = isUuid(mediaId)
      ? await context.db
          .selectFrom('media')
          .select('id')
          .where('id', '=', mediaId)
          .where('uploaded_by', '=', user.id)
          .where('organisation_id', '=', user.organisation_id)
          .executeTakeFirst()
      : undefined;
    if (!own) throw DomainError.notFound('media');
  }
  const src = mediaId === null ? null : profileImageSrc(mediaId);
  await context.db.updateTable('users').set({ profile_image_src: src }).where('id', '=', user.id).execute();
  // The avatar in every open tab shows the new photo on the next request.
  forgetSessionsOf(user.id);
  const position = await appendToOwnStream(context, streamIds.user(user.id), {
    type: 'UserProfileImageChanged',
    data: { user_id: user.id, media_id: mediaId },
    metadata: { ...metadata, organisation_id: user.organisation_id },
  });
  return { data: { profile_image_src: src }, position };
}

/** After an image is deleted: the accounts that showed it as their photo show none, so no avatar breaks. */
export async function clearProfileImagesShowing(context: ServiceContext, organisationId: string, mediaId: string, metadata: EventMetadata): Promise<void> {
  const accounts = await context.db
    .selectFrom('users')
    .select(['id', 'organisation_id', 'first_name', 'last_name'])
    .where('organisation_id', '=', organisationId)
    .where('profile_image_src', '=', profileImageSrc(mediaId))
    .execute();
  for (const account of accounts) await setProfileImage(context, account, null, metadata);
}
