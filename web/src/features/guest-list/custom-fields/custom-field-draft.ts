import { checkCustomFieldValues } from '@usher/domain/fields/custom-field-values'
import type { CustomField } from '@usher/domain/fields/custom-fields'
import type { FieldErrors } from '@usher/domain/validation/errors'

/** What a form holds per custom field: text for text, number and date; a list for multiple choice; a flag for checkboxes. */
export type CustomFieldDraft = Record<string, string | string[] | boolean>

export function draftValueOf(field: CustomField, stored: unknown): string | string[] | boolean {
  switch (field.type) {
    case 'multiple_choice':
      return Array.isArray(stored) ? stored.map(String) : []
    case 'checkbox':
      return stored === true
    default:
      return stored === null || stored === undefined ? '' : String(stored)
  }
}

export function draftOf(fields: readonly CustomField[], stored: Record<string, unknown> = {}): CustomFieldDraft {
  return Object.fromEntries(fields.map((field) => [field.id, draftValueOf(field, stored[field.id])]))
}

const isBlank = (value: unknown) => value === '' || value === false || (Array.isArray(value) && value.length === 0)

/** The values a new guest is sent with: blanks left out. */
export function valuesToAdd(draft: CustomFieldDraft): Record<string, unknown> {
  return Object.fromEntries(Object.entries(draft).filter(([, value]) => !isBlank(value)))
}

/** The values an edit changed; a cleared one is sent as null. */
export function valuesChanged(fields: readonly CustomField[], before: Record<string, unknown>, draft: CustomFieldDraft): Record<string, unknown> {
  const changed: Record<string, unknown> = {}
  for (const field of fields) {
    const next = draft[field.id]
    if (next === undefined) continue
    if (JSON.stringify(draftValueOf(field, before[field.id])) === JSON.stringify(next)) continue
    changed[field.id] = isBlank(next) && field.type !== 'checkbox' ? null : next
  }
  return changed
}

/** The shared value rules, keyed as the server keys them (`{prefix}custom_fields.{id}`). */
export function validateDraft(fields: readonly CustomField[], draft: CustomFieldDraft, prefix = ''): FieldErrors {
  return checkCustomFieldValues(valuesToAdd(draft), fields, { partial: false, prefix }).errors
}
