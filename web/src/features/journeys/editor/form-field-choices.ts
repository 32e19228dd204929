import { DEFAULT_FIELDS } from '@usher/domain/fields/default-fields'
import type { CustomField } from '@/api/guest-fields'

export type FormFieldChoice = { key: string; label: string; custom: boolean }

/** The questions a form step may ask: the guest's own details, then the event's custom fields (`custom:{id}`). */
export function formFieldChoices(customFields: readonly CustomField[]): FormFieldChoice[] {
  return [
    { key: 'first_name', label: 'First name', custom: false },
    ...DEFAULT_FIELDS.map((field) => ({ key: field.key, label: field.label, custom: false })),
    ...[...customFields].sort((a, b) => a.ordering - b.ordering).map((field) => ({ key: `custom:${field.id}`, label: field.label, custom: true })),
  ]
}
