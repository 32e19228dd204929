import { customFieldIdOfMapping, isGuestFieldKey, MULTI_COLUMN_FIELDS, type GuestFieldKey, type MappingKey } from '@usher/domain/guest-import/guest-fields';
import type { FieldErrors } from '@usher/domain/validation/errors';

/**
 * A mapping names a field (or nothing) for each column of the file; a name
 * must come from somewhere, and no field may be fed by two columns.
 */
/** `customFieldIds`: the event's custom fields, which columns may fill as `custom_fields.{id}`. */
export function validateMapping(mapping: readonly (string | null)[], columns: number, customFieldIds: ReadonlySet<string> = new Set()): FieldErrors {
  const field = 'upload.mapping';
  if (mapping.length !== columns) return { [field]: [`The mapping must name a field or nothing for each of the ${columns} columns.`] };
  const known = (key: string) => isGuestFieldKey(key) || customFieldIds.has(customFieldIdOfMapping(key) ?? '');
  if (mapping.some((key) => key !== null && !known(key))) return { [field]: ['The mapping names a field that does not exist.'] };
  const chosen = mapping.filter((key): key is MappingKey => key !== null && key !== 'ignore');
  if (!chosen.includes('first_name') && !chosen.includes('full_name')) return { [field]: ['Map a column to First name or Full name.'] };
  const twice = chosen.find((key, index) => !MULTI_COLUMN_FIELDS.has(key as GuestFieldKey) && chosen.indexOf(key) !== index);
  if (twice) return { [field]: [`Only one column can be imported as ${twice.replaceAll('_', ' ')}.`] };
  return {};
}
