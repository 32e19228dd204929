import { Trash2, UserPlus } from 'lucide-react'
import type { PlusOneInput } from '@/api/invitations'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import type { DefaultFields } from '@usher/domain/fields/default-fields'
import { isDefaultFieldOptional, isDefaultFieldShown } from '@/lib/default-field-visibility'
import { useGuestWords } from '@/components/public/guest-language/guest-words-context'

type PlusOneFieldsProps = {
  value: PlusOneInput[]
  onChange: (next: PlusOneInput[]) => void
  /** How many more the guest may add. */
  room: number
  errors: Record<string, string[]>
  /** The event's default fields: which of last name, email and phone the form shows and requires. */
  defaultFields?: DefaultFields
}

/** The names of the guests a guest brings, one small card each. */
export function PlusOneFields({ value, onChange, room, errors, defaultFields }: PlusOneFieldsProps) {
  const shown = (key: string) => isDefaultFieldShown(defaultFields, key)
  const { t } = useGuestWords()
  const optional = (key: string) => isDefaultFieldOptional(defaultFields, key)
  const update = (index: number, patch: Partial<PlusOneInput>) => onChange(value.map((p, i) => (i === index ? { ...p, ...patch } : p)))
  return (
    <div className="flex flex-col gap-3">
      {value.map((plusOne, index) => (
        <fieldset key={index} className="rounded-lg border border-border p-3" data-testid="plus-one">
          <div className="mb-2 flex items-center justify-between">
            <legend className="text-[13px] font-medium">{t('plusOne.guest', { number: index + 1 })}</legend>
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={t('plusOne.remove', { number: index + 1 })}
              onClick={() => onChange(value.filter((_, i) => i !== index))}
            >
              <Trash2 aria-hidden />
            </Button>
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField id={`plus-one-${index}-first`} label={t('plusOne.firstName')} error={errors[`plus_ones.${index}.first_name`]?.[0]}>
              <Input
                id={`plus-one-${index}-first`}
                value={plusOne.first_name}
                autoComplete="off"
                onChange={(e) => update(index, { first_name: e.target.value })}
              />
            </FormField>
            {shown('last_name') && (
              <FormField
                id={`plus-one-${index}-last`}
                label={t('plusOne.lastName')}
                optional={optional('last_name')}
                optionalLabel={t('plusOne.optional')}
                error={errors[`plus_ones.${index}.last_name`]?.[0]}
              >
                <Input
                  id={`plus-one-${index}-last`}
                  value={plusOne.last_name}
                  autoComplete="off"
                  onChange={(e) => update(index, { last_name: e.target.value })}
                />
              </FormField>
            )}
            {shown('email') && (
              <FormField
                id={`plus-one-${index}-email`}
                label={t('plusOne.email')}
                optional={optional('email')}
                optionalLabel={t('plusOne.optional')}
                className="sm:col-span-2"
                error={errors[`plus_ones.${index}.email`]?.[0]}
              >
                <Input
                  id={`plus-one-${index}-email`}
                  type="email"
                  value={plusOne.email ?? ''}
                  autoComplete="off"
                  onChange={(e) => update(index, { email: e.target.value })}
                />
              </FormField>
            )}
            {shown('phone_number') && (
              <FormField
                id={`plus-one-${index}-phone`}
                label={t('plusOne.phone')}
                optional={optional('phone_number')}
                optionalLabel={t('plusOne.optional')}
                className="sm:col-span-2"
                error={errors[`plus_ones.${index}.phone_number`]?.[0]}
              >
                <Input
                  id={`plus-one-${index}-phone`}
                  type="tel"
                  value={plusOne.phone_number ?? ''}
                  autoComplete="off"
                  onChange={(e) => update(index, { phone_number: e.target.value })}
                />
              </FormField>
            )}
          </div>
        </fieldset>
      ))}
      {room > 0 && (
        <Button variant="secondary" className="self-start" onClick={() => onChange([...value, { first_name: '', last_name: '', email: '' }])}>
          <UserPlus aria-hidden />
          {t('plusOne.add')}
        </Button>
      )}
    </div>
  )
}
