import { customFieldMappingKey } from '@usher/domain/guest-import/guest-fields'
import type { CustomField } from '@usher/domain/fields/custom-fields'
import type { SelectOption } from '@/components/ui/select'

/** The upload mapping's choices with the event's custom fields added before "Don't import" (kept last). */
export function withCustomFieldOptions(options: readonly SelectOption[], fields: readonly CustomField[], dontImport: string): SelectOption[] {
  const custom = fields.map((field) => ({ value: customFieldMappingKey(field.id), label: `${field.label} (custom field)` }))
  const last = options.filter((option) => option.value === dontImport)
  return [...options.filter((option) => option.value !== dontImport), ...custom, ...last]
}
