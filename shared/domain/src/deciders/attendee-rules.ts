import { checkField, email, maxLength, required, type Rule } from '../validation/rules.ts';
import { normalizePhone, phone } from '../validation/phone-rules.ts';
import type { FieldErrors } from '../validation/errors.ts';
import { normalizeLanguage } from '../i18n/languages.ts';

/** A guest's own language: empty (the event's), or one of the four, however it is spelled ('Deutsch', 'de-DE'). */
const guestLanguage: Rule = (value, label) =>
  value === null || value === undefined || (typeof value === 'string' && (value.trim() === '' || normalizeLanguage(value) !== null))
    ? null
    : `${label} must be English, German, French or Spanish.`;

export interface AttendeeContact {
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
  phone_number?: string | null;
  /** The external order or attendee number an import brings (Eventbrite's Order #, Luma's api_id), editable by hand. */
  reference?: string | null;
  /** The language of the guest's pages and e-mails ('de'); null: the event's. */
  language?: string | null;
}

/**
 * The contact rules of a guest (spec section 5). `prefix` names the field as
 * the request sent it, e.g. 'members.2.' for the third of many.
 */
export function validateAttendeeContact(input: AttendeeContact, options: { partial: boolean; prefix?: string }): FieldErrors {
  const prefix = options.prefix ?? '';
  const errors: FieldErrors = {};
  const check = (field: keyof AttendeeContact, label: string, rules: Parameters<typeof checkField>[2]) => {
    if (options.partial && input[field] === undefined) return;
    const messages = checkField(input[field], label, rules);
    if (messages.length > 0) errors[`${prefix}${field}`] = messages;
  };
  check('first_name', 'First name', [required, maxLength(255)]);
  check('last_name', 'Last name', [maxLength(255)]);
  check('email', 'Email', [email, maxLength(255)]);
  check('phone_number', 'Phone number', [phone, maxLength(40)]);
  check('reference', 'Reference', [maxLength(255)]);
  check('language', 'The language', [guestLanguage]);
  return errors;
}

/** Trimmed names, lower-cased email and E.164 phone, as they are stored. */
export function normalizeContact(input: AttendeeContact): AttendeeContact {
  const out: AttendeeContact = {};
  if (input.first_name !== undefined) out.first_name = (input.first_name ?? '').trim();
  if (input.last_name !== undefined) out.last_name = (input.last_name ?? '').trim();
  if (input.email !== undefined) out.email = input.email?.trim() ? input.email.trim().toLowerCase() : null;
  if (input.phone_number !== undefined) out.phone_number = input.phone_number?.trim() ? normalizePhone(input.phone_number) : null;
  if (input.reference !== undefined) out.reference = input.reference?.trim() || null;
  if (input.language !== undefined) out.language = normalizeLanguage(input.language);
  return out;
}
