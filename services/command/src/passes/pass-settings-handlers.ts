import type { PassSettingsInput } from '@usher/domain/passes/pass-settings';
import type { AuthUser } from '@usher/infra/http/authenticate';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import { loadEvent } from '../access/event-access.ts';
import { changeEvent } from '../events/event-handlers.ts';
import { mediaIdOfAddress, requireImagesOfOrganisation } from '../media/organisation-media.ts';

const IMAGES = {
  logo_image: 'The logo',
  background_image: 'The background image',
  checked_in_logo_image: 'The checked-in logo',
  checked_in_background_image: 'The checked-in background image',
} as const;

/**
 * The pass's look. Its images are addresses of our own media (`/media/{id}`,
 * the decider's rule); each one the request changes must be an image of the
 * event's organisation's library (issue 27), or it is refused on its field.
 */
export async function changePassSettings(context: ServiceContext, user: AuthUser, eventUuid: string, settings: PassSettingsInput, metadata: EventMetadata) {
  const current = (await loadEvent(context, eventUuid)).pass.pass_settings.access;
  const changed: Record<string, string | null> = {};
  for (const field of Object.keys(IMAGES) as (keyof typeof IMAGES)[]) {
    const address = settings.access?.[field];
    if (address && address !== current[field]) changed[`access.${field}`] = mediaIdOfAddress(address);
  }
  await requireImagesOfOrganisation(
    context,
    user.organisation_id,
    changed,
    (field) => `${IMAGES[field.slice('access.'.length) as keyof typeof IMAGES]} is invalid.`,
  );
  return changeEvent(context, user, eventUuid, { type: 'ChangePassSettings', pass_settings: settings }, metadata);
}
