import { useEffect, useState, type FormEvent } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { eventKeys, updateEvent, type UsherEvent } from '@/api/events'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { Switch } from '@/components/ui/switch'
import { fieldErrorOf } from '@/components/form/field-errors'

type SupportSettings = { is_concierge_support_enabled: boolean; is_organizer_concierge_support_enabled: boolean; organizer_concierge_support_email: string }

const settingsOf = (event: UsherEvent): SupportSettings => ({
  is_concierge_support_enabled: event.is_concierge_support_enabled !== false,
  is_organizer_concierge_support_enabled: event.is_organizer_concierge_support_enabled === true,
  organizer_concierge_support_email: event.organizer_concierge_support_email ?? '',
})

/** Whether guests may ask from their pass, and whether their questions are also emailed to the organiser. */
export function SupportSettingsCard({ event, canEdit }: { event: UsherEvent; canEdit: boolean }) {
  const saved = settingsOf(event)
  const savedJson = JSON.stringify(saved)
  const [settings, setSettings] = useState(saved)
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const queryClient = useQueryClient()
  useEffect(() => setSettings(JSON.parse(savedJson) as SupportSettings), [savedJson])
  const set = (patch: Partial<SupportSettings>) => setSettings((current) => ({ ...current, ...patch }))

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setError(null)
    setSaving(true)
    try {
      await updateEvent(event.uuid, { ...settings, organizer_concierge_support_email: settings.organizer_concierge_support_email.trim() || null })
      void queryClient.invalidateQueries({ queryKey: eventKeys.detail(event.uuid) })
      showSnackbar('Support settings saved.', 'success')
    } catch (failure) {
      const addressError = fieldErrorOf(failure, 'organizer_concierge_support_email')
      if (addressError) setError(addressError)
      else showSnackbar(failure instanceof Error ? failure.message : 'The settings could not be saved.', 'error')
    } finally {
      setSaving(false)
    }
  }

  return (
    <Card className="p-5">
      <form onSubmit={submit} className="flex flex-col gap-4" data-testid="support-settings">
        <div>
          <h2 className="text-base font-semibold">Concierge support</h2>
          <p className="text-[13px] text-muted-foreground">
            Guests ask a question from their pass; you answer here, and they get the answer by email and on their pass.
          </p>
        </div>
        <label className="flex items-center gap-3 text-sm">
          <Switch
            checked={settings.is_concierge_support_enabled}
            disabled={!canEdit}
            onCheckedChange={(on) => set({ is_concierge_support_enabled: on })}
            aria-label="Guests may ask questions"
          />
          Guests may ask questions from their pass
        </label>
        <label className="flex items-center gap-3 text-sm">
          <Switch
            checked={settings.is_organizer_concierge_support_enabled}
            disabled={!canEdit}
            onCheckedChange={(on) => set({ is_organizer_concierge_support_enabled: on })}
            aria-label="Email questions to the organiser"
          />
          Also email each question to the organiser
        </label>
        {settings.is_organizer_concierge_support_enabled && (
          <FormField id="support-email" label="Support email" error={error} hint="Where guests' questions are sent.">
            <Input
              id="support-email"
              type="email"
              className="max-w-sm"
              value={settings.organizer_concierge_support_email}
              disabled={!canEdit}
              maxLength={255}
              onChange={(e) => set({ organizer_concierge_support_email: e.target.value })}
            />
          </FormField>
        )}
        {canEdit && (
          <div>
            <Button type="submit" disabled={saving}>
              {saving && <Spinner label="Saving" />}
              Save
            </Button>
          </div>
        )}
      </form>
    </Card>
  )
}
