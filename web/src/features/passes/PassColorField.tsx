import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'

type PassColorFieldProps = { id: string; label: string; value: string; error?: string | null; onChange: (value: string) => void }

/** A colour as #RRGGBB: a swatch picker beside the text, so it can also be typed or pasted. */
export function PassColorField({ id, label, value, error, onChange }: PassColorFieldProps) {
  const valid = /^#[0-9A-Fa-f]{6}$/.test(value)
  return (
    <FormField id={id} label={label} error={error}>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={`${label} picker`}
          value={valid ? value.toLowerCase() : '#000000'}
          onChange={(event) => onChange(event.target.value.toUpperCase())}
          className="h-9 w-10 shrink-0 cursor-pointer rounded-md border border-border bg-background p-1 disabled:cursor-not-allowed"
        />
        <Input
          id={id}
          value={value}
          maxLength={7}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          className="font-mono"
        />
      </div>
    </FormField>
  )
}
