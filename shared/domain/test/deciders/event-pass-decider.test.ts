import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '@usher/events';
import { givenFor } from './given-when-then.ts';
import { eventDecider } from '../../src/deciders/event-decider.ts';
import { defaultEventSettings } from '../../src/deciders/event-defaults.ts';
import { fold } from '../../src/deciders/decider.ts';
import { defaultPassSettings } from '../../src/passes/pass-settings.ts';
import { defaultEventData } from '../../src/passes/event-data.ts';
import { passView } from '../../src/passes/pass-view.ts';

const UUID = '11111111-1111-4111-8111-111111111111';
const ORG = '33333333-3333-4333-8333-333333333333';
const FIELD = '44444444-4444-4444-8444-444444444444';
const MEDIA = '/media/55555555-5555-4555-8555-555555555555';

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
const mealAdded: DomainEvent = {
  type: 'CustomFieldAdded',
  data: { field_id: FIELD, label: 'Meal', type: 'single_choice', options: ['Fish', 'Meat'], is_required: false, ordering: 0 },
};

describe('eventDecider: pass settings', () => {
  it('starts from the spec defaults: checked-in title Arrived, QR shown', () => {
    const state = fold(eventDecider, [created]);
    expect(state.pass.pass_settings.access).toMatchObject({ checked_in_title: 'Arrived', hide_qr: false });
  });

  it('records the whole settings after a partial change, colours upper-cased', () => {
    const expected = defaultPassSettings();
    expected.access = { ...expected.access, text_color: '#ABCDEF', logo_image: MEDIA, hide_qr: true };
    given(created)
      .when({ type: 'ChangePassSettings', pass_settings: { access: { text_color: '#abcdef', logo_image: MEDIA, hide_qr: true } } })
      .then([{ type: 'EventPassSettingsChanged', data: { pass_settings: expected } }]);
  });

  it('appends nothing when nothing changes, and a blank checked-in title means the default', () => {
    given(created)
      .when({ type: 'ChangePassSettings', pass_settings: { access: { checked_in_title: '  ' }, invite: { show_time: true } } })
      .then([]);
  });

  it('refuses colours that are not #RRGGBB, long texts and images that are not uploads', () => {
    given(created)
      .when({
        type: 'ChangePassSettings',
        pass_settings: {
          invite: { pass_text_color: 'red', text: 'x'.repeat(1001) },
          access: { checked_in_background_color: '#12345', checked_in_title: 'y'.repeat(51), background_image: 'https://elsewhere.example/a.png' },
        },
      })
      .thenRefuses({
        kind: 'validation',
        code: 'validation_failed',
        errors: {
          'invite.pass_text_color': ['The pass text colour is invalid.'],
          'invite.text': ['The text may not be greater than 1000 characters.'],
          'access.background_image': ['The background image is invalid.'],
          'access.checked_in_title': ['The checked-in title may not be greater than 50 characters.'],
          'access.checked_in_background_color': ['The checked-in background colour is invalid.'],
        },
      });
  });

  it('keeps the last settings when folded', () => {
    const state = fold(eventDecider, [
      created,
      {
        type: 'EventPassSettingsChanged',
        data: { pass_settings: { ...defaultPassSettings(), access: { ...defaultPassSettings().access, checked_in_title: 'Welcome' } } },
      },
    ]);
    expect(state.pass.pass_settings.access.checked_in_title).toBe('Welcome');
  });

  it('refuses an event that does not exist', () => {
    given().when({ type: 'ChangePassSettings', pass_settings: {} }).thenRefuses({ kind: 'not_found', code: 'event_not_found' });
  });
});

