import type { DomainEvent, StreamEvent } from '@usher/events';
import { DomainError } from './domain-error.ts';
import { checkCustomFieldValues, type CustomFieldValue } from '../fields/custom-field-values.ts';
import { checkRequiredDefaultFields, type DefaultFields } from '../fields/default-fields.ts';
import type { CustomField } from '../fields/custom-fields.ts';
import { hasErrors, type FieldErrors } from '../validation/errors.ts';

/** A guest's custom-field values and ticket variation: its part of the attendee aggregate. */
export interface GuestFieldsState {
  custom_fields: Record<string, CustomFieldValue>;
  ticket_variation_id: string | null;
}

/**
 * What the event asks of its guests' fields when one is added or edited: its
 * custom fields and which built-in fields are required. Commands carry it so
 * the decider stays pure.
 */
export interface GuestFormRules {
  custom_fields: CustomField[];
  default_fields: DefaultFields;
}

export type GuestFieldsCommand = { type: 'SetTicketVariation'; ticket_variation_id: string };

export function initialGuestFieldsState(): GuestFieldsState {
  return { custom_fields: {}, ticket_variation_id: null };
}

export function evolveGuestFields<S extends GuestFieldsState>(state: S, event: DomainEvent): S {
  switch (event.type) {
    case 'AttendeeCustomFieldsSet': {
      const next = { ...state.custom_fields };
      for (const [id, value] of Object.entries(event.data.values)) {
        if (value === null) delete next[id];
        else next[id] = value;
      }
      return { ...state, custom_fields: next };
    }
    case 'AttendeeTicketVariationSet':
      return { ...state, ticket_variation_id: event.data.ticket_variation_id };
    default:
      return state;
  }
}

/**
 * The form rules' errors for a guest's contact and values, keyed as the
 * request sent them (`prefix`, e.g. 'members.2.'). With `partial` (an edit),
 * only what was sent is held to them.
 */
export function guestFormErrors(
  contact: Readonly<Record<string, unknown>>,
  values: Readonly<Record<string, unknown>> | undefined,
  rules: GuestFormRules,
  options: { partial: boolean; prefix?: string },
): FieldErrors {
  const errors = checkRequiredDefaultFields(contact, rules.default_fields, options);
  if (values !== undefined || !options.partial) Object.assign(errors, checkCustomFieldValues(values ?? {}, rules.custom_fields, options).errors);
  return errors;
}

/** The AttendeeCustomFieldsSet a guest's new values make, or nothing when none changes. */
export function decideCustomFieldValues(
  state: GuestFieldsState,
  event_uuid: string,
  values: Readonly<Record<string, unknown>>,
  fields: readonly CustomField[],
  options: { partial: boolean },
): StreamEvent<'attendee'>[] {
  const checked = checkCustomFieldValues(values, fields, options);
  if (hasErrors(checked.errors)) throw DomainError.validation(checked.errors);
  const changed = Object.fromEntries(
    Object.entries(checked.values).filter(([id, value]) => JSON.stringify(state.custom_fields[id] ?? null) !== JSON.stringify(value)),
  );
  return Object.keys(changed).length === 0 ? [] : [{ type: 'AttendeeCustomFieldsSet', data: { event_uuid, values: changed } }];
}

export function decideTicketVariation(command: GuestFieldsCommand, state: GuestFieldsState, event_uuid: string): StreamEvent<'attendee'>[] {
  if (state.ticket_variation_id === command.ticket_variation_id) return [];
  return [{ type: 'AttendeeTicketVariationSet', data: { event_uuid, ticket_variation_id: command.ticket_variation_id } }];
}
