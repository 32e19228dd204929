import { useState } from 'react'
import { Info, Send } from 'lucide-react'
import type { SmtpTlsMode } from '@usher/domain/instance/instance-settings'
import { validateSmtpSettings } from '@usher/domain/instance/settings-rules'
import { saveSmtpSettings, useSendTestEmail, type AdminSettings } from '@/api/instance'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/select'
import { Spinner } from '@/components/ui/spinner'
import { compactErrors, firstError } from '@/lib/field-errors'
import { SettingsCard } from './SettingsCard'
import { useSettingsSave } from './use-settings-save'
import { failureMessageOf } from '@/components/form/field-errors'

const TLS_OPTIONS: { value: SmtpTlsMode; label: string }[] = [
  { value: 'starttls', label: 'STARTTLS (usually port 587)' },
  { value: 'tls', label: 'TLS from the start (usually port 465)' },
  { value: 'none', label: 'None (a relay on a trusted network)' },
]

function formOf(settings: AdminSettings) {
  const smtp = settings.smtp
  return {
    host: smtp.host ?? '',
    port: smtp.port ? String(smtp.port) : '587',
    tls_mode: smtp.tls_mode,
    user: smtp.user ?? '',
    password: '',
    clear_password: false,
    sender: smtp.sender ?? '',
  }
}

/**
 * The instance's default mail server. The password is write-only: the page only says whether one
 * is saved. When the environment sets SMTP_HOST, that server is used and the page says so.
 */
export function SmtpSettingsCard({ settings }: { settings: AdminSettings }) {
  const [form, setForm] = useState(() => formOf(settings))
  const [testFailure, setTestFailure] = useState<string | null>(null)
  const { save, saving, errors, setErrors } = useSettingsSave(saveSmtpSettings, 'Mail server saved.')
  const test = useSendTestEmail({
    onSuccess: ({ sent_to }) => {
      setTestFailure(null)
      showSnackbar(`Test email sent to ${sent_to}.`, 'success')
    },
    onError: (error) => setTestFailure(failureMessageOf(error, { field: 'smtp', fallback: 'The test email could not be sent.' })),
  })
  const set = (field: keyof typeof form) => (value: string | boolean) => setForm((current) => ({ ...current, [field]: value }))
  const passwordSet = settings.smtp.password_set

  function submit() {
    const input = {
      host: form.host,
      port: form.port.trim() === '' ? null : Number(form.port),
      tls_mode: form.tls_mode,
      user: form.user,
      sender: form.sender,
      clear_password: form.clear_password,
      ...(form.password !== '' && { password: form.password }),
    }
    const found = compactErrors(validateSmtpSettings(input))
    setErrors(found)
    if (Object.keys(found).length > 0) return
    save(input, { onSuccess: (saved) => setForm(formOf(saved)) })
  }

  const testButton = (
    <Button type="button" variant="secondary" className="mr-auto" disabled={test.isPending} onClick={() => test.mutate()}>
      {test.isPending ? <Spinner className="size-3.5" /> : <Send aria-hidden />}
      Send a test email
    </Button>
  )

  return (
    <SettingsCard
      title="Email delivery"
      description="The mail server every email of the instance goes through, unless an event has its own. Leave the host empty to write emails to the data folder instead."
      onSubmit={submit}
      saving={saving}
      actions={testButton}
    >
      {settings.smtp.environment_in_force && (
        <p className="flex gap-2 rounded-md bg-info-soft px-3 py-2.5 text-[13px] text-info">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
          The server’s environment names a mail server (SMTP_HOST), and it is the one in use. What you save here applies once that setting is removed.
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-[1fr_120px]">
        <FormField id="smtp-host" label="Host" error={firstError(errors, 'host')} optional>
          <Input
            id="smtp-host"
            value={form.host}
            placeholder="smtp.example.com"
            onChange={(event) => set('host')(event.target.value)}
            aria-invalid={Boolean(errors.host)}
          />
        </FormField>
        <FormField id="smtp-port" label="Port" error={firstError(errors, 'port')}>
          <Input
            id="smtp-port"
            inputMode="numeric"
            value={form.port}
            onChange={(event) => set('port')(event.target.value)}
            aria-invalid={Boolean(errors.port)}
          />
        </FormField>
      </div>
      <FormField id="smtp-tls" label="Encryption" error={firstError(errors, 'tls_mode')}>
        <NativeSelect id="smtp-tls" options={TLS_OPTIONS} value={form.tls_mode} onChange={(event) => set('tls_mode')(event.target.value)} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="smtp-user" label="User" error={firstError(errors, 'user')} optional>
          <Input id="smtp-user" autoComplete="off" value={form.user} onChange={(event) => set('user')(event.target.value)} />
        </FormField>
        <FormField
          id="smtp-password"
          label="Password"
          error={firstError(errors, 'password')}
          hint={passwordSet ? 'A password is set. Type a new one to replace it.' : 'No password is set.'}
          optional
        >
          <Input
            id="smtp-password"
            type="password"
            autoComplete="new-password"
            value={form.password}
            placeholder={passwordSet ? '•••••••• (set)' : ''}
            disabled={form.clear_password}
            onChange={(event) => set('password')(event.target.value)}
          />
        </FormField>
      </div>
      {passwordSet && (
        <div className="flex items-center gap-2">
          <Checkbox id="smtp-clear-password" checked={form.clear_password} onCheckedChange={(checked) => set('clear_password')(checked === true)} />
          <Label htmlFor="smtp-clear-password" className="font-normal">
            Remove the saved password
          </Label>
        </div>
      )}
      <FormField
        id="smtp-sender"
        label="Sender address"
        error={firstError(errors, 'sender')}
        hint="The From address of every email; the instance’s name is shown beside it."
      >
        <Input
          id="smtp-sender"
          type="email"
          value={form.sender}
          placeholder="events@example.com"
          onChange={(event) => set('sender')(event.target.value)}
          aria-invalid={Boolean(errors.sender)}
        />
      </FormField>
      <p className="text-xs text-muted-foreground">The test email goes to your own address, through the saved settings: save first.</p>
      {testFailure && (
        <p role="alert" className="rounded-md bg-error-soft px-3 py-2.5 text-[13px] text-error">
          {testFailure}
        </p>
      )}
    </SettingsCard>
  )
}
