import { Checkbox } from '@/components/ui/checkbox'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/select'
import type { JourneyFieldValue, RenderedField } from './rendered-step'
import { useGuestWordsOrEnglish } from '@/components/public/guest-language/guest-words-or-english'

type JourneyFieldInputProps = {
  /** Unique on the page: the editor may show two previews side by side. */
  id: string
  field: RenderedField
  value: RenderedField['value']
  error: string | null
  disabled: boolean
  onChange: (value: JourneyFieldValue) => void
}

// Phone-sized controls: 44 px tall, 16 px text (smaller text makes iOS zoom into the field).
const tall = 'h-11 text-base sm:text-sm'

const AUTOCOMPLETE: Record<string, string> = {
  first_name: 'given-name',
  last_name: 'family-name',
  email: 'email',
  phone_number: 'tel',
  phone: 'tel',
  company: 'organization',
}

/** The input a form field's kind calls for, labelled, its error under it and tied to it for screen readers. */
export function JourneyFieldInput({ id, field, value, error, disabled, onChange }: JourneyFieldInputProps) {
  const { t } = useGuestWordsOrEnglish()
  const optional = !field.required
  const invalid = Boolean(error)
  const described = error ? { 'aria-describedby': `${id}-error` } : {}
  const errorLine = error && (
    <p id={`${id}-error`} role="alert" className="text-xs text-error">
      {error}
    </p>
  )

  if (field.kind === 'checkbox') {
    return (
      <div className="flex flex-col gap-1" data-testid={`journey-field-${field.key}`}>
        <label htmlFor={id} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium">
          <Checkbox
            id={id}
            className="size-5"
            checked={value === true}
            disabled={disabled}
            aria-invalid={invalid}
            {...described}
            onCheckedChange={(checked) => onChange(checked === true)}
          />
          <span>
            {field.label}
            {optional && <span className="ml-1 font-normal text-subtle-foreground">({t('common.optional')})</span>}
          </span>
        </label>
        {errorLine}
      </div>
    )
  }

  if (field.kind === 'multiple_choice') {
    const chosen = Array.isArray(value) ? value : typeof value === 'string' && value ? [value] : []
    return (
      <fieldset className="flex flex-col gap-1" aria-invalid={invalid} {...described} data-testid={`journey-field-${field.key}`}>
        <legend className="mb-1 text-[13px] font-medium">
          {field.label}
          {optional && <span className="ml-1 font-normal text-subtle-foreground">({t('common.optional')})</span>}
        </legend>
        {field.options.map((option, index) => (
          <label
            key={option}
            htmlFor={`${id}-${index}`}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-border px-3 text-sm"
          >
            <Checkbox
              id={`${id}-${index}`}
              className="size-5"
              checked={chosen.includes(option)}
              disabled={disabled}
              onCheckedChange={(checked) => onChange(checked === true ? [...chosen, option] : chosen.filter((item) => item !== option))}
            />
            {option}
          </label>
        ))}
        {errorLine}
      </fieldset>
    )
  }

  const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''
  return (
    <div data-testid={`journey-field-${field.key}`}>
      <FormField id={id} label={field.label} optional={optional} optionalLabel={t('common.optional')} error={error}>
        {field.kind === 'single_choice' ? (
          <NativeSelect
            id={id}
            className="[&_select]:h-11 [&_select]:text-base sm:[&_select]:text-sm"
            value={text}
            options={field.options.map((option) => ({ value: option, label: option }))}
            placeholder={t('journey.choose')}
            disabled={disabled}
            required={field.required}
            aria-invalid={invalid}
            {...described}
            onChange={(event) => onChange(event.target.value)}
          />
        ) : (
          <Input
            id={id}
            className={tall}
            type={field.kind === 'phone' ? 'tel' : field.kind}
            inputMode={field.kind === 'number' ? 'decimal' : undefined}
            autoComplete={AUTOCOMPLETE[field.key] ?? 'off'}
            value={text}
            disabled={disabled}
            required={field.required}
            aria-invalid={invalid}
            {...described}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
      </FormField>
    </div>
  )
}
