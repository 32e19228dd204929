import { addError, type FieldErrors } from '../validation/errors.ts';

export interface ViewColumn {
  key: string;
  visible: boolean;
}

export const TAB_NAME_MAX = 50;
export const MAX_TABS_PER_EVENT = 50;
export const MAX_COLUMNS = 300;
export const MAX_FILTER_PARAMS = 30;
export const FILTER_VALUE_MAX = 40_000;

// The list's paging belongs to where a person is, not to the saved view.
const NOT_PART_OF_A_VIEW = new Set(['page', 'per_page', 'tab']);

/** Column lists: every key once, keys that look like column ids. */
export function validateColumns(columns: ViewColumn[], field = 'columns', errors: FieldErrors = {}): FieldErrors {
  if (columns.length > MAX_COLUMNS) addError(errors, field, `Columns may not have more than ${MAX_COLUMNS} items.`);
  const seen = new Set<string>();
  columns.forEach((column, index) => {
    if (!/^[A-Za-z0-9_.-]{1,100}$/.test(column.key)) addError(errors, `${field}.${index}.key`, 'Key is invalid.');
    else if (seen.has(column.key)) addError(errors, `${field}.${index}.key`, 'Key is listed twice.');
    seen.add(column.key);
  });
  return errors;
}

export function validateTabName(name: string, errors: FieldErrors = {}): FieldErrors {
  const trimmed = name.trim();
  if (!trimmed) addError(errors, 'name', 'Name is required.');
  else if ([...trimmed].length > TAB_NAME_MAX) addError(errors, 'name', `Name may not be greater than ${TAB_NAME_MAX} characters.`);
  else if (trimmed.toLowerCase() === 'all guests') addError(errors, 'name', 'Name can not be All Guests.');
  return errors;
}

/** The list parameters a tab keeps: empty values and paging dropped, everything else as given. */
export function viewFilters(filters: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter(([key, value]) => !NOT_PART_OF_A_VIEW.has(key) && value.trim() !== ''));
}

export function validateFilters(filters: Record<string, string>, errors: FieldErrors = {}): FieldErrors {
  const entries = Object.entries(filters);
  if (entries.length > MAX_FILTER_PARAMS) addError(errors, 'filters', `Filters may not have more than ${MAX_FILTER_PARAMS} items.`);
  for (const [key, value] of entries) {
    if (!/^[A-Za-z0-9_.[\]-]{1,100}$/.test(key)) addError(errors, 'filters', 'Filters is invalid.');
    if (value.length > FILTER_VALUE_MAX) addError(errors, `filters.${key}`, `Filters may not be greater than ${FILTER_VALUE_MAX} characters.`);
  }
  return errors;
}
