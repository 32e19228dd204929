import { DomainError } from '@usher/domain/deciders/domain-error';
import type { AuthUser } from '@usher/infra/http/authenticate';
import type { ServiceContext } from '@usher/infra/context';
import { imageKindOf } from './image-kind.ts';
import { requireDecodableImage } from './image-decoding.ts';
import { requireRoomFor } from './media-quota.ts';

export const MAX_MEDIA_BYTES = 5 * 1024 * 1024;

const mediaError = (message: string) => DomainError.validation({ file: [message] });

/** A name safe to echo in a Content-Disposition header: no path, no control characters, not too long. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = Array.from(base)
    .filter((character) => character.charCodeAt(0) >= 0x20 && character !== '\u007f' && character !== '"' && character !== '\\')
    .join('')
    .trim()
    .slice(0, 200);
  return cleaned === '' ? 'image' : cleaned;
}

/**
 * Stores an uploaded pass image. With an event, the uploader must be allowed to edit it (the
 * route declares it, media-routes.ts); the image belongs to the uploader's organisation either way,
 * and counts against its quota. Only an image that decodes whole is kept.
 */
export async function storePassImage(context: ServiceContext, user: AuthUser, input: { bytes: Buffer; fileName: string }) {
  if (input.bytes.length === 0) throw mediaError('The file is empty.');
  const mimeType = imageKindOf(input.bytes);
  if (!mimeType) throw mediaError('The file must be a PNG, JPEG, GIF or WebP image.');
  await requireDecodableImage(input.bytes, mimeType);
  const id = context.ids.uuid();
  await context.db.transaction().execute(async (trx) => {
    await requireRoomFor(trx, user.organisation_id, input.bytes.length);
    await trx
      .insertInto('media')
      .values({
        id,
        organisation_id: user.organisation_id,
        uploaded_by: user.id,
        file_name: safeFileName(input.fileName),
        mime_type: mimeType,
        size_bytes: input.bytes.length,
        bytes: input.bytes,
      })
      .execute();
  });
  return { data: { id, url: `/media/${id}` } };
}
