import type { SmtpSecurity } from '@/api/mail-settings'
import { cn } from '@/lib/cn'

const CHOICES: { value: SmtpSecurity; label: string; hint: string }[] = [
  { value: 'tls', label: 'TLS', hint: 'Encrypted from the first byte. Usually port 465.' },
  { value: 'starttls', label: 'STARTTLS', hint: 'Connects, then switches to encryption. Usually port 587.' },
  { value: 'none', label: 'None', hint: 'Not encrypted. Only for a server on your own network.' },
]

type Props = { value: SmtpSecurity; onChange: (value: SmtpSecurity) => void; error?: string | null }

/** How the connection to the mail server is protected: three choices, each saying what it means. */
export function SmtpSecurityChoice({ value, onChange, error }: Props) {
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-[13px] font-medium">Security</legend>
      <div role="radiogroup" aria-label="Security" className="grid gap-2 sm:grid-cols-3">
        {CHOICES.map((choice) => {
          const selected = choice.value === value
          return (
            <button
              key={choice.value}
              type="button"
              role="radio"
              aria-checked={selected}
              onClick={() => onChange(choice.value)}
              className={cn(
                'flex flex-col items-start gap-0.5 rounded-lg border px-3 py-2 text-left transition-colors',
                selected ? 'border-primary bg-primary-soft/60' : 'border-border-strong bg-background hover:bg-muted',
              )}
            >
              <span className={cn('text-[13px] font-semibold', selected ? 'text-primary' : 'text-foreground')}>{choice.label}</span>
              <span className="text-xs leading-snug text-muted-foreground">{choice.hint}</span>
            </button>
          )
        })}
      </div>
      {error && (
        <p role="alert" className="text-xs text-error">
          {error}
        </p>
      )}
    </fieldset>
  )
}
