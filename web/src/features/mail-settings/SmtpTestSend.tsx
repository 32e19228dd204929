import { useEffect, useRef, useState } from 'react'
import { CircleAlert, CircleCheck, Send } from 'lucide-react'
import type { FieldErrors } from '@usher/domain/validation/errors'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Spinner } from '@/components/ui/spinner'
import { firstError } from '@/lib/field-errors'
import { smtpFormErrors, smtpInputOf, type SmtpFormValues } from './smtp-form'
import { useTestSmtpConfiguration } from './use-mail-settings-mutations'
import { validationErrorsOf } from '@/components/form/field-errors'

type Props = {
  eventUuid: string
  values: SmtpFormValues
  /** The saved server being edited: its saved password is used when none is typed. */
  configurationId: string | null
  errors: FieldErrors
  /** Refusals go under the form's own fields (a wrong host under Host). */
  onErrors: (errors: FieldErrors) => void
  onClear: (field: string) => void
}

/** Sends one message through the settings as typed, before they are saved, and shows what the server said. */
export function SmtpTestSend({ eventUuid, values, configurationId, errors, onErrors, onClear }: Props) {
  const test = useTestSmtpConfiguration(eventUuid)
  const [to, setTo] = useState('')
  const recipientError = firstError(errors, 'test_recipient')

  function send() {
    test.reset()
    const found = smtpFormErrors(values)
    if (to.trim() === '') found.test_recipient = ['Enter the address the test goes to.']
    if (Object.keys(found).length > 0) return onErrors(found)
    test.mutate(
      { input: smtpInputOf(values, configurationId !== null), to: to.trim(), id: configurationId },
      {
        onError: (error) => {
          const refused = validationErrorsOf(error)
          if (refused) onErrors(refused)
        },
      },
    )
  }

  const result = test.data
  const resultRef = useRef<HTMLDivElement>(null)
  // The answer appears at the foot of a long form: bring it into view.
  useEffect(() => {
    if (result) resultRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' })
  }, [result])
  return (
    <section aria-labelledby="smtp-test-heading" className="flex flex-col gap-2 border-t border-border pt-4">
      <div>
        <h3 id="smtp-test-heading" className="text-[13px] font-semibold">
          Send a test
        </h3>
        <p className="text-xs text-muted-foreground">
          One message goes out through the settings above, as they are now
          {configurationId && !values.password && !values.remove_password ? ', with the saved password' : ''}. Nothing is saved.
        </p>
      </div>
      <Label htmlFor="smtp-test-recipient" className="sr-only">
        Send the test to
      </Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id="smtp-test-recipient"
          type="email"
          autoComplete="email"
          spellCheck={false}
          placeholder="you@example.com"
          value={to}
          aria-invalid={Boolean(recipientError)}
          aria-describedby={recipientError ? 'smtp-test-recipient-error' : undefined}
          onChange={(event) => {
            setTo(event.target.value)
            if (recipientError) onClear('test_recipient')
          }}
          onKeyDown={(event) => {
            // Enter here sends the test, not the whole form.
            if (event.key === 'Enter') {
              event.preventDefault()
              send()
            }
          }}
        />
        <Button type="button" variant="secondary" onClick={send} disabled={test.isPending} data-testid="smtp-send-test">
          {test.isPending ? <Spinner label="Sending the test" /> : <Send aria-hidden />}
          Send a test
        </Button>
      </div>
      {recipientError && (
        <p id="smtp-test-recipient-error" role="alert" className="text-xs text-error">
          {recipientError}
        </p>
      )}
      {result && (
        <div
          ref={resultRef}
          role="status"
          data-testid="smtp-test-result"
          className={
            result.accepted
              ? 'flex items-start gap-2 rounded-md bg-success-soft px-3 py-2 text-[13px] text-foreground'
              : 'flex items-start gap-2 rounded-md bg-error-soft px-3 py-2 text-[13px] text-foreground'
          }
        >
          {result.accepted ? (
            <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
          ) : (
            <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-error" />
          )}
          <span className="min-w-0">
            {result.accepted ? `Sent to ${result.to}. The server answered:` : `The server refused the test to ${result.to}:`}
            <code className="mt-0.5 block font-mono text-xs break-words text-muted-foreground">{result.response}</code>
          </span>
        </div>
      )}
    </section>
  )
}
