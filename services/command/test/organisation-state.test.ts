import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '@usher/infra/eventstore/types';
import { foldOrganisation } from '../src/organisations/organisation-state.ts';

const ORG = '11111111-1111-4111-8111-111111111111';
const A = '22222222-2222-4222-8222-222222222222';
const B = '33333333-3333-4333-8333-333333333333';
const place = {
  name: null,
  address: '1 Quay Street',
  address_2: null,
  postal_code: null,
  city: 'Boston',
  state_region_code: 'MA',
  state_region: 'Massachusetts',
  country_code: 'US',
  country: 'United States',
};

let position = 0;
const stored = (type: string, data: Record<string, unknown>): StoredEvent => ({
  globalPosition: String(++position),
  transactionId: '1',
  eventId: `e${position}`,
  streamId: `organisation-${ORG}`,
  streamPosition: position,
  type,
  schemaVersion: 1,
  data: { organisation_id: ORG, ...data },
  metadata: {} as StoredEvent['metadata'],
  recordedAt: new Date(0),
});

describe('an organisation folded from its stream', () => {
  it('starts at the first onboarding step with no profile and no addresses', () => {
    expect(foldOrganisation([])).toEqual({ version: 0, profile: null, addresses: new Map(), onboardingStep: 'profile' });
  });

  it('keeps the last profile, the addresses still there with their latest fields, and the step reached', () => {
    const state = foldOrganisation([
      stored('OrganisationProfileUpdated', { name: 'Harbour', logo_media_id: null, timezone: 'US/Eastern' }),
      stored('OrganisationAddressAdded', { address_id: A, ...place }),
      stored('OrganisationAddressAdded', { address_id: B, ...place, city: 'Salem' }),
      stored('OrganisationAddressUpdated', { address_id: A, ...place, city: 'Cambridge' }),
      stored('OrganisationAddressRemoved', { address_id: B }),
      stored('OrganisationOnboardingProgressed', { step: 'teammates', skipped: true }),
      stored('OrganisationProfileUpdated', { name: 'Harbour Events', logo_media_id: null, timezone: 'US/Pacific' }),
      // Audit facts change nothing the write side decides on.
      stored('OrganisationMediaAdded', { media_id: B, title: 'x.png', mime_type: 'image/png', size_bytes: 1 }),
    ]);
    expect(state.version).toBe(8);
    expect(state.profile).toEqual({ name: 'Harbour Events', logo_media_id: null, timezone: 'US/Pacific' });
    expect([...state.addresses.entries()]).toEqual([[A, { ...place, city: 'Cambridge' }]]);
    expect(state.onboardingStep).toBe('teammates');
  });
});
