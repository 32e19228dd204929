import { Plus, X } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'

type OptionsEditorProps = { options: string[]; errors: Record<string, string[]>; onChange: (options: string[]) => void }

/** The choices of a single or multiple choice field, one per line. */
export function OptionsEditor({ options, errors, onChange }: OptionsEditorProps) {
  const error = errors.options?.[0] ?? null
  return (
    <fieldset className="flex flex-col gap-2" data-testid="options-editor">
      <legend className="mb-1.5 text-[13px] font-medium">Options</legend>
      {options.map((option, index) => (
        <div key={index} className="flex items-center gap-2">
          <Input
            aria-label={`Option ${index + 1}`}
            value={option}
            aria-invalid={Boolean(errors[`options.${index}`])}
            onChange={(event) => onChange(options.map((current, i) => (i === index ? event.target.value : current)))}
            onKeyDown={(event) => {
              // Enter adds the next option instead of submitting the dialog.
              if (event.key === 'Enter') {
                event.preventDefault()
                onChange([...options.slice(0, index + 1), '', ...options.slice(index + 1)])
              }
            }}
          />
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={`Remove option ${index + 1}`}
            disabled={options.length === 1}
            onClick={() => onChange(options.filter((_, i) => i !== index))}
          >
            <X aria-hidden />
          </Button>
        </div>
      ))}
      <Button variant="soft" size="sm" className="self-start" onClick={() => onChange([...options, ''])}>
        <Plus aria-hidden />
        Add option
      </Button>
      {error && (
        <p role="alert" className="text-xs text-error">
          {error}
        </p>
      )}
    </fieldset>
  )
}
