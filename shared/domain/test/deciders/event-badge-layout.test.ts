import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '@usher/events';
import { givenFor } from './given-when-then.ts';
import { eventDecider } from '../../src/deciders/event-decider.ts';
import { defaultEventSettings } from '../../src/deciders/event-defaults.ts';
import { fold } from '../../src/deciders/decider.ts';
import { defaultBadgeLayout } from '../../src/badges/badge-layout.ts';

const UUID = '11111111-1111-4111-8111-111111111111';
const ORG = '33333333-3333-4333-8333-333333333333';
const FIELD = '44444444-4444-4444-8444-444444444444';

const given = givenFor(eventDecider);
const LOCATION = {
  name: null,
  address: null,
  address_2: null,
  postal_code: null,
  city: null,
  state_region_code: null,
  state_region: null,
  country_code: 'US',
  country: 'United States',
};
const created: DomainEvent = {
  type: 'EventCreated',
  data: { uuid: UUID, organisation_id: ORG, settings: { ...defaultEventSettings(), name: 'Gala' }, location: LOCATION, duplicated_from: null },
};
const companyAdded: DomainEvent = {
  type: 'CustomFieldAdded',
  data: { field_id: FIELD, label: 'Company', type: 'text', options: [], is_required: false, ordering: 0 },
};

describe('eventDecider: badge layout', () => {
  it('starts as a 4 × 3 in badge with the logo, the ticket variation and the QR code', () => {
    expect(fold(eventDecider, [created]).pass.badge_layout).toEqual(defaultBadgeLayout());
  });

  it('records the whole layout after a partial change, with a custom field under the name', () => {
    given(created, companyAdded)
      .when({ type: 'ChangeBadgeLayout', badge_layout: { size: 'avery_5392', secondary_field: `custom_fields.${FIELD.toUpperCase()}`, show_table: true } })
      .then([
        {
          type: 'EventBadgeLayoutChanged',
          data: { badge_layout: { ...defaultBadgeLayout(), size: 'avery_5392', secondary_field: `custom_fields.${FIELD}`, show_table: true } },
        },
      ]);
  });

  it('appends nothing when nothing changes', () => {
    given(created)
      .when({ type: 'ChangeBadgeLayout', badge_layout: { size: '4x3', show_qr: true } })
      .then([]);
  });

  it('refuses a field the event does not have', () => {
    given(created)
      .when({ type: 'ChangeBadgeLayout', badge_layout: { secondary_field: `custom_fields.${FIELD}` } })
      .thenRefuses({ kind: 'validation', code: 'validation_failed', errors: { secondary_field: ['The field under the name is invalid.'] } });
  });

  it('drops a chosen field once it is deleted, so the next change is not blocked by it', () => {
    const chosen: DomainEvent = {
      type: 'EventBadgeLayoutChanged',
      data: { badge_layout: { ...defaultBadgeLayout(), secondary_field: `custom_fields.${FIELD}` } },
    };
    given(created, companyAdded, chosen, { type: 'CustomFieldDeleted', data: { field_id: FIELD } })
      .when({ type: 'ChangeBadgeLayout', badge_layout: { size: 'a6' } })
      .then([{ type: 'EventBadgeLayoutChanged', data: { badge_layout: { ...defaultBadgeLayout(), size: 'a6' } } }]);
  });
});
