import { checkField, maxLength, required } from '../validation/rules.ts';
import { addError, type FieldErrors } from '../validation/errors.ts';

export type CustomFieldType = 'text' | 'number' | 'date' | 'single_choice' | 'multiple_choice' | 'checkbox';

export const CUSTOM_FIELD_TYPES: { value: CustomFieldType; label: string }[] = [
  { value: 'text', label: 'Text' },
  { value: 'number', label: 'Number' },
  { value: 'date', label: 'Date' },
  { value: 'single_choice', label: 'Single choice' },
  { value: 'multiple_choice', label: 'Multiple choice' },
  { value: 'checkbox', label: 'Checkbox' },
];

/** A custom field of an event, as the event shape lists it. */
export interface CustomField {
  id: string;
  label: string;
  type: CustomFieldType;
  options: string[];
  is_required: boolean;
  ordering: number;
}

export type CustomFieldInput = Partial<Omit<CustomField, 'id' | 'label' | 'type'>> & { label?: string | null; type?: string | null };

export function isCustomFieldType(type: unknown): type is CustomFieldType {
  return CUSTOM_FIELD_TYPES.some((option) => option.value === type);
}

export const MAX_CUSTOM_FIELDS = 100;
export const MAX_OPTIONS = 200;

export function isChoiceType(type: CustomFieldType): boolean {
  return type === 'single_choice' || type === 'multiple_choice';
}

/** Trimmed label and options; options only where the type has choices, without blanks or repeats. */
export function normalizeCustomField<T extends CustomFieldInput>(input: T, type: string | null | undefined): T {
  const out = { ...input };
  if (input.label !== undefined) out.label = (input.label ?? '').trim();
  if (input.options !== undefined) {
    const options = (input.options ?? []).map((option) => option.trim()).filter((option) => option !== '');
    out.options = isCustomFieldType(type) && isChoiceType(type) ? [...new Set(options)] : [];
  }
  return out;
}

/**
 * The rules of a field's definition: a label, unique in the event (case and
 * spaces aside), and at least one option for the choice types.
 */
export function validateCustomField(field: Omit<CustomField, 'id' | 'ordering'>, others: readonly Pick<CustomField, 'label'>[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const message of checkField(field.label, 'The label field', [required, maxLength(255)])) addError(errors, 'label', message);
  const taken = others.some((other) => other.label.trim().toLowerCase() === field.label.trim().toLowerCase());
  if (!errors.label && taken) addError(errors, 'label', 'The label has already been taken.');
  if (isChoiceType(field.type)) {
    if (field.options.length === 0) addError(errors, 'options', 'The options field is required.');
    if (field.options.length > MAX_OPTIONS) addError(errors, 'options', `The options field may not have more than ${MAX_OPTIONS} items.`);
    field.options.forEach((option, index) => {
      for (const message of checkField(option, 'The option', [maxLength(255)])) addError(errors, `options.${index}`, message);
    });
  }
  return errors;
}

/** Fields in the order the organiser gave them (then by when they were added). */
export function sortCustomFields<T extends Pick<CustomField, 'ordering'>>(fields: readonly T[]): T[] {
  return fields
    .map((field, index) => ({ field, index }))
    .sort((a, b) => a.field.ordering - b.field.ordering || a.index - b.index)
    .map(({ field }) => field);
}
