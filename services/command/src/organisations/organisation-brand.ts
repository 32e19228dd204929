import { streamIds, toDomainEvent, type DomainEvent } from '@usher/events';
import { fold, type Evolver } from '@usher/domain/deciders/decider';
import type { OrganisationBrand } from '@usher/domain/organisations/organisation-brand';
import type { ServiceContext } from '@usher/infra/context';

/**
 * The name and logo of the organisation that holds an event, as a guest's
 * page shows them in place of "Usher": folded from the organisation's own
 * stream (its last OrganisationProfileUpdated), so a command's answer never
 * waits on the organisations read model (issue 29, section 2).
 */
export async function organisationBrandOf(context: ServiceContext, organisationId: string | null): Promise<OrganisationBrand> {
  if (!organisationId) return NO_BRAND;
  return fold(organisationBrand, (await context.store.readStream(streamIds.organisation(organisationId))).map(toDomainEvent));
}

export const NO_BRAND: OrganisationBrand = { name: null, logo_src: null };

/** The brand as an organisation's stream folds: its last profile's name and logo (a fold a request may keep, kept-folds.ts). */
export const organisationBrand: Evolver<OrganisationBrand> = {
  initialState: () => NO_BRAND,
  evolve(brand: OrganisationBrand, event: DomainEvent): OrganisationBrand {
    if (event.type !== 'OrganisationProfileUpdated') return brand;
    const { name, logo_media_id } = event.data;
    return { name: name.trim() || null, logo_src: logo_media_id ? `/media/${logo_media_id}` : null };
  },
};
