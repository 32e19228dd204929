// The guest fields a column of an uploaded list can fill, with the label the
// column-mapping screen shows. `ignore` is a deliberate choice to skip a
// column; a column with no field at all (null in a mapping) is one nobody
// has decided about yet. Either way its cells are not imported.

export const GUEST_FIELD_KEYS = [
  'first_name',
  'last_name',
  'full_name',
  'email',
  'phone_number',
  'tags',
  'reference',
  'language',
  'ticket_variation',
  'attendee_status',
  'new_custom_field',
  'ignore',
] as const;

export type GuestFieldKey = (typeof GUEST_FIELD_KEYS)[number];

export interface GuestField {
  key: GuestFieldKey;
  label: string;
}

export const GUEST_FIELDS: readonly GuestField[] = [
  { key: 'first_name', label: 'First name' },
  { key: 'last_name', label: 'Last name' },
  // Many exports have one name column; it is split into first and last name.
  { key: 'full_name', label: 'Full name' },
  { key: 'email', label: 'Email' },
  { key: 'phone_number', label: 'Phone number' },
  // One cell holds several tags, separated by ',' or ';'.
  { key: 'tags', label: 'Tags' },
  // The order or attendee number the guest has in the product the list came from.
  { key: 'reference', label: 'Reference' },
  // The guest's language for their pages and e-mails: 'de', 'de-DE' or 'Deutsch' all read as German.
  { key: 'language', label: 'Language' },
  // Names a ticket variation; one the event lacks is created when the import starts.
  { key: 'ticket_variation', label: 'Ticket variation' },
  // Eventbrite's Attendee Status, Luma's approval_status: RSVP and approval, or a reason not to import (import-status.ts).
  { key: 'attendee_status', label: 'RSVP and approval' },
  // A text custom field named after the column's header, created when the import starts.
  { key: 'new_custom_field', label: 'New custom field' },
  { key: 'ignore', label: 'Do not import' },
];

/**
 * Fields several columns may fill: the first filled email or phone, left to
 * right, is used (Eventbrite's Home, Cell and Work Phone; Outlook's three
 * emails), tags from every column are joined, and each 'New custom field'
 * column makes its own field. Every other field takes one column.
 */
export const MULTI_COLUMN_FIELDS: ReadonlySet<GuestFieldKey> = new Set(['email', 'phone_number', 'tags', 'new_custom_field', 'ignore']);

export function guestFieldLabel(key: GuestFieldKey): string {
  return GUEST_FIELDS.find((field) => field.key === key)?.label ?? key;
}

export function isGuestFieldKey(value: unknown): value is GuestFieldKey {
  return typeof value === 'string' && (GUEST_FIELD_KEYS as readonly string[]).includes(value);
}

/** A column can also fill one of the event's custom fields: `custom_fields.{id}`. */
export type CustomFieldMappingKey = `custom_fields.${string}`;
export type MappingKey = GuestFieldKey | CustomFieldMappingKey;

const CUSTOM_FIELD_MAPPING = /^custom_fields\.([0-9a-f-]{36})$/i;

export function customFieldIdOfMapping(key: unknown): string | null {
  return typeof key === 'string' ? (CUSTOM_FIELD_MAPPING.exec(key)?.[1] ?? null) : null;
}

export function customFieldMappingKey(fieldId: string): CustomFieldMappingKey {
  return `custom_fields.${fieldId}`;
}
