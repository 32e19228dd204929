// What an imported row changes on a guest already on the list. An empty cell
// changes nothing unless the organiser chose "empty cells clear values" in the
// mapping step: a second export that leaves a phone out must not erase the one
// the organiser typed in (issue 28). The import and its preview both use this,
// so the preview says exactly what the import will do.
import type { AttendeeContact } from '../deciders/attendee-rules.ts';
import type { CustomFieldValue } from '../fields/custom-field-values.ts';
import type { MappingKey } from './guest-fields.ts';
import type { ImportedMember } from './rows-to-members.ts';

export interface GuestUpdate {
  contact: AttendeeContact;
  custom_fields?: Record<string, CustomFieldValue>;
}

const CONTACT_FIELDS = ['first_name', 'last_name', 'email', 'phone_number', 'reference'] as const;
type ContactField = (typeof CONTACT_FIELDS)[number];

/** Whether the file fills a contact field at all: an unmapped field is left as the guest has it. */
function fills(field: ContactField, mapped: ReadonlySet<MappingKey>): boolean {
  if (field === 'first_name' || field === 'last_name') return mapped.has(field) || mapped.has('full_name');
  return mapped.has(field);
}

const isEmpty = (value: CustomFieldValue | undefined) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * The fields a row sets. For a new guest every mapped field (an empty one is
 * simply empty); for a known guest an empty cell is left out unless
 * `emptyCellsClear`.
 */
export function guestUpdateOf(member: ImportedMember, mapped: ReadonlySet<MappingKey>, options: { isNew: boolean; emptyCellsClear: boolean }): GuestUpdate {
  const keepEmpty = options.isNew || options.emptyCellsClear;
  const contact: AttendeeContact = {};
  for (const field of CONTACT_FIELDS) {
    if (!fills(field, mapped)) continue;
    const value = member[field];
    if (keepEmpty || !isEmpty(value)) contact[field] = value;
  }
  if (member.custom_fields === undefined) return { contact };
  const custom_fields = Object.fromEntries(Object.entries(member.custom_fields).filter(([, value]) => keepEmpty || !isEmpty(value)));
  return { contact, ...(Object.keys(custom_fields).length > 0 ? { custom_fields } : {}) };
}

/** A guest as the list holds them, to compare an update with. */
export interface GuestOnList {
  first_name: string;
  last_name: string;
  email: string | null;
  phone_number: string | null;
  reference: string | null;
  custom_fields: Record<string, unknown>;
}

export interface FieldChange {
  /** The contact field's name, or `custom_fields.{id}`. */
  field: string;
  from: CustomFieldValue;
  to: CustomFieldValue;
}

const normal = (value: unknown): CustomFieldValue => (isEmpty(value as CustomFieldValue) ? null : (value as CustomFieldValue));
const same = (a: CustomFieldValue, b: CustomFieldValue) => JSON.stringify(a) === JSON.stringify(b);

/** The fields an update changes on a guest, old → new (empty shown as null); none when it changes nothing. */
export function changesOf(guest: GuestOnList, update: GuestUpdate): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of CONTACT_FIELDS) {
    if (!(field in update.contact)) continue;
    const from = normal(guest[field]);
    const to = normal(update.contact[field]);
    if (!same(from, to)) changes.push({ field, from, to });
  }
  for (const [id, value] of Object.entries(update.custom_fields ?? {})) {
    const from = normal(guest.custom_fields[id]);
    const to = normal(value);
    if (!same(from, to)) changes.push({ field: `custom_fields.${id}`, from, to });
  }
  return changes;
}
