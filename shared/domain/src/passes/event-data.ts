// Event data (spec section 3): what an event's passes tell guests, and which guest fields they show.
import type { z } from 'zod';
import type { EventDataData } from '@usher/events';
import { addError, type FieldErrors } from '../validation/errors.ts';
import { checkField, maxLength } from '../validation/rules.ts';
import { httpUrlRule, withoutUndefined } from './pass-settings.ts';

export type EventData = z.infer<typeof EventDataData>;
export type EventDataInput = Partial<EventData>;

export const EVENT_DATA_TEXT_MAX = 255;
export const WEBSITE_URL_MAX = 2048;
export const PASS_FIELDS_MAX = 30;

/** The seat parts a pass can show, as the guest row names them. */
export const SEATING_FIELDS = [
  { key: 'section', label: 'Section' },
  { key: 'row_no', label: 'Row' },
  { key: 'table_no', label: 'Table' },
  { key: 'seat_no', label: 'Seat' },
] as const;

/** Built-in guest fields a pass can show before or after check-in; custom fields are `custom_fields.{id}`. */
export const PASS_GUEST_FIELDS = [
  { key: 'full_name', label: 'Name' },
  { key: 'email', label: 'Email' },
  { key: 'phone_number', label: 'Phone number' },
  { key: 'total_tickets', label: 'Total tickets' },
  { key: 'ticket_variation', label: 'Ticket variation' },
  { key: 'tags', label: 'Tags' },
  { key: 'checked_in_at', label: 'Checked in at' },
] as const;

const CUSTOM_FIELD_KEY = /^custom_fields\.([0-9a-f-]{36})$/i;

export function customFieldIdOfPassField(key: string): string | null {
  return CUSTOM_FIELD_KEY.exec(key)?.[1] ?? null;
}

export function defaultEventData(): EventData {
  return {
    seating_assignment_enabled: false,
    seating_assignment_pass_display_enabled: true,
    pass_type: 'access_pass',
    enabled_seating_fields: SEATING_FIELDS.map((field) => field.key),
    enabled_fields_before_checkin: true,
    fields_order_before_checkin: [],
    fields_order_after_checkin: [],
    check_in_enabled: true,
    attire: null,
    wifi_network: null,
    wifi_password: null,
    website_name: null,
    website_url: null,
  };
}

const TEXT_LABELS = {
  attire: 'The attire',
  wifi_network: 'The Wi-Fi network',
  wifi_password: 'The Wi-Fi password',
  website_name: 'The website name',
} as const;

function checkFieldList(
  errors: FieldErrors,
  key: 'fields_order_before_checkin' | 'fields_order_after_checkin',
  values: string[],
  customFieldIds: ReadonlySet<string>,
) {
  for (const message of checkField(values, 'The fields', [maxLength(PASS_FIELDS_MAX)])) addError(errors, key, message);
  for (const value of values) {
    const customId = customFieldIdOfPassField(value);
    const known = customId ? customFieldIds.has(customId.toLowerCase()) : PASS_GUEST_FIELDS.some((field) => field.key === value);
    if (!known) addError(errors, key, 'The selected field is invalid.');
  }
  if (new Set(values).size !== values.length) addError(errors, key, 'The fields may not repeat.');
}

/** Errors by field, empty when the data is fine; custom fields must be the event's own. */
export function validateEventData(data: EventData, customFieldIds: ReadonlySet<string>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [key, label] of Object.entries(TEXT_LABELS) as [keyof typeof TEXT_LABELS, string][]) {
    for (const message of checkField(data[key], label, [maxLength(EVENT_DATA_TEXT_MAX)])) addError(errors, key, message);
  }
  for (const message of checkField(data.website_url, 'The website', [maxLength(WEBSITE_URL_MAX), httpUrlRule])) addError(errors, 'website_url', message);
  for (const field of data.enabled_seating_fields) {
    if (!SEATING_FIELDS.some((seating) => seating.key === field)) addError(errors, 'enabled_seating_fields', 'The selected seating field is invalid.');
  }
  checkFieldList(errors, 'fields_order_before_checkin', data.fields_order_before_checkin, customFieldIds);
  checkFieldList(errors, 'fields_order_after_checkin', data.fields_order_after_checkin, customFieldIds);
  return errors;
}

/** Blank texts mean "none"; custom field keys are kept in lower case so a key names one field. */
export function mergeEventData(current: EventData, input: EventDataInput): EventData {
  const next = { ...current, ...withoutUndefined(input) };
  for (const key of ['attire', 'wifi_network', 'wifi_password', 'website_name', 'website_url'] as const) {
    const value = next[key];
    // A password is kept exactly as typed: its spaces may be part of it.
    next[key] = typeof value === 'string' && value.trim() !== '' ? (key === 'wifi_password' ? value : value.trim()) : null;
  }
  const lower = (keys: string[]) => keys.map((key) => (customFieldIdOfPassField(key) ? key.toLowerCase() : key));
  next.fields_order_before_checkin = lower(next.fields_order_before_checkin);
  next.fields_order_after_checkin = lower(next.fields_order_after_checkin);
  return next;
}
