import type { GuestFormRules } from '@usher/domain/deciders/attendee-guest-fields';
import type { CustomField } from '@usher/domain/fields/custom-fields';
import { defaultDefaultFields } from '@usher/domain/fields/default-fields';
import { customFieldIdOfMapping, type MappingKey } from '@usher/domain/guest-import/guest-fields';

/**
 * The form rules an import holds its rows to: only the custom fields the file
 * fills, none of them required. An upload brings what the file has; a column
 * the organiser did not map can not make every row fail, and a required field
 * left blank in a mapped column is reported by the row reader.
 */
export function importFormRules(fields: readonly CustomField[], mapped: ReadonlySet<MappingKey>): GuestFormRules {
  const ids = new Set([...mapped].map(customFieldIdOfMapping).filter((id): id is string => id !== null));
  return {
    custom_fields: fields.filter((field) => ids.has(field.id)).map((field) => ({ ...field, is_required: false })),
    default_fields: defaultDefaultFields(),
  };
}
