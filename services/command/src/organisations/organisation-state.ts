import type { StoredEvent } from '@usher/infra/eventstore/types';
import type { EventData } from '@usher/events';

type Location = Omit<EventData<'OrganisationAddressAdded'>, 'organisation_id' | 'address_id'>;

/** What the write side needs to decide about an organisation: folded from its own stream. */
export interface OrganisationState {
  version: number;
  profile: { name: string; logo_media_id: string | null; timezone: string } | null;
  addresses: Map<string, Location>;
  onboardingStep: EventData<'OrganisationOnboardingProgressed'>['step'];
}

export function foldOrganisation(events: readonly StoredEvent[]): OrganisationState {
  const state: OrganisationState = { version: events.length, profile: null, addresses: new Map(), onboardingStep: 'profile' };
  for (const stored of events) {
    switch (stored.type) {
      case 'OrganisationProfileUpdated': {
        const { name, logo_media_id, timezone } = stored.data as EventData<'OrganisationProfileUpdated'>;
        state.profile = { name, logo_media_id, timezone };
        break;
      }
      case 'OrganisationAddressAdded':
      case 'OrganisationAddressUpdated': {
        const { organisation_id: _organisation, address_id: addressId, ...location } = stored.data as EventData<'OrganisationAddressAdded'>;
        state.addresses.set(addressId, location);
        break;
      }
      case 'OrganisationAddressRemoved':
        state.addresses.delete((stored.data as EventData<'OrganisationAddressRemoved'>).address_id);
        break;
      case 'OrganisationOnboardingProgressed':
        state.onboardingStep = (stored.data as EventData<'OrganisationOnboardingProgressed'>).step;
        break;
    }
  }
  return state;
}
