import { ArrowDown, ArrowUp } from 'lucide-react'
import type { CustomField } from '@usher/domain/fields/custom-fields'
import { PASS_GUEST_FIELDS } from '@usher/domain/passes/event-data'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'

type PassFieldsPickerProps = {
  id: string
  label: string
  value: string[]
  customFields: readonly CustomField[]
  error?: string | null
  disabled?: boolean
  onChange: (value: string[]) => void
}

/** Which guest fields the pass shows, in which order: the chosen ones first (movable), then the rest. */
export function PassFieldsPicker({ id, label, value, customFields, error, disabled, onChange }: PassFieldsPickerProps) {
  const options = [
    ...PASS_GUEST_FIELDS.map((field) => ({ key: field.key as string, label: field.label })),
    ...customFields.map((field) => ({ key: `custom_fields.${field.id.toLowerCase()}`, label: field.label })),
  ]
  const labelOf = (key: string) => options.find((option) => option.key === key)?.label ?? key
  const unchosen = options.filter((option) => !value.includes(option.key))
  const move = (index: number, by: -1 | 1) => {
    const next = [...value]
    const [moved] = next.splice(index, 1)
    next.splice(index + by, 0, moved!)
    onChange(next)
  }
  const row = 'flex h-9 items-center gap-2.5 rounded-md px-2 text-[13px]'
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-[13px] font-medium">{label}</legend>
      <ul className="flex flex-col" data-testid={id}>
        {value.map((key, index) => (
          <li key={key} className={`${row} bg-primary-soft/60`}>
            <Checkbox id={`${id}-${key}`} checked disabled={disabled} onCheckedChange={() => onChange(value.filter((chosen) => chosen !== key))} />
            <label htmlFor={`${id}-${key}`} className="flex-1">
              {labelOf(key)}
            </label>
            <Button
              type="button"
              variant="ghost"
              size="icon-sm"
              aria-label={`Move ${labelOf(key)} up`}
              disabled={disabled || index === 0}
              onClick={() => move(index, -1)}
            >
              <ArrowUp aria-hidden />
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="icon-sm"
              aria-label={`Move ${labelOf(key)} down`}
              disabled={disabled || index === value.length - 1}
              onClick={() => move(index, 1)}
            >
              <ArrowDown aria-hidden />
            </Button>
          </li>
        ))}
        {unchosen.map((option) => (
          <li key={option.key} className={row}>
            <Checkbox id={`${id}-${option.key}`} checked={false} disabled={disabled} onCheckedChange={() => onChange([...value, option.key])} />
            <label htmlFor={`${id}-${option.key}`} className="flex-1 text-muted-foreground">
              {option.label}
            </label>
          </li>
        ))}
      </ul>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs text-error">
          {error}
        </p>
      )}
    </fieldset>
  )
}
