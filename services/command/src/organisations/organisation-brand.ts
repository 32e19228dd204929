import { streamIds } from '@usher/events';
import type { OrganisationBrand } from '@usher/domain/organisations/organisation-brand';
import type { ServiceContext } from '@usher/infra/context';
import type { StoredEvent } from '@usher/infra/eventstore/types';
import { foldOrganisation } from './organisation-state.ts';

/**
 * The name and logo of the organisation that holds an event, as a guest's
 * page shows them in place of "Usher": folded from the organisation's own
 * stream (its last OrganisationProfileUpdated), so a command's answer never
 * waits on the organisations read model (issue 29, section 2).
 */
export async function organisationBrandOf(context: ServiceContext, organisationId: string | null): Promise<OrganisationBrand> {
  if (!organisationId) return NO_BRAND;
  return brandOfHistory(await context.store.readStream(streamIds.organisation(organisationId)));
}

export const NO_BRAND: OrganisationBrand = { name: null, logo_src: null };

/** The brand an organisation's stream, read by the caller, holds. */
export function brandOfHistory(history: readonly StoredEvent[]): OrganisationBrand {
  const { profile } = foldOrganisation(history);
  return { name: profile?.name.trim() || null, logo_src: profile?.logo_media_id ? `/media/${profile.logo_media_id}` : null };
}
