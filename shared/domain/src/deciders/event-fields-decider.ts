import type { DomainEvent, StreamEvent } from '@usher/events';
import { DomainError } from './domain-error.ts';
import {
  isCustomFieldType,
  normalizeCustomField,
  sortCustomFields,
  validateCustomField,
  MAX_CUSTOM_FIELDS,
  type CustomField,
  type CustomFieldInput,
} from '../fields/custom-fields.ts';
import { defaultDefaultFields, validateDefaultFields, type DefaultFields } from '../fields/default-fields.ts';
import { validateTicketVariations, type TicketVariation, type TicketVariationInput } from '../fields/ticket-variations.ts';
import { hasErrors } from '../validation/errors.ts';
import { sameJson } from '../values/same-json.ts';

/** The guest fields an event defines: its part of the event aggregate's state. */
export interface EventFieldsState {
  custom_fields: CustomField[];
  default_fields: DefaultFields;
  ticket_variations: TicketVariation[];
}

export type EventFieldsCommand =
  | { type: 'AddCustomField'; field_id: string; field: CustomFieldInput }
  | { type: 'UpdateCustomField'; field_id: string; changes: CustomFieldInput }
  | { type: 'DeleteCustomField'; field_id: string }
  | { type: 'SetDefaultFields'; default_fields: Partial<DefaultFields> }
  /**
   * `newId` names variations sent without an id (the handler makes uuids, the decider stays pure), given the
   * variation's place in the list: a decision made again after a conflict asks again, and must get an answer.
   */
  | { type: 'SetTicketVariations'; ticket_variations: TicketVariationInput[]; newId: (index: number) => string };

export function initialEventFields(): EventFieldsState {
  return { custom_fields: [], default_fields: defaultDefaultFields(), ticket_variations: [] };
}

export function evolveEventFields(fields: EventFieldsState, event: DomainEvent): EventFieldsState {
  switch (event.type) {
    case 'CustomFieldAdded': {
      const { field_id, ...definition } = event.data;
      return { ...fields, custom_fields: sortCustomFields([...fields.custom_fields, { id: field_id, ...definition }]) };
    }
    case 'CustomFieldUpdated':
      return {
        ...fields,
        custom_fields: sortCustomFields(fields.custom_fields.map((field) => (field.id === event.data.field_id ? { ...field, ...event.data.changes } : field))),
      };
    case 'CustomFieldDeleted':
      return { ...fields, custom_fields: fields.custom_fields.filter((field) => field.id !== event.data.field_id) };
    case 'DefaultFieldsSet':
      return { ...fields, default_fields: event.data.default_fields };
    case 'TicketVariationsSet':
      return { ...fields, ticket_variations: event.data.ticket_variations };
    default:
      return fields;
  }
}

export function decideEventFields(command: EventFieldsCommand, fields: EventFieldsState): StreamEvent<'event'>[] {
  switch (command.type) {
    case 'AddCustomField': {
      if (fields.custom_fields.length >= MAX_CUSTOM_FIELDS) {
        throw DomainError.validation({ label: [`An event may not have more than ${MAX_CUSTOM_FIELDS} custom fields.`] });
      }
      const type = command.field.type;
      if (!isCustomFieldType(type)) {
        throw DomainError.validation({ type: [type ? 'The selected type is invalid.' : 'The type field is required.'] });
      }
      const input = normalizeCustomField({ options: [], ...command.field }, type);
      const definition = {
        label: input.label ?? '',
        type,
        options: input.options ?? [],
        is_required: input.is_required ?? false,
        ordering: input.ordering ?? Math.max(0, ...fields.custom_fields.map((field) => field.ordering + 1)),
      };
      const errors = validateCustomField(definition, fields.custom_fields);
      if (hasErrors(errors)) throw DomainError.validation(errors);
      return [{ type: 'CustomFieldAdded', data: { field_id: command.field_id, ...definition } }];
    }
    case 'UpdateCustomField': {
      const current = fields.custom_fields.find((field) => field.id === command.field_id);
      if (!current) throw DomainError.notFound('custom_field');
      if (command.changes.type !== undefined && command.changes.type !== current.type) {
        // Values guests already hold were checked against the old type.
        throw DomainError.validation({ type: ['The type of a field can not be changed once it is created.'] });
      }
      const { type: _sameType, ...changes } = normalizeCustomField(command.changes, current.type);
      const next = { ...current, ...stripUndefined(changes), label: changes.label ?? current.label };
      const errors = validateCustomField(
        next,
        fields.custom_fields.filter((field) => field.id !== current.id),
      );
      if (hasErrors(errors)) throw DomainError.validation(errors);
      const changed = Object.fromEntries(
        Object.entries(stripUndefined(changes)).filter(([key, value]) => JSON.stringify(current[key as keyof CustomField]) !== JSON.stringify(value)),
      );
      return Object.keys(changed).length === 0 ? [] : [{ type: 'CustomFieldUpdated', data: { field_id: current.id, changes: changed } }];
    }
    case 'DeleteCustomField':
      if (!fields.custom_fields.some((field) => field.id === command.field_id)) throw DomainError.notFound('custom_field');
      return [{ type: 'CustomFieldDeleted', data: { field_id: command.field_id } }];
    case 'SetDefaultFields': {
      const next = { ...fields.default_fields, ...stripUndefined(command.default_fields) } as DefaultFields;
      const errors = validateDefaultFields(next);
      if (hasErrors(errors)) throw DomainError.validation(errors);
      return sameJson(next, fields.default_fields) ? [] : [{ type: 'DefaultFieldsSet', data: { default_fields: next } }];
    }
    case 'SetTicketVariations': {
      const errors = validateTicketVariations(command.ticket_variations, new Set(fields.ticket_variations.map((variation) => variation.id)));
      if (hasErrors(errors)) throw DomainError.validation(errors);
      const next: TicketVariation[] = command.ticket_variations.map((variation, index) => ({
        id: variation.id ?? command.newId(index),
        name: (variation.name ?? '').trim(),
        type: variation.type,
        is_default: variation.is_default,
      }));
      return sameJson(next, fields.ticket_variations) ? [] : [{ type: 'TicketVariationsSet', data: { ticket_variations: next } }];
    }
  }
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
