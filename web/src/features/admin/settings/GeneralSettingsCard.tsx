import { useState } from 'react'
import { SIGNUP_MODES, type SignupMode } from '@usher/domain/instance/instance-settings'
import { validateGeneralSettings } from '@usher/domain/instance/settings-rules'
import { saveGeneralSettings, type AdminSettings } from '@/api/instance'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { compactErrors, firstError } from '@/lib/field-errors'
import { cn } from '@/lib/cn'
import { SettingsCard } from './SettingsCard'
import { useSettingsSave } from './use-settings-save'

const SIGNUP_MODE_WORDS: Record<SignupMode, { label: string; description: string }> = {
  open: { label: 'Open', description: 'Anyone can create an account.' },
  invitation: { label: 'By invitation', description: 'Only people invited to an event team, or with an event’s share link.' },
  closed: { label: 'Closed', description: 'No one new can sign up, not even with an invitation.' },
}

/** The instance's name, the account menu's Support address, and who may sign up. */
export function GeneralSettingsCard({ settings }: { settings: AdminSettings }) {
  const [form, setForm] = useState({ name: settings.name, support_email: settings.support_email, signup_mode: settings.signup_mode as string })
  const { save, saving, errors, setErrors } = useSettingsSave(saveGeneralSettings, 'General settings saved.')
  const set = (field: keyof typeof form) => (value: string) => setForm((current) => ({ ...current, [field]: value }))

  function submit() {
    const found = compactErrors(validateGeneralSettings(form))
    setErrors(found)
    if (Object.keys(found).length === 0) save(form)
  }

  return (
    <SettingsCard
      title="General"
      description="How the instance names itself, where people write for help, and who may create an account."
      onSubmit={submit}
      saving={saving}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="instance-name" label="Instance name" error={firstError(errors, 'name')} hint="Shown beside the logo and in emails.">
          <Input id="instance-name" value={form.name} onChange={(event) => set('name')(event.target.value)} aria-invalid={Boolean(errors.name)} />
        </FormField>
        <FormField
          id="support-email"
          label="Support email"
          error={firstError(errors, 'support_email')}
          hint="Where the Support link in every account menu writes to."
        >
          <Input
            id="support-email"
            type="email"
            value={form.support_email}
            onChange={(event) => set('support_email')(event.target.value)}
            aria-invalid={Boolean(errors.support_email)}
          />
        </FormField>
      </div>
      <fieldset>
        <legend className="mb-2 text-[13px] font-medium">Sign-up</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {SIGNUP_MODES.map((mode) => (
            <label
              key={mode}
              className={cn(
                'flex cursor-pointer gap-2.5 rounded-md border border-border p-3 text-[13px] hover:bg-muted/60',
                form.signup_mode === mode && 'border-primary bg-primary-soft hover:bg-primary-soft',
              )}
            >
              <input
                type="radio"
                name="signup-mode"
                value={mode}
                checked={form.signup_mode === mode}
                onChange={() => set('signup_mode')(mode)}
                className="mt-0.5 accent-primary"
              />
              <span>
                <span className="block font-medium">{SIGNUP_MODE_WORDS[mode].label}</span>
                <span className="block text-xs text-muted-foreground">{SIGNUP_MODE_WORDS[mode].description}</span>
              </span>
            </label>
          ))}
        </div>
        {errors.signup_mode && (
          <p role="alert" className="mt-1.5 text-xs text-error">
            {errors.signup_mode[0]}
          </p>
        )}
      </fieldset>
    </SettingsCard>
  )
}
