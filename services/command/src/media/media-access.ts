import type { OrganisationObjectOf } from '@usher/infra/http/declared-access';
import { foundPerRequest } from '@usher/infra/http/found-per-request';
import type { ServiceContext } from '@usher/infra/context';
import { findMedia, type FoundMedia } from './media-library.ts';

/**
 * An image of the organisation's library that a route names (`:id`): found for the access hook,
 * which lets its uploader or the organisation's editors change it, then handed to the handler.
 */
export function mediaObjects(context: ServiceContext) {
  const mediaNamedBy = foundPerRequest((request): Promise<FoundMedia> =>
    findMedia(context, request.user.organisation_id, (request.params as { id: string }).id),
  );
  const media: OrganisationObjectOf = {
    object: 'media',
    find: async (request) => ({ made_by: (await mediaNamedBy(request)).uploaded_by }),
    makerMay: true,
    refusal: "Only the person who uploaded an image, or the organisation's editors, may change it.",
  };
  return { media, mediaNamedBy };
}
