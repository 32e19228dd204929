import { streamIds, type DomainEvent } from '@usher/events';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { isUuid } from '@usher/domain/ids/uuid';
import type { AuthUser } from '@usher/infra/http/authenticate';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import { appendToOwnStream } from '../handling/append-to-own-stream.ts';
import { imageKindOf } from './image-kind.ts';
import { requireDecodableImage } from './image-decoding.ts';
import { requireRoomFor } from './media-quota.ts';
import { safeFileName } from './media-handlers.ts';
import { makeThumbnail } from './thumbnail.ts';
import { clearProfileImagesShowing } from '../identity/profile-image.ts';

export const MAX_TITLE_LENGTH = 200;

const mediaError = (message: string) => DomainError.validation({ file: [message] });

type Member = Pick<AuthUser, 'id' | 'organisation_id' | 'first_name' | 'last_name' | 'default_event_role'>;

/** A library item as the dashboard lists it. */
export function presentMedia(
  row: { id: string; title: string | null; file_name: string; mime_type: string; size_bytes: number; created_at: Date; uploaded_by: string },
  askerId: string,
) {
  return {
    id: row.id,
    title: row.title ?? row.file_name,
    file_name: row.file_name,
    mime_type: row.mime_type,
    size_bytes: row.size_bytes,
    url: `/media/${row.id}`,
    thumbnail_url: `/media/${row.id}?thumbnail=1`,
    created_at: row.created_at.toISOString(),
    uploaded_by_you: row.uploaded_by === askerId,
  };
}

async function audit(context: ServiceContext, user: Member, event: DomainEvent, metadata: EventMetadata): Promise<void> {
  await appendToOwnStream(context, streamIds.organisation(user.organisation_id), {
    ...event,
    metadata: { ...metadata, organisation_id: user.organisation_id },
  });
}

/**
 * POST /api/v2/media: an image for the organisation's library (logos, profile photos). The type
 * comes from the bytes, every pixel is decoded off the event loop before anything is kept, the
 * declared size is bounded before decoding (a decompression bomb is refused from its header),
 * and the bytes count against the organisation's quota.
 */
export async function storeLibraryImage(context: ServiceContext, user: Member, input: { bytes: Buffer; fileName: string }, metadata: EventMetadata) {
  if (input.bytes.length === 0) throw mediaError('The file is empty.');
  const mimeType = imageKindOf(input.bytes);
  if (!mimeType) throw mediaError('The file must be a PNG, JPEG, GIF or WebP image.');
  await requireDecodableImage(input.bytes, mimeType);
  const thumbnail = await makeThumbnail(input.bytes);
  const id = context.ids.uuid();
  const fileName = safeFileName(input.fileName);
  const createdAt = context.clock.now();
  await context.db.transaction().execute(async (trx) => {
    await requireRoomFor(trx, user.organisation_id, input.bytes.length);
    await trx
      .insertInto('media')
      .values({
        id,
        organisation_id: user.organisation_id,
        uploaded_by: user.id,
        file_name: fileName,
        mime_type: mimeType,
        size_bytes: input.bytes.length,
        bytes: input.bytes,
        thumbnail,
        title: null,
        created_at: createdAt,
      })
      .execute();
  });
  await audit(
    context,
    user,
    {
      type: 'OrganisationMediaAdded',
      data: { organisation_id: user.organisation_id, media_id: id, title: fileName, mime_type: mimeType, size_bytes: input.bytes.length },
    },
    metadata,
  );
  return {
    data: presentMedia(
      { id, title: null, file_name: fileName, mime_type: mimeType, size_bytes: input.bytes.length, created_at: createdAt, uploaded_by: user.id },
      user.id,
    ),
  };
}

/** An image of the library as the access hook found it (media-access.ts). */
export type FoundMedia = { id: string; uploaded_by: string; title: string | null; file_name: string; mime_type: string; size_bytes: number; created_at: Date };

/** The organisation's image the path names; another organisation's answers 404 like a missing one. */
export async function findMedia(context: ServiceContext, organisationId: string, mediaId: string): Promise<FoundMedia> {
  if (!isUuid(mediaId)) throw DomainError.notFound('media');
  const media = await context.db
    .selectFrom('media')
    .select(['id', 'uploaded_by', 'title', 'file_name', 'mime_type', 'size_bytes', 'created_at'])
    .where('id', '=', mediaId)
    .where('organisation_id', '=', organisationId)
    .executeTakeFirst();
  if (!media) throw DomainError.notFound('media');
  return media;
}

export async function renameMedia(context: ServiceContext, user: Member, media: FoundMedia, rawTitle: string, metadata: EventMetadata) {
  const title = rawTitle.trim();
  if (title === '') throw DomainError.validation({ title: ['The title is required.'] });
  if (Array.from(title).length > MAX_TITLE_LENGTH)
    throw DomainError.validation({ title: [`The title may not be greater than ${MAX_TITLE_LENGTH} characters.`] });
  await context.db.updateTable('media').set({ title }).where('id', '=', media.id).execute();
  await audit(context, user, { type: 'OrganisationMediaRenamed', data: { organisation_id: user.organisation_id, media_id: media.id, title } }, metadata);
  return { data: presentMedia({ ...media, title }, user.id) };
}

/**
 * Deletes the image and frees its storage. Whatever showed it (a logo, a profile photo, a pass)
 * shows nothing there any more; profile photos showing it are cleared so no avatar breaks.
 */
export async function deleteMedia(context: ServiceContext, user: Member, media: FoundMedia, metadata: EventMetadata): Promise<void> {
  await context.db.deleteFrom('media').where('id', '=', media.id).execute();
  await clearProfileImagesShowing(context, user.organisation_id, media.id, metadata);
  await audit(context, user, { type: 'OrganisationMediaDeleted', data: { organisation_id: user.organisation_id, media_id: media.id } }, metadata);
}
