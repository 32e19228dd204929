import { sql, type Expression, type SqlBool } from 'kysely';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { checkValue } from '@usher/domain/fields/custom-field-values';
import type { CustomField } from '@usher/domain/fields/custom-fields';
import { addError, hasErrors, type FieldErrors } from '@usher/domain/validation/errors';
import type { ServiceContext } from '@usher/infra/context';
import { loadEventFields } from './event-fields-read.ts';

/** `custom_fields[{id}]=value`: guests whose value of that field matches. */
export interface CustomFieldFilter {
  field: CustomField;
  value: string;
}

const PARAMETER = /^custom_fields\[([^\]]{1,100})\]$/;
const MAX_FILTERS = 50;

/**
 * The custom-field filters of a list or export URL, checked against the
 * event's fields: an unknown field or a value its type can never hold is 422
 * on `custom_fields.{id}`, like any other bad input.
 */
export async function customFieldFiltersOf(context: ServiceContext, eventUuid: string, url: string): Promise<CustomFieldFilter[]> {
  const query = new URLSearchParams(url.includes('?') ? url.slice(url.indexOf('?') + 1) : '');
  const wanted: [string, string][] = [];
  for (const [name, value] of query) {
    const id = PARAMETER.exec(name)?.[1];
    if (id !== undefined && value.trim() !== '') wanted.push([id, value.trim()]);
  }
  if (wanted.length === 0) return [];
  const errors: FieldErrors = {};
  if (wanted.length > MAX_FILTERS) addError(errors, 'custom_fields', `The custom fields filter may not have more than ${MAX_FILTERS} items.`);
  const fields = new Map(((await loadEventFields(context, eventUuid)).custom_fields ?? []).map((field) => [field.id, field]));
  const filters: CustomFieldFilter[] = [];
  for (const [id, value] of wanted) {
    const field = fields.get(id);
    if (!field) {
      addError(errors, `custom_fields.${id}`, 'The selected custom field is invalid.');
      continue;
    }
    const checked = checkValue({ ...field, is_required: false }, filterValue(field, value));
    if (typeof checked === 'string') addError(errors, `custom_fields.${id}`, checked);
    else filters.push({ field, value });
  }
  if (hasErrors(errors)) throw DomainError.validation(errors);
  return filters;
}

/** A filter value typed as the field's values are, for checking it. */
function filterValue(field: CustomField, value: string): unknown {
  if (field.type === 'checkbox') return value === 'true' ? true : value === 'false' ? false : value;
  return value;
}

/**
 * SQL conditions on rm_attendees `a`. Exact values use jsonb containment, which
 * the GIN index on custom_fields serves; text matches a part, case aside.
 */
export function customFieldConditions(filters: readonly CustomFieldFilter[] | undefined): Expression<SqlBool>[] {
  return (filters ?? []).map(({ field, value }) => {
    const contains = (held: unknown) => sql<SqlBool>`a.custom_fields @> ${JSON.stringify({ [field.id]: held })}::jsonb`;
    switch (field.type) {
      case 'text':
        return sql<SqlBool>`a.custom_fields->>${field.id} ilike ${`%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`;
      case 'number':
        return contains(Number(value));
      case 'checkbox':
        return value === 'true' ? contains(true) : sql<SqlBool>`not (${contains(true)})`;
      case 'multiple_choice':
        return contains([value]);
      case 'date':
      case 'single_choice':
        return contains(value);
    }
  });
}
