import { describe, expect, it } from 'vitest';
import type { DomainEvent, DomainEventOf } from '@usher/events';
import { givenFor } from './given-when-then.ts';
import { eventDecider, type EventCommand } from '../../src/deciders/event-decider.ts';
import { defaultEventSettings } from '../../src/deciders/event-defaults.ts';
import { fold } from '../../src/deciders/decider.ts';

const UUID = '11111111-1111-4111-8111-111111111111';
const ORG = '33333333-3333-4333-8333-333333333333';
const FIELD = '44444444-4444-4444-8444-444444444444';
const OTHER_FIELD = '55555555-5555-4555-8555-555555555555';
const VARIATION = '66666666-6666-4666-8666-666666666666';
const NEW_VARIATION = '77777777-7777-4777-8777-777777777777';

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
const mealAdded: DomainEventOf<'CustomFieldAdded'> = {
  type: 'CustomFieldAdded',
  data: { field_id: FIELD, label: 'Meal', type: 'single_choice', options: ['Fish', 'Meat'], is_required: false, ordering: 0 },
};
const variationsSet: DomainEvent = {
  type: 'TicketVariationsSet',
  data: { ticket_variations: [{ id: VARIATION, name: 'General', type: 'ticket', is_default: true }] },
};

describe('eventDecider: custom fields', () => {
  it('adds a field with a trimmed label, deduplicated options and the next ordering', () => {
    given(created, mealAdded)
      .when({ type: 'AddCustomField', field_id: OTHER_FIELD, field: { label: ' Allergies ', type: 'multiple_choice', options: ['Nuts', 'Nuts ', ' '] } })
      .then([
        {
          type: 'CustomFieldAdded',
          data: { field_id: OTHER_FIELD, label: 'Allergies', type: 'multiple_choice', options: ['Nuts'], is_required: false, ordering: 1 },
        },
      ]);
  });

  it('drops options of types without choices', () => {
    given(created)
      .when({ type: 'AddCustomField', field_id: FIELD, field: { label: 'Company', type: 'text', options: ['a'], is_required: true } })
      .then([{ type: 'CustomFieldAdded', data: { field_id: FIELD, label: 'Company', type: 'text', options: [], is_required: true, ordering: 0 } }]);
  });

  it('refuses a missing label, a taken one (case aside), a choice type without options and an unknown type', () => {
    given(created, mealAdded)
      .when({ type: 'AddCustomField', field_id: OTHER_FIELD, field: { label: '', type: 'single_choice', options: [] } })
      .thenRefuses({
        kind: 'validation',
        code: 'validation_failed',
        errors: { label: ['The label field is required.'], options: ['The options field is required.'] },
      });
    given(created, mealAdded)
      .when({ type: 'AddCustomField', field_id: OTHER_FIELD, field: { label: 'MEAL', type: 'text' } })
      .thenRefuses({ kind: 'validation', code: 'validation_failed', errors: { label: ['The label has already been taken.'] } });
    given(created)
      .when({ type: 'AddCustomField', field_id: FIELD, field: { label: 'X', type: 'colour' } })
      .thenRefuses({ kind: 'validation', code: 'validation_failed', errors: { type: ['The selected type is invalid.'] } });
  });

  it('records only the changes of an update, keeps the label unique, and refuses a new type', () => {
    given(created, mealAdded)
      .when({ type: 'UpdateCustomField', field_id: FIELD, changes: { label: 'Meal', options: ['Fish', 'Vegan'], is_required: true } })
      .then([{ type: 'CustomFieldUpdated', data: { field_id: FIELD, changes: { options: ['Fish', 'Vegan'], is_required: true } } }]);
    given(created, mealAdded)
      .when({ type: 'UpdateCustomField', field_id: FIELD, changes: { label: 'Meal' } })
      .then([]);
    given(created, mealAdded)
      .when({ type: 'UpdateCustomField', field_id: FIELD, changes: { type: 'text' } })
      .thenRefuses({ kind: 'validation', code: 'validation_failed', errors: { type: ['The type of a field can not be changed once it is created.'] } });
    given(created, mealAdded, {
      type: 'CustomFieldAdded',
      data: { field_id: OTHER_FIELD, label: 'Seats', type: 'number', options: [], is_required: false, ordering: 1 },
    })
      .when({ type: 'UpdateCustomField', field_id: OTHER_FIELD, changes: { label: 'meal' } })
      .thenRefuses({ kind: 'validation', code: 'validation_failed', errors: { label: ['The label has already been taken.'] } });
  });

  it('deletes a field; an unknown or deleted one is not found', () => {
    given(created, mealAdded)
      .when({ type: 'DeleteCustomField', field_id: FIELD })
      .then([{ type: 'CustomFieldDeleted', data: { field_id: FIELD } }]);
    given(created, mealAdded, { type: 'CustomFieldDeleted', data: { field_id: FIELD } })
      .when({ type: 'DeleteCustomField', field_id: FIELD })
      .thenRefuses({ kind: 'not_found', code: 'custom_field_not_found' });
    given(created).when({ type: 'UpdateCustomField', field_id: FIELD, changes: {} }).thenRefuses({ kind: 'not_found', code: 'custom_field_not_found' });
  });

  it('folds fields in their ordering, and a deleted label is free again', () => {
    const state = fold(eventDecider, [
      created,
      { ...mealAdded, data: { ...mealAdded.data, ordering: 5 } },
      { type: 'CustomFieldAdded', data: { field_id: OTHER_FIELD, label: 'Seats', type: 'number', options: [], is_required: false, ordering: 1 } },
    ]);
    expect(state.fields.custom_fields.map((field) => field.label)).toEqual(['Seats', 'Meal']);
    given(created, mealAdded, { type: 'CustomFieldDeleted', data: { field_id: FIELD } })
      .when({ type: 'AddCustomField', field_id: OTHER_FIELD, field: { label: 'Meal', type: 'text' } })
      .then([{ type: 'CustomFieldAdded', data: { field_id: OTHER_FIELD, label: 'Meal', type: 'text', options: [], is_required: false, ordering: 0 } }]);
  });
});

