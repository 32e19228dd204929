import { isCalendarDate } from '../format/zone-clock.ts';
import { checkField, isEmptyValue, maxLength, required } from '../validation/rules.ts';
import { addError, type FieldErrors } from '../validation/errors.ts';
import type { CustomField } from './custom-fields.ts';

/** What a guest holds for one custom field; null means no value. */
export type CustomFieldValue = string | number | boolean | string[] | null;

export const MAX_TEXT_VALUE_LENGTH = 1000;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export interface CheckedValues {
  errors: FieldErrors;
  /** The values as they are stored: numbers as numbers, choices trimmed, empties as null. */
  values: Record<string, CustomFieldValue>;
}

/**
 * Checks a guest's custom-field values against the event's fields (spec
 * section 5's messages, naming the field by its label). Errors are keyed
 * `{prefix}custom_fields.{id}`. With `partial`, only the values sent are
 * checked; otherwise every required field must have one.
 */
export function checkCustomFieldValues(
  input: Readonly<Record<string, unknown>>,
  fields: readonly CustomField[],
  options: { partial: boolean; prefix?: string },
): CheckedValues {
  const errors: FieldErrors = {};
  const values: Record<string, CustomFieldValue> = {};
  const key = (id: string) => `${options.prefix ?? ''}custom_fields.${id}`;
  const byId = new Map(fields.map((field) => [field.id, field]));
  for (const id of Object.keys(input)) {
    if (!byId.has(id)) addError(errors, key(id), 'This field does not exist.');
  }
  for (const field of fields) {
    const given = Object.hasOwn(input, field.id);
    if (options.partial && !given) continue;
    const result = checkValue(field, given ? input[field.id] : undefined);
    if (typeof result === 'string') addError(errors, key(field.id), result);
    else if (given) values[field.id] = result.value;
  }
  return { errors, values };
}

/** One value against one field: the stored form, or the failure message. */
export function checkValue(field: CustomField, raw: unknown): { value: CustomFieldValue } | string {
  const label = field.label;
  const empty = isEmptyValue(raw) || (field.type === 'checkbox' && raw === false);
  // A required checkbox is one the guest must tick (an agreement); false is not enough.
  if (field.is_required && empty) return checkField(raw === false ? null : raw, label, [required])[0]!;
  if (isEmptyValue(raw)) return { value: null };
  switch (field.type) {
    case 'text': {
      if (typeof raw !== 'string' && typeof raw !== 'number') return `${label} must be text.`;
      const text = String(raw).trim();
      return checkField(text, label, [maxLength(MAX_TEXT_VALUE_LENGTH)])[0] ?? { value: text };
    }
    case 'number': {
      const number = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(raw) ? Number(raw) : NaN;
      return Number.isFinite(number) ? { value: number } : `${label} must be a number.`;
    }
    case 'date': {
      const text = typeof raw === 'string' ? raw.trim() : '';
      return DATE_PATTERN.test(text) && isCalendarDate(text) ? { value: text } : `${label} must be a date in the form YYYY-MM-DD.`;
    }
    case 'single_choice': {
      const choice = typeof raw === 'string' ? raw.trim() : null;
      return choice !== null && field.options.includes(choice) ? { value: choice } : `The selected ${label} is invalid.`;
    }
    case 'multiple_choice': {
      const list = typeof raw === 'string' ? [raw] : Array.isArray(raw) ? raw : null;
      if (!list || list.some((item) => typeof item !== 'string')) return `The selected ${label} is invalid.`;
      const choices = [...new Set((list as string[]).map((item) => item.trim()))];
      if (choices.some((choice) => !field.options.includes(choice))) return `The selected ${label} is invalid.`;
      // Kept in the order of the options, so the same choices are always the same value.
      return { value: field.options.filter((option) => choices.includes(option)) };
    }
    case 'checkbox':
      return typeof raw === 'boolean' ? { value: raw } : `${label} must be true or false.`;
  }
}

/** How a value reads in the table, the export and the history. */
export function formatCustomFieldValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}
