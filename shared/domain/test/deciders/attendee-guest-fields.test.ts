import { describe, it } from 'vitest';
import type { DomainEvent } from '@usher/events';
import { givenFor } from './given-when-then.ts';
import { attendeeDecider, type AttendeeCommand } from '../../src/deciders/attendee-decider.ts';
import { defaultDefaultFields } from '../../src/fields/default-fields.ts';
import type { GuestFormRules } from '../../src/deciders/attendee-guest-fields.ts';

const EVENT = '11111111-1111-4111-8111-111111111111';
const GUEST = '22222222-2222-4222-8222-222222222222';
const MEAL = '44444444-4444-4444-8444-444444444444';
const SEATS = '55555555-5555-4555-8555-555555555555';
const VARIATION = '66666666-6666-4666-8666-666666666666';

const given = givenFor(attendeeDecider);
const form: GuestFormRules = {
  custom_fields: [
    { id: MEAL, label: 'Meal', type: 'single_choice', options: ['Fish', 'Meat'], is_required: true, ordering: 0 },
    { id: SEATS, label: 'Seats', type: 'number', options: [], is_required: false, ordering: 1 },
  ],
  default_fields: { ...defaultDefaultFields(), email: { is_visible: true, is_required: true } },
};
const added: DomainEvent = {
  type: 'AttendeeAdded',
  data: {
    attendee_id: GUEST,
    event_uuid: EVENT,
    first_name: 'Ada',
    last_name: '',
    email: 'ada@example.com',
    has_email: true,
    phone_number: null,
    parent_attendee_id: null,
    is_approved: true,
    is_attending: null,
  },
};
const mealSet: DomainEvent = { type: 'AttendeeCustomFieldsSet', data: { event_uuid: EVENT, values: { [MEAL]: 'Fish' } } };
const add = (contact: Record<string, string>, custom_fields: Record<string, unknown>): AttendeeCommand => ({
  type: 'AddAttendee',
  attendee_id: GUEST,
  event_uuid: EVENT,
  contact,
  parent_attendee_id: null,
  form,
  custom_fields,
});

describe('attendeeDecider: custom-field values and the event form rules', () => {
  it('adds a guest with their values, typed', () => {
    given()
      .when(add({ first_name: 'Ada', email: 'ada@example.com' }, { [MEAL]: 'Fish', [SEATS]: '2' }))
      .then([added, { type: 'AttendeeCustomFieldsSet', data: { event_uuid: EVENT, values: { [MEAL]: 'Fish', [SEATS]: 2 } } }]);
  });

  it('refuses a guest without the required values and fields', () => {
    given()
      .when(add({ first_name: 'Ada' }, { [SEATS]: 'two' }))
      .thenRefuses({
        kind: 'validation',
        code: 'validation_failed',
        errors: { email: ['Email is required.'], [`custom_fields.${MEAL}`]: ['Meal is required.'], [`custom_fields.${SEATS}`]: ['Seats must be a number.'] },
      });
  });

  it('records only the values an edit changes, and nothing when none does', () => {
    given(added, mealSet)
      .when({ type: 'ChangeAttendeeDetails', contact: {}, form, custom_fields: { [MEAL]: 'Fish', [SEATS]: 3 } })
      .then([{ type: 'AttendeeCustomFieldsSet', data: { event_uuid: EVENT, values: { [SEATS]: 3 } } }]);
    given(added, mealSet)
      .when({ type: 'ChangeAttendeeDetails', contact: {}, form, custom_fields: { [MEAL]: 'Fish' } })
      .then([]);
  });

  it('lets an edit leave required values alone but not clear them', () => {
    given(added, mealSet)
      .when({ type: 'ChangeAttendeeDetails', contact: { first_name: 'Ada' }, form, custom_fields: {} })
      .then([]);
    given(added, mealSet)
      .when({ type: 'ChangeAttendeeDetails', contact: { email: '' }, form, custom_fields: { [MEAL]: null } })
      .thenRefuses({
        kind: 'validation',
        code: 'validation_failed',
        errors: { email: ['Email is required.'], [`custom_fields.${MEAL}`]: ['Meal is required.'] },
      });
  });

  it('sets a ticket variation once', () => {
    given(added)
      .when({ type: 'SetTicketVariation', ticket_variation_id: VARIATION })
      .then([{ type: 'AttendeeTicketVariationSet', data: { event_uuid: EVENT, ticket_variation_id: VARIATION } }]);
    given(added, { type: 'AttendeeTicketVariationSet', data: { event_uuid: EVENT, ticket_variation_id: VARIATION } })
      .when({ type: 'SetTicketVariation', ticket_variation_id: VARIATION })
      .then([]);
    given().when({ type: 'SetTicketVariation', ticket_variation_id: VARIATION }).thenRefuses({ kind: 'not_found', code: 'attendee_not_found' });
  });
});