describe('eventDecider: default fields', () => {
  it('sets the merged settings, and nothing when they are the same', () => {
    const command: EventCommand = { type: 'SetDefaultFields', default_fields: { email: { is_visible: true, is_required: true } } };
    given(created)
      .when(command)
      .then([
        {
          type: 'DefaultFieldsSet',
          data: {
            default_fields: {
              last_name: { is_visible: true, is_required: false },
              email: { is_visible: true, is_required: true },
              phone_number: { is_visible: true, is_required: false },
            },
          },
        },
      ]);
    given(created).when({ type: 'SetDefaultFields', default_fields: {} }).then([]);
  });

  it('refuses a required field that is hidden', () => {
    given(created)
      .when({ type: 'SetDefaultFields', default_fields: { phone_number: { is_visible: false, is_required: true } } })
      .thenRefuses({
        kind: 'validation',
        code: 'validation_failed',
        errors: { 'default_fields.phone_number.is_required': ['A required field must be shown.'] },
      });
  });
});

describe('eventDecider: ticket variations', () => {
  const newId = () => NEW_VARIATION;

  it('names new variations and keeps the ids sent back', () => {
    given(created, variationsSet)
      .when({
        type: 'SetTicketVariations',
        newId,
        ticket_variations: [
          { id: VARIATION, name: 'General', type: 'ticket', is_default: false },
          { name: ' VIP ', type: 'access_pass', is_default: true },
        ],
      })
      .then([
        {
          type: 'TicketVariationsSet',
          data: {
            ticket_variations: [
              { id: VARIATION, name: 'General', type: 'ticket', is_default: false },
              { id: NEW_VARIATION, name: 'VIP', type: 'access_pass', is_default: true },
            ],
          },
        },
      ]);
  });

  it('appends nothing for the same list', () => {
    given(created, variationsSet)
      .when({ type: 'SetTicketVariations', newId, ticket_variations: [{ id: VARIATION, name: 'General', type: 'ticket', is_default: true }] })
      .then([]);
  });

  it('refuses no default, two defaults, a nameless variation, an id the event does not have, and an empty list', () => {
    const refuse = (ticket_variations: Extract<EventCommand, { type: 'SetTicketVariations' }>['ticket_variations'], errors: Record<string, string[]>) =>
      given(created, variationsSet)
        .when({ type: 'SetTicketVariations', newId, ticket_variations })
        .thenRefuses({ kind: 'validation', code: 'validation_failed', errors });
    refuse([{ name: 'A', type: 'ticket', is_default: false }], { ticket_variations: ['Exactly one ticket variation must be the default.'] });
    refuse(
      [
        { name: 'A', type: 'ticket', is_default: true },
        { name: 'B', type: 'ticket', is_default: true },
      ],
      { ticket_variations: ['Exactly one ticket variation must be the default.'] },
    );
    refuse([{ name: '', type: 'ticket', is_default: true }], { 'ticket_variations.0.name': ['The name field is required.'] });
    refuse([{ id: FIELD, name: 'A', type: 'ticket', is_default: true }], { 'ticket_variations.0.id': ['The selected id is invalid.'] });
    refuse([], { ticket_variations: ['The ticket variations field is required.'] });
  });
});
