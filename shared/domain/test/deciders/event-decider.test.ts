import { describe, it } from 'vitest';
import { givenFor } from './given-when-then.ts';
import type { DomainEvent, DomainEventOf } from '@usher/events';
import { eventDecider, type EventCommand } from '../../src/deciders/event-decider.ts';
import { defaultEventSettings, type EventSettings } from '../../src/deciders/event-defaults.ts';

// 08:00 in New York (EDT, UTC-4): twelve hours ago was 2030-06-14 20:00 there.
const NOW = new Date('2030-06-15T12:00:00Z');
const UUID = '11111111-1111-4111-8111-111111111111';
const SOURCE_UUID = '22222222-2222-4222-8222-222222222222';
const ORG = '33333333-3333-4333-8333-333333333333';

const given = givenFor(eventDecider);

const create = (settings: Partial<EventSettings>, extra: Partial<Extract<EventCommand, { type: 'CreateEvent' }>> = {}): EventCommand => ({
  type: 'CreateEvent',
  uuid: UUID,
  organisation_id: ORG,
  settings,
  now: NOW,
  ...extra,
});
const update = (changes: Partial<EventSettings>): EventCommand => ({ type: 'UpdateEvent', changes, now: NOW });

const US_LOCATION = {
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

function created(settings: Partial<EventSettings>): DomainEventOf<'EventCreated'> {
  return {
    type: 'EventCreated',
    data: { uuid: UUID, organisation_id: ORG, settings: { ...defaultEventSettings(), ...settings }, location: US_LOCATION, duplicated_from: null },
  };
}

const gala = { name: 'Gala', starts_date: '2030-07-01', starts_time: '19:00' };
const pastGala = { name: 'Gala', starts_date: '2030-06-01', starts_time: '19:00' };
const tooEarly = { starts_date: ['Start date can not be earlier than 12 hours ago.'] };

describe('eventDecider: CreateEvent', () => {
  it('creates an event with the spec defaults for everything not given', () => {
    given()
      .when(create(gala))
      .then([
        {
          type: 'EventCreated',
          data: {
            uuid: UUID,
            organisation_id: ORG,
            settings: {
              name: 'Gala',
              purpose: null,
              starts_date: '2030-07-01',
              starts_time: '19:00',
              end_date: null,
              end_time: null,
              timezone: 'US/Eastern',
              pass_fields_visible_at: null,
              is_rsvp: false,
              is_ended: false,
              is_seating_enabled: false,
              is_pass_enabled: true,
              is_ticket_transfers_enabled: true,
              is_concierge_support_enabled: true,
              is_organizer_concierge_support_enabled: false,
              is_form_enabled: false,
              is_custom_fields_enabled: false,
              invites_enabled: true,
              seating_type: 'venue',
              enabled_ticket_transfer_type: 'soft_transfer',
              organizer_concierge_support_email: null,
              form_name: null,
              group_settings: {
                host_access_till: null,
                experience_type: 'pro',
                is_sending_tickets_enabled: true,
                is_email_required: false,
                is_seating_hidden: false,
                is_view_floorplan_enabled: true,
              },
            },
            location: US_LOCATION,
            duplicated_from: null,
          },
        },
      ]);
  });

  it('keeps given settings and normalises the location (a state code sets its name)', () => {
    given()
      .when(
        create(
          { ...gala, timezone: 'Europe/London', seating_type: 'theatre', is_pass_enabled: false },
          { location: { name: ' Hall ', state_region_code: 'NY' } },
        ),
      )
      .then([
        {
          type: 'EventCreated',
          data: {
            uuid: UUID,
            organisation_id: ORG,
            settings: { ...defaultEventSettings(), ...gala, timezone: 'Europe/London', seating_type: 'theatre', is_pass_enabled: false },
            location: { ...US_LOCATION, name: 'Hall', state_region_code: 'NY', state_region: 'New York' },
            duplicated_from: null,
          },
        },
      ]);
  });

  it('refuses a missing name with "Name is required."', () => {
    given()
      .when(create({ ...gala, name: '' }))
      .thenRefuses({ kind: 'validation', code: 'validation_failed', errors: { name: ['Name is required.'] } });
    given()
      .when(create({ ...gala, name: '   ' }))
      .thenRefuses({ kind: 'validation', code: 'validation_failed', errors: { name: ['Name is required.'] } });
  });

  it('refuses a name over 255 characters', () => {
    given()
      .when(create({ ...gala, name: 'x'.repeat(256) }))
      .thenRefuses({ kind: 'validation', code: 'validation_failed', errors: { name: ['Name may not be greater than 255 characters.'] } });
  });

  it('refuses a start more than 12 hours ago, and accepts one exactly 12 hours ago', () => {
    given()
      .when(create({ ...gala, starts_date: '2030-06-14', starts_time: '19:59' }))
      .thenRefuses({ kind: 'validation', code: 'validation_failed', errors: tooEarly });
    given()
      .when(create({ ...gala, starts_date: '2030-06-14', starts_time: '20:00' }))
      .then([created({ ...gala, starts_date: '2030-06-14', starts_time: '20:00' })]);
  });

  it('compares a start date without a time with the date 12 hours ago in the event zone', () => {
    given()
      .when(create({ name: 'Gala', starts_date: '2030-06-13' }))
      .thenRefuses({ kind: 'validation', code: 'validation_failed', errors: tooEarly });
    given()
      .when(create({ name: 'Gala', starts_date: '2030-06-14' }))
      .then([created({ name: 'Gala', starts_date: '2030-06-14' })]);
  });

  it('requires a start date', () => {
    given()
      .when(create({ name: 'Gala' }))
      .thenRefuses({ kind: 'validation', code: 'validation_failed', errors: { starts_date: ['Start date is required.'] } });
  });

  it('refuses an end before the start, an unknown time zone and a bad support email', () => {
    given()
      .when(create({ ...gala, end_date: '2030-06-30' }))
      .thenRefuses({ kind: 'validation', code: 'validation_failed', errors: { end_date: ['End date must be after the start date.'] } });
    given()
      .when(create({ ...gala, timezone: 'Mars/Olympus' }))
      .thenRefuses({ kind: 'validation', code: 'validation_failed', errors: { timezone: ['Timezone is invalid.'] } });
    given()
      .when(create({ ...gala, organizer_concierge_support_email: 'nope' }))
      .thenRefuses({
        kind: 'validation',
        code: 'validation_failed',
        errors: { organizer_concierge_support_email: ['Support email must be a valid email address.'] },
      });
  });

  it('reports every broken field at once', () => {
    given()
      .when(create({ name: '', starts_date: '2030-06-01', starts_time: '10:00' }))
      .thenRefuses({ kind: 'validation', code: 'validation_failed', errors: { name: ['Name is required.'], ...tooEarly } });
  });

  it('refuses to create an event that exists already', () => {
    given(created(gala)).when(create(gala)).thenRefuses({ kind: 'conflict', code: 'event_exists' });
  });

  it('lets a duplicate keep its source dates even when they are past, and records the source', () => {
    given()
      .when(create(pastGala, { duplicated_from: SOURCE_UUID }))
      .then([{ type: 'EventCreated', data: { ...created(pastGala).data, duplicated_from: SOURCE_UUID } }]);
  });

  it('still validates the other rules of a duplicate', () => {
    given()
      .when(create({ ...pastGala, name: '' }, { duplicated_from: SOURCE_UUID }))
      .thenRefuses({ kind: 'validation', code: 'validation_failed', errors: { name: ['Name is required.'] } });
  });
});

describe('eventDecider: UpdateEvent', () => {
  it('records only the settings that changed', () => {
    given(created(gala))
      .when(update({ name: 'Winter Gala', starts_time: '19:00', is_rsvp: true }))
      .then([{ type: 'EventUpdated', data: { changes: { name: 'Winter Gala', is_rsvp: true } } }]);
  });

  it('emits nothing when nothing changes', () => {
    given(created(gala))
      .when(update({ name: 'Gala', starts_date: '2030-07-01', seating_type: 'venue' }))
      .then([]);
    given(created(gala)).when(update({})).then([]);
  });

  it('compares group settings by value', () => {
    const groupSettings = defaultEventSettings().group_settings;
    given(created(gala))
      .when(update({ group_settings: { ...groupSettings } }))
      .then([]);
    given(created(gala))
      .when(update({ group_settings: { ...groupSettings, experience_type: 'go' } }))
      .then([{ type: 'EventUpdated', data: { changes: { group_settings: { ...groupSettings, experience_type: 'go' } } } }]);
  });

  it('applies earlier updates before deciding', () => {
    given(created(gala), { type: 'EventUpdated', data: { changes: { name: 'Winter Gala' } } })
      .when(update({ name: 'Winter Gala' }))
      .then([]);
  });

  it('refuses a blank name', () => {
    given(created(gala))
      .when(update({ name: '' }))
      .thenRefuses({ kind: 'validation', code: 'validation_failed', errors: { name: ['Name is required.'] } });
  });

  it('refuses moving the start to more than 12 hours ago', () => {
    given(created(gala))
      .when(update({ starts_date: '2030-06-10' }))
      .thenRefuses({ kind: 'validation', code: 'validation_failed', errors: tooEarly });
    given(created(gala))
      .when(update({ starts_date: '2030-06-14', starts_time: '08:00' }))
      .thenRefuses({ kind: 'validation', code: 'validation_failed', errors: tooEarly });
  });

  it('lets an event that already started be edited when the start is not moved', () => {
    given(created(pastGala))
      .when(update({ name: 'Spring Gala', starts_date: '2030-06-01', end_date: '2030-06-02' }))
      .then([{ type: 'EventUpdated', data: { changes: { name: 'Spring Gala', end_date: '2030-06-02' } } }]);
  });

  it('holds a past event to the window once its start time or zone moves', () => {
    given(created(pastGala))
      .when(update({ starts_time: '20:00' }))
      .thenRefuses({ kind: 'validation', code: 'validation_failed', errors: tooEarly });
    given(created(pastGala))
      .when(update({ timezone: 'Europe/London' }))
      .thenRefuses({ kind: 'validation', code: 'validation_failed', errors: tooEarly });
  });

  it('refuses an end moved before the start', () => {
    given(created(gala))
      .when(update({ end_date: '2030-06-20' }))
      .thenRefuses({ kind: 'validation', code: 'validation_failed', errors: { end_date: ['End date must be after the start date.'] } });
  });

  it('refuses an event that does not exist', () => {
    given()
      .when(update({ name: 'x' }))
      .thenRefuses({ kind: 'not_found', code: 'event_not_found' });
  });
});

describe('eventDecider: ChangeEventLocation', () => {
  it('records the normalised location', () => {
    given(created(gala))
      .when({ type: 'ChangeEventLocation', location: { city: ' Paris ', country_code: 'FR' } })
      .then([{ type: 'EventLocationChanged', data: { location: { ...US_LOCATION, city: 'Paris', country_code: 'FR', country: 'France' } } }]);
  });

  it('refuses an event that does not exist', () => {
    given().when({ type: 'ChangeEventLocation', location: {} }).thenRefuses({ kind: 'not_found', code: 'event_not_found' });
  });
});

describe('eventDecider: ArchiveEvent and RestoreEvent', () => {
  const archived: DomainEvent = { type: 'EventArchived', data: {} };

  it('archives an active event, and archiving again emits nothing', () => {
    given(created(gala)).when({ type: 'ArchiveEvent' }).then([archived]);
    given(created(gala), archived).when({ type: 'ArchiveEvent' }).then([]);
  });

  it('restores an archived event, and restoring an active one emits nothing', () => {
    given(created(gala), archived)
      .when({ type: 'RestoreEvent' })
      .then([{ type: 'EventRestored', data: {} }]);
    given(created(gala)).when({ type: 'RestoreEvent' }).then([]);
    given(created(gala), archived, { type: 'EventRestored', data: {} }).when({ type: 'RestoreEvent' }).then([]);
  });

  it('refuses an event that does not exist', () => {
    given().when({ type: 'ArchiveEvent' }).thenRefuses({ kind: 'not_found', code: 'event_not_found' });
    given().when({ type: 'RestoreEvent' }).thenRefuses({ kind: 'not_found', code: 'event_not_found' });
  });
});
