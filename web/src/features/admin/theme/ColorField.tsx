import { CircleAlert, CircleCheck } from 'lucide-react'
import { THEME_COLOR_LABELS, isHexColor, type ContrastProblem, type ThemeColorKey } from '@usher/domain/instance/theme'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'

type ColorFieldProps = {
  colorKey: ThemeColorKey
  value: string
  onChange: (value: string) => void
  /** The live contrast check's finding for this colour, if it fails. */
  problem: ContrastProblem | undefined
  /** The server's message, when it refused the save. */
  serverError: string | null
}

/** A colour: a swatch picker and its hex code side by side, with the contrast verdict under them. */
export function ColorField({ colorKey, value, onChange, problem, serverError }: ColorFieldProps) {
  const id = `theme-${colorKey}`
  const label = THEME_COLOR_LABELS[colorKey]
  const valid = isHexColor(value)
  const message = serverError ?? problem?.message ?? (valid ? null : 'Write the colour like #2D4CD7.')
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <input
          type="color"
          aria-label={`${label} picker`}
          value={valid ? value.toLowerCase() : '#000000'}
          onChange={(event) => onChange(event.target.value.toUpperCase())}
          className="h-8 w-10 shrink-0 cursor-pointer rounded-md border border-border-strong bg-background p-0.5"
        />
        <Input
          id={id}
          value={value}
          maxLength={7}
          spellCheck={false}
          className="font-mono uppercase"
          onChange={(event) => onChange(event.target.value.trim())}
          aria-invalid={Boolean(message)}
          aria-describedby={`${id}-verdict`}
        />
      </div>
      {message ? (
        <p id={`${id}-verdict`} role="alert" className="flex gap-1.5 text-xs text-error">
          <CircleAlert className="mt-px size-3.5 shrink-0" aria-hidden />
          {message}
        </p>
      ) : (
        <p id={`${id}-verdict`} className="flex items-center gap-1.5 text-xs text-success">
          <CircleCheck className="size-3.5 shrink-0" aria-hidden />
          Readable: passes WCAG AA
        </p>
      )}
    </div>
  )
}
