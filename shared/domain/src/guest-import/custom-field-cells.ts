// Spreadsheet cells read as custom-field values: what people type in a
// spreadsheet ('Yes', 'x', 'vegan; halal') becomes the value the field holds.
import { checkValue, type CustomFieldValue } from '../fields/custom-field-values.ts';
import type { CustomField } from '../fields/custom-fields.ts';

const TRUE_WORDS = new Set(['true', 'yes', 'y', '1', 'x', '✓', '✔']);
const FALSE_WORDS = new Set(['false', 'no', 'n', '0']);
const CHOICE_SEPARATORS = /[,;]/;

/** An option as the field spells it, matched whatever the cell's case. */
function matchOption(field: CustomField, text: string): string {
  const wanted = text.trim().toLowerCase();
  return field.options.find((option) => option.toLowerCase() === wanted) ?? text.trim();
}

function rawValueOf(field: CustomField, cell: string): unknown {
  switch (field.type) {
    case 'checkbox': {
      const word = cell.trim().toLowerCase();
      return TRUE_WORDS.has(word) ? true : FALSE_WORDS.has(word) ? false : cell;
    }
    case 'single_choice':
      return matchOption(field, cell);
    case 'multiple_choice':
      return cell
        .split(CHOICE_SEPARATORS)
        .map((part) => part.trim())
        .filter(Boolean)
        .map((part) => matchOption(field, part));
    default:
      return cell;
  }
}

/** The value a cell gives a custom field, or the rule's message (spec section 5 wording). */
export function customFieldValueOfCell(field: CustomField, cell: string): { value: CustomFieldValue } | string {
  return checkValue(field, rawValueOf(field, cell));
}