describe('eventDecider: event data', () => {
  it('defaults to an access pass with check-in enabled', () => {
    expect(fold(eventDecider, [created]).pass.event_data).toMatchObject({ pass_type: 'access_pass', check_in_enabled: true });
  });

  it('records attire, Wi-Fi, website and the fields in order, custom fields included', () => {
    const expected = {
      ...defaultEventData(),
      attire: 'Black tie',
      wifi_network: 'Gala',
      wifi_password: ' secret ',
      website_url: 'https://gala.example/',
      fields_order_before_checkin: [`custom_fields.${FIELD}`, 'total_tickets'],
      fields_order_after_checkin: ['checked_in_at'],
    };
    given(created, mealAdded)
      .when({
        type: 'ChangeEventData',
        event_data: {
          attire: ' Black tie ',
          wifi_network: 'Gala',
          wifi_password: ' secret ',
          website_name: '  ',
          website_url: 'https://gala.example/',
          fields_order_before_checkin: [`custom_fields.${FIELD.toUpperCase()}`, 'total_tickets'],
          fields_order_after_checkin: ['checked_in_at'],
        },
      })
      .then([{ type: 'EventDataChanged', data: { event_data: expected } }]);
  });

  it('refuses unknown fields, repeated fields, bad seating fields, long texts and non-http websites', () => {
    given(created)
      .when({
        type: 'ChangeEventData',
        event_data: {
          attire: 'a'.repeat(256),
          website_url: 'javascript:alert(1)',
          enabled_seating_fields: ['balcony'],
          fields_order_before_checkin: [`custom_fields.${FIELD}`],
          fields_order_after_checkin: ['email', 'email'],
        },
      })
      .thenRefuses({
        kind: 'validation',
        code: 'validation_failed',
        errors: {
          attire: ['The attire may not be greater than 255 characters.'],
          website_url: ['The website is invalid.'],
          enabled_seating_fields: ['The selected seating field is invalid.'],
          fields_order_before_checkin: ['The selected field is invalid.'],
          fields_order_after_checkin: ['The fields may not repeat.'],
        },
      });
  });

  it('drops a chosen custom field once it is deleted, rather than blocking later changes', () => {
    const chosen: DomainEvent = {
      type: 'EventDataChanged',
      data: { event_data: { ...defaultEventData(), fields_order_after_checkin: [`custom_fields.${FIELD}`, 'email'] } },
    };
    given(created, mealAdded, chosen, { type: 'CustomFieldDeleted', data: { field_id: FIELD } })
      .when({ type: 'ChangeEventData', event_data: { attire: 'Casual' } })
      .then([{ type: 'EventDataChanged', data: { event_data: { ...defaultEventData(), attire: 'Casual', fields_order_after_checkin: ['email'] } } }]);
  });
});

describe('passView', () => {
  const base = {
    event: { name: 'Gala', starts_date: '2030-07-01', starts_time: '19:00', end_date: null, end_time: null, timezone: 'US/Eastern', location: LOCATION },
    pass_settings: defaultPassSettings(),
    custom_fields: [{ id: FIELD, label: 'Meal', type: 'single_choice' as const, options: ['Fish'], is_required: false, ordering: 0 }],
    plus_ones: [{ full_name: 'Bo Plus', is_forgotten: false }],
  };
  const guest = {
    full_name: 'Ana Lima',
    is_forgotten: false,
    checked_in: false,
    checked_in_at: null,
    values: { email: 'ana@example.org', total_tickets: 2 },
    custom_fields: { [FIELD]: 'Fish' },
    seat: { section: null, table_no: '4', seat_no: '2' },
  };
  const eventData = { ...defaultEventData(), fields_order_before_checkin: [`custom_fields.${FIELD}`, 'email'], fields_order_after_checkin: ['total_tickets'] };

  it('shows the guest, their plus-ones, their seat and the chosen fields in order', () => {
    const view = passView({ ...base, event_data: eventData, guest });
    expect(view.tickets).toEqual([
      { full_name: 'Ana Lima', is_primary: true },
      { full_name: 'Bo Plus', is_primary: false },
    ]);
    expect(view.seat).toEqual([
      { key: 'table_no', label: 'Table', value: '4' },
      { key: 'seat_no', label: 'Seat', value: '2' },
    ]);
    expect(view.fields_before_checkin).toEqual([
      { key: `custom_fields.${FIELD}`, label: 'Meal', value: 'Fish' },
      { key: 'email', label: 'Email', value: 'ana@example.org' },
    ]);
    expect(view.fields_after_checkin).toEqual([{ key: 'total_tickets', label: 'Total tickets', value: '2' }]);
    expect(view.pass_title).toBe('Access Pass');
  });

  it('shows a forgotten guest as Forgotten guest, with no field values', () => {
    const view = passView({ ...base, event_data: eventData, guest: { ...guest, full_name: 'Forgotten guest', is_forgotten: true } });
    expect(view.guest.full_name).toBe('Forgotten guest');
    expect(view.fields_before_checkin).toEqual([]);
    expect(view.fields_after_checkin).toEqual([]);
  });

  it('hides the QR when the organiser says so, or when the event does not check guests in', () => {
    expect(passView({ ...base, event_data: eventData, guest }).hide_qr).toBe(false);
    expect(
      passView({ ...base, pass_settings: { ...base.pass_settings, access: { ...base.pass_settings.access, hide_qr: true } }, event_data: eventData, guest })
        .hide_qr,
    ).toBe(true);
    expect(passView({ ...base, event_data: { ...eventData, check_in_enabled: false }, guest }).hide_qr).toBe(true);
  });

  it('hides the seat when the event does not show seats on passes', () => {
    expect(passView({ ...base, event_data: { ...eventData, seating_assignment_pass_display_enabled: false }, guest }).seat).toEqual([]);
  });
});
