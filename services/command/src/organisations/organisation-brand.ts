import { streamIds } from '@usher/events';
import type { OrganisationBrand } from '@usher/domain/organisations/organisation-brand';
import type { ServiceContext } from '@usher/infra/context';
import { foldOrganisation } from './organisation-state.ts';

/**
 * The name and logo of the organisation that holds an event, as a guest's
 * page shows them in place of "Usher": folded from the organisation's own
 * stream (its last OrganisationProfileUpdated), so a command's answer never
 * waits on the organisations read model (issue 29, section 2).
 */
export async function organisationBrandOf(context: ServiceContext, organisationId: string | null): Promise<OrganisationBrand> {
  if (!organisationId) return { name: null, logo_src: null };
  const { profile } = foldOrganisation(await context.store.readStream(streamIds.organisation(organisationId)));
  return { name: profile?.name.trim() || null, logo_src: profile?.logo_media_id ? `/media/${profile.logo_media_id}` : null };
}
