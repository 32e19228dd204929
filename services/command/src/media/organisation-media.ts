import { DomainError } from '@usher/domain/deciders/domain-error';
import { isUuid } from '@usher/domain/ids/uuid';
import type { FieldErrors } from '@usher/domain/validation/errors';
import type { ServiceContext } from '@usher/infra/context';

// An image a body names (a feature's, a journey block's, a floor plan's
// background, a pass's logo) comes from the organisation's own media
// library: another organisation's image, or none, is refused on its field
// (issue 27). The library is a write-side table, written when the image is
// uploaded, so an image uploaded a moment ago is found.

/** The ids among these that name images of the organisation's library. */
export async function imagesOfOrganisation(context: ServiceContext, organisationId: string, ids: Iterable<string>): Promise<Set<string>> {
  const valid = [...new Set(ids)].filter(isUuid);
  if (valid.length === 0) return new Set();
  const rows = await context.db.selectFrom('media').select('id').where('organisation_id', '=', organisationId).where('id', 'in', valid).execute();
  return new Set(rows.map((row) => row.id));
}

/** The media id an image address of ours (`/media/{id}`) names, or null for none or another address. */
export function mediaIdOfAddress(address: string | null | undefined): string | null {
  const match = /^\/media\/([0-9a-f-]{36})$/i.exec(address ?? '');
  return match ? match[1]!.toLowerCase() : null;
}

/**
 * Refuses (422, by field) each image that is not one of the organisation's:
 * `images` maps a field to the media id it names (null or undefined: none);
 * `message` is the field's message, or makes it from the field.
 */
export async function requireImagesOfOrganisation(
  context: ServiceContext,
  organisationId: string,
  images: Record<string, string | null | undefined>,
  message: string | ((field: string) => string) = 'The selected image is invalid.',
): Promise<void> {
  const named = Object.entries(images).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  if (named.length === 0) return;
  const own = await imagesOfOrganisation(
    context,
    organisationId,
    named.map(([, id]) => id),
  );
  const errors: FieldErrors = {};
  for (const [field, id] of named) if (!own.has(id)) errors[field] = [typeof message === 'string' ? message : message(field)];
  if (Object.keys(errors).length > 0) throw DomainError.validation(errors);
}
