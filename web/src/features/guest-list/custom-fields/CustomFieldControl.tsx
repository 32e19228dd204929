import type { CustomField } from '@usher/domain/fields/custom-fields'
import { Checkbox } from '@/components/ui/checkbox'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/select'

type CustomFieldControlProps = {
  id: string
  field: CustomField
  value: string | string[] | boolean
  error: string | null
  onChange: (value: string | string[] | boolean) => void
}

/** The input a custom field's type calls for, labelled with the field's label. */
export function CustomFieldControl({ id, field, value, error, onChange }: CustomFieldControlProps) {
  const optional = !field.is_required
  const invalid = Boolean(error)
  if (field.type === 'checkbox') {
    return (
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className="flex min-h-9 items-center gap-2 text-[13px] font-medium">
          <Checkbox id={id} checked={value === true} aria-invalid={invalid} onCheckedChange={(checked) => onChange(checked === true)} />
          {field.label}
          {optional && <span className="font-normal text-subtle-foreground">(optional)</span>}
        </label>
        {error && (
          <p role="alert" className="text-xs text-error">
            {error}
          </p>
        )}
      </div>
    )
  }
  if (field.type === 'multiple_choice') {
    const chosen = Array.isArray(value) ? value : []
    return (
      <fieldset className="flex flex-col gap-1.5" aria-invalid={invalid}>
        <legend className="mb-1.5 text-[13px] font-medium">
          {field.label}
          {optional && <span className="ml-1 font-normal text-subtle-foreground">(optional)</span>}
        </legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {field.options.map((option) => (
            <label key={option} className="flex items-center gap-2 text-[13px]">
              <Checkbox
                checked={chosen.includes(option)}
                onCheckedChange={(checked) => onChange(checked === true ? [...chosen, option] : chosen.filter((item) => item !== option))}
              />
              {option}
            </label>
          ))}
        </div>
        {error && (
          <p role="alert" className="text-xs text-error">
            {error}
          </p>
        )}
      </fieldset>
    )
  }
  const text = typeof value === 'string' ? value : ''
  return (
    <FormField id={id} label={field.label} optional={optional} error={error}>
      {field.type === 'single_choice' ? (
        <NativeSelect
          id={id}
          value={text}
          options={field.options.map((option) => ({ value: option, label: option }))}
          placeholder="Not chosen"
          aria-invalid={invalid}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <Input
          id={id}
          type={field.type === 'number' ? 'number' : field.type === 'date' ? 'date' : 'text'}
          inputMode={field.type === 'number' ? 'decimal' : undefined}
          value={text}
          aria-invalid={invalid}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  )
}
