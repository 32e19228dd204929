import type { FieldErrors } from '@usher/domain/validation/errors'
import type { GuestFormRules } from '@usher/domain/deciders/attendee-guest-fields'
import { CustomFieldInputs } from '../custom-fields/CustomFieldInputs'
import { isDefaultFieldShown, isDefaultFieldOptional } from '@/lib/default-field-visibility'
import { X } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect, type SelectOption } from '@/components/ui/select'
import type { MemberDraft } from './member-draft'
import { GuestLanguageField } from './GuestLanguageField'

type GuestMemberFieldsProps = {
  member: MemberDraft
  index: number
  total: number
  errors: FieldErrors
  guestOfOptions: SelectOption[]
  /** The event's custom fields and built-in field settings (shown, required). */
  rules?: GuestFormRules
  onChange: (patch: Partial<MemberDraft>) => void
  onRemove: () => void
}

type TextKey = 'first_name' | 'last_name' | 'email' | 'phone_number' | 'reference'

const TEXT_FIELDS: { key: TextKey; label: string; type: string; autoComplete: string; optional?: boolean }[] = [
  { key: 'first_name', label: 'First name', type: 'text', autoComplete: 'off' },
  { key: 'last_name', label: 'Last name', type: 'text', autoComplete: 'off', optional: true },
  { key: 'email', label: 'Email', type: 'email', autoComplete: 'off', optional: true },
  { key: 'phone_number', label: 'Phone', type: 'tel', autoComplete: 'off', optional: true },
  { key: 'reference', label: 'Reference', type: 'text', autoComplete: 'off', optional: true },
]

/** One guest in the add-guests dialog; every row becomes one of the request's members. */
export function GuestMemberFields({ member, index, total, errors, guestOfOptions, rules, onChange, onRemove }: GuestMemberFieldsProps) {
  const errorOf = (key: string) => errors[`members.${index}.${key}`]?.[0] ?? null
  return (
    <fieldset className="rounded-lg border border-border p-4" data-testid="guest-member-row">
      <div className="mb-3 flex items-center justify-between">
        <legend className="text-[13px] font-semibold">{total > 1 ? `Guest ${index + 1}` : 'Guest details'}</legend>
        {total > 1 && (
          <Button variant="ghost" size="icon-sm" aria-label={`Remove guest ${index + 1}`} onClick={onRemove}>
            <X aria-hidden />
          </Button>
        )}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {TEXT_FIELDS.filter((field) => isDefaultFieldShown(rules?.default_fields, field.key)).map((field) => {
          const id = `member-${member.key}-${field.key}`
          return (
            <FormField
              key={field.key}
              id={id}
              label={field.label}
              optional={field.optional && isDefaultFieldOptional(rules?.default_fields, field.key)}
              error={errorOf(field.key)}
            >
              <Input
                id={id}
                type={field.type}
                autoComplete={field.autoComplete}
                autoFocus={index === total - 1 && field.key === 'first_name'}
                value={member[field.key]}
                aria-invalid={Boolean(errorOf(field.key))}
                onChange={(event) => onChange({ [field.key]: event.target.value })}
              />
            </FormField>
          )
        })}
        <FormField
          id={`member-${member.key}-guest-of`}
          label="Guest of"
          optional
          error={errorOf('parent_attendee_id')}
          hint="Makes this guest a plus-one of someone already on the list."
          className="sm:col-span-2"
        >
          <NativeSelect
            id={`member-${member.key}-guest-of`}
            value={member.parent_attendee_id}
            options={guestOfOptions}
            placeholder="Nobody (a guest in their own right)"
            onChange={(event) => onChange({ parent_attendee_id: event.target.value })}
          />
        </FormField>
        <GuestLanguageField
          id={`member-${member.key}-language`}
          value={member.language}
          error={errorOf('language')}
          onChange={(language) => onChange({ language })}
        />
        <CustomFieldInputs
          idPrefix={`member-${member.key}`}
          fields={rules?.custom_fields ?? []}
          draft={member.custom_fields}
          errors={errors}
          errorPrefix={`members.${index}.`}
          onChange={(custom_fields) => onChange({ custom_fields })}
        />
      </div>
    </fieldset>
  )
}
