import { useState, type FormEvent } from 'react'
import type { FieldErrors } from '@usher/domain/validation/errors'
import type { SmtpConfiguration } from '@/api/mail-settings'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { compactErrors, firstError } from '@/lib/field-errors'
import { emptySmtpForm, smtpFormErrors, smtpFormOf, smtpInputOf, withSecurity, type SmtpFormValues } from './smtp-form'
import { SmtpSecurityChoice } from './SmtpSecurityChoice'
import { SmtpTestSend } from './SmtpTestSend'
import { useSaveSmtpConfiguration } from './use-mail-settings-mutations'
import { useFieldErrors } from '@/components/form/use-field-errors'

type Props = { eventUuid: string; configuration: SmtpConfiguration | null; open: boolean; onOpenChange: (open: boolean) => void }

type TextField = Exclude<keyof SmtpFormValues, 'security' | 'use_for_event' | 'remove_password'>

/** Adds a mail server or changes one; the password is written, never read back. */
export function SmtpConfigurationDialog({ eventUuid, configuration, open, onOpenChange }: Props) {
  const save = useSaveSmtpConfiguration(eventUuid)
  const editing = configuration !== null
  const [values, setValues] = useState<SmtpFormValues>(() => (configuration ? smtpFormOf(configuration) : emptySmtpForm()))
  const { errors, setErrors, showServerErrors } = useFieldErrors()

  const clear = (field: string) => setErrors(({ [field]: _gone, ...rest }) => rest)
  const set = (field: TextField, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }))
    if (errors[field]) clear(field)
  }

  /** The form's fields as one error map: the test's refusals land under the same fields. */
  const showErrors = (found: FieldErrors) => setErrors(compactErrors(found))

  function submit(event: FormEvent) {
    event.preventDefault()
    const found = smtpFormErrors(values)
    showErrors(found)
    if (Object.keys(found).length > 0) return
    save.mutate(
      { id: configuration?.id ?? null, input: smtpInputOf(values, editing) },
      {
        onSuccess: () => onOpenChange(false),
        onError: (error) => void showServerErrors(error),
      },
    )
  }

  const field = (name: TextField) => ({
    id: `smtp-${name.replaceAll('_', '-')}`,
    value: values[name],
    'aria-invalid': Boolean(firstError(errors, name)),
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
  })

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent aria-describedby="smtp-dialog-description" className="sm:max-w-[640px]">
        <DialogHeader>
          <DialogTitle>{editing ? `Edit ${configuration.name}` : 'Add a mail server'}</DialogTitle>
          <DialogDescription id="smtp-dialog-description">
            The server your provider gives you for sending mail (SMTP). Guests see the sender name and address below.
          </DialogDescription>
        </DialogHeader>
        <form aria-label={editing ? 'Edit mail server' : 'Add a mail server'} noValidate onSubmit={submit} className="flex min-h-0 flex-1 flex-col">
          <DialogBody className="flex flex-col gap-4">
            <FormField id="smtp-name" label="Name" error={firstError(errors, 'name')} hint="For you: how this server shows in the list.">
              <Input {...field('name')} autoComplete="off" placeholder="Our newsletter account" />
            </FormField>
            <div className="grid gap-4 sm:grid-cols-[1fr_120px]">
              <FormField id="smtp-host" label="Host" error={firstError(errors, 'host')}>
                <Input {...field('host')} autoComplete="off" spellCheck={false} placeholder="smtp.example.com" />
              </FormField>
              <FormField id="smtp-port" label="Port" error={firstError(errors, 'port')}>
                <Input {...field('port')} inputMode="numeric" autoComplete="off" />
              </FormField>
            </div>
            <SmtpSecurityChoice
              value={values.security}
              onChange={(security) => setValues((previous) => withSecurity(previous, security))}
              error={firstError(errors, 'security')}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField id="smtp-username" label="Username" optional error={firstError(errors, 'username')}>
                <Input {...field('username')} autoComplete="off" spellCheck={false} />
              </FormField>
              <FormField
                id="smtp-password"
                label="Password"
                optional={!configuration?.has_password}
                error={firstError(errors, 'password')}
                hint={
                  configuration?.has_password ? (
                    values.remove_password ? (
                      <>
                        Removed when you save.{' '}
                        <button
                          type="button"
                          className="text-primary underline-offset-2 hover:underline"
                          onClick={() => setValues((previous) => ({ ...previous, remove_password: false }))}
                        >
                          Keep it
                        </button>
                      </>
                    ) : (
                      <>
                        Saved — leave empty to keep it.{' '}
                        <button
                          type="button"
                          className="text-primary underline-offset-2 hover:underline"
                          onClick={() => setValues((previous) => ({ ...previous, password: '', remove_password: true }))}
                        >
                          Remove it
                        </button>
                      </>
                    )
                  ) : (
                    'Stored encrypted and never shown again.'
                  )
                }
              >
                <Input
                  {...field('password')}
                  onChange={(event) => {
                    const password = event.target.value
                    setValues((previous) => ({ ...previous, password, remove_password: false }))
                    if (errors.password) clear('password')
                  }}
                  type="password"
                  autoComplete="new-password"
                  placeholder={configuration?.has_password && !values.remove_password ? '••••••••' : undefined}
                />
              </FormField>
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField id="smtp-from-name" label="From name" optional error={firstError(errors, 'from_name')}>
                <Input {...field('from_name')} autoComplete="off" placeholder="Spring Gala team" />
              </FormField>
              <FormField id="smtp-from-email" label="From email" error={firstError(errors, 'from_email')}>
                <Input {...field('from_email')} type="email" autoComplete="off" spellCheck={false} placeholder="events@example.com" />
              </FormField>
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                id="smtp-reply-to"
                label="Reply-to"
                optional
                error={firstError(errors, 'reply_to')}
                hint="Where guests' replies go, if not the from email."
              >
                <Input {...field('reply_to')} type="email" autoComplete="off" spellCheck={false} />
              </FormField>
              <FormField id="smtp-max-per-minute" label="Pace" error={firstError(errors, 'max_per_minute')} hint="Ask your provider for its limit.">
                <span className="flex items-center gap-2 text-[13px] whitespace-nowrap text-muted-foreground">
                  At most
                  <Input
                    {...field('max_per_minute')}
                    inputMode="numeric"
                    autoComplete="off"
                    className="w-20 text-right tabular-nums"
                    aria-describedby="smtp-max-per-minute-unit"
                  />
                  <span id="smtp-max-per-minute-unit">messages a minute</span>
                </span>
              </FormField>
            </div>
            <label htmlFor="smtp-use-for-event" className="flex items-start gap-2.5 rounded-lg border border-border bg-canvas/60 px-3 py-2.5">
              <Checkbox
                id="smtp-use-for-event"
                className="mt-0.5"
                checked={values.use_for_event}
                onCheckedChange={(checked) => setValues((previous) => ({ ...previous, use_for_event: checked === true }))}
              />
              <span>
                <span className="block text-[13px] font-medium">Use for this event's mail</span>
                <span className="block text-xs text-muted-foreground">Otherwise this event's mail goes through the instance's mail server.</span>
              </span>
            </label>
            <SmtpTestSend
              eventUuid={eventUuid}
              values={values}
              configurationId={configuration?.id ?? null}
              errors={errors}
              onErrors={(found) => showErrors({ ...errors, ...found })}
              onClear={clear}
            />
          </DialogBody>
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending} data-testid="smtp-save">
              {save.isPending && <Spinner label="Saving" />}
              {editing ? 'Save' : 'Add mail server'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
