import type { CustomField } from '@usher/domain/fields/custom-fields'
import type { FieldErrors } from '@usher/domain/validation/errors'
import { CustomFieldControl } from './CustomFieldControl'
import type { CustomFieldDraft } from './custom-field-draft'

type CustomFieldInputsProps = {
  /** Makes the inputs' ids unique on the page (one set per guest in the add dialog). */
  idPrefix: string
  fields: readonly CustomField[]
  draft: CustomFieldDraft
  errors: FieldErrors
  /** How the server keys this guest's errors, e.g. 'members.0.'. */
  errorPrefix?: string
  onChange: (draft: CustomFieldDraft) => void
}

/** One input per custom field of the event, in the organiser's order. */
export function CustomFieldInputs({ idPrefix, fields, draft, errors, errorPrefix = '', onChange }: CustomFieldInputsProps) {
  if (fields.length === 0) return null
  return (
    <>
      {fields.map((field) => (
        <div
          key={field.id}
          className={field.type === 'multiple_choice' || field.type === 'checkbox' ? 'sm:col-span-2' : undefined}
          data-testid={`custom-field-input-${field.id}`}
        >
          <CustomFieldControl
            id={`${idPrefix}-cf-${field.id}`}
            field={field}
            value={draft[field.id] ?? ''}
            error={errors[`${errorPrefix}custom_fields.${field.id}`]?.[0] ?? null}
            onChange={(value) => onChange({ ...draft, [field.id]: value })}
          />
        </div>
      ))}
    </>
  )
}
