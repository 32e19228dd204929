import { addError, type FieldErrors } from '../validation/errors.ts';
import { isEmptyValue } from '../validation/rules.ts';

/**
 * The built-in guest fields an organiser may show or hide, and require, in the
 * add and edit guest forms and the public RSVP form. First name is always
 * shown and required: a guest needs a name to be found at the door.
 */
export const DEFAULT_FIELDS = [
  { key: 'last_name', label: 'Last name' },
  { key: 'email', label: 'Email' },
  { key: 'phone_number', label: 'Phone number' },
] as const;

export type DefaultFieldKey = (typeof DEFAULT_FIELDS)[number]['key'];
export interface DefaultFieldSetting {
  is_visible: boolean;
  is_required: boolean;
}
export type DefaultFields = Record<DefaultFieldKey, DefaultFieldSetting>;

/** A new event shows every built-in field and requires none. */
export function defaultDefaultFields(): DefaultFields {
  return {
    last_name: { is_visible: true, is_required: false },
    email: { is_visible: true, is_required: false },
    phone_number: { is_visible: true, is_required: false },
  };
}

export function validateDefaultFields(fields: DefaultFields): FieldErrors {
  const errors: FieldErrors = {};
  for (const { key } of DEFAULT_FIELDS) {
    if (fields[key].is_required && !fields[key].is_visible) {
      addError(errors, `default_fields.${key}.is_required`, 'A required field must be shown.');
    }
  }
  return errors;
}

/**
 * Required built-in fields left empty: '{Label} is required.' With `partial`,
 * only the fields sent are checked (an edit that leaves the email alone).
 */
export function checkRequiredDefaultFields(
  contact: Readonly<Record<string, unknown>>,
  fields: DefaultFields,
  options: { partial: boolean; prefix?: string },
): FieldErrors {
  const errors: FieldErrors = {};
  for (const { key, label } of DEFAULT_FIELDS) {
    if (!fields[key].is_required) continue;
    if (options.partial && contact[key] === undefined) continue;
    if (isEmptyValue(contact[key])) addError(errors, `${options.prefix ?? ''}${key}`, `${label} is required.`);
  }
  return errors;
}
