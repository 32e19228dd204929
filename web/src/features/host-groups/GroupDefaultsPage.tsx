import { useEffect, useState, type FormEvent } from 'react'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { buildHostAccessDeadline } from '@usher/domain/host-groups/host-group-rules'
import { eventKeys, eventQuery } from '@/api/events'
import { groupSettingsOf, saveEventGroupSettings, type GroupSettings } from '@/api/host-groups'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/select'
import { Spinner } from '@/components/ui/spinner'
import { Switch } from '@/components/ui/switch'
import { useDocumentTitle } from '@/lib/page-title'
import { useHostAccessZoneHint } from './host-access-zone'
import { useAbility } from '@/lib/use-ability'

const FLAGS: { key: 'is_sending_tickets_enabled' | 'is_email_required' | 'is_seating_hidden' | 'is_view_floorplan_enabled'; label: string }[] = [
  { key: 'is_sending_tickets_enabled', label: 'Hosts may send tickets' },
  { key: 'is_email_required', label: 'Email required for guests' },
  { key: 'is_seating_hidden', label: 'Hide seating from hosts' },
  { key: 'is_view_floorplan_enabled', label: 'Hosts may view the floor plan' },
]

/** Spec route event-builder/groups: the event's default group settings, which new groups start with. */
export function GroupDefaultsPage({ eventUuid }: { eventUuid: string }) {
  const { data: event } = useSuspenseQuery(eventQuery(eventUuid))
  useDocumentTitle(`Group defaults · ${event.name}`)
  const canEdit = useAbility(event, 'update')
  const zoneHint = useHostAccessZoneHint(eventUuid)
  const saved = groupSettingsOf(event)
  const [settings, setSettings] = useState<GroupSettings>(saved)
  const [date, setDate] = useState(saved.host_access_till?.slice(0, 10) ?? '')
  const [time, setTime] = useState(saved.host_access_till?.slice(11, 16) ?? '')
  const [saving, setSaving] = useState(false)
  const queryClient = useQueryClient()
  const savedJson = JSON.stringify(saved)
  useEffect(() => {
    const next = JSON.parse(savedJson) as GroupSettings
    setSettings(next)
    setDate(next.host_access_till?.slice(0, 10) ?? '')
    setTime(next.host_access_till?.slice(11, 16) ?? '')
  }, [savedJson])

  const floorplanForcedOff = settings.experience_type === 'pro' || !event.is_seating_enabled
  const set = (patch: Partial<GroupSettings>) => setSettings((current) => ({ ...current, ...patch }))

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setSaving(true)
    try {
      const next = {
        ...settings,
        host_access_till: buildHostAccessDeadline(date, time),
        is_view_floorplan_enabled: floorplanForcedOff ? false : settings.is_view_floorplan_enabled,
      }
      await saveEventGroupSettings(eventUuid, next)
      void queryClient.invalidateQueries({ queryKey: eventKeys.detail(eventUuid) })
      showSnackbar('Default group settings saved. Apply them to existing groups from the Groups tab.', 'success')
    } catch (failure) {
      showSnackbar(failure instanceof Error ? failure.message : 'The settings could not be saved.', 'error')
    } finally {
      setSaving(false)
    }
  }

  return (
    <Card className="max-w-2xl p-5">
      <form onSubmit={submit} className="flex flex-col gap-4" data-testid="group-defaults-form">
        <div>
          <h2 className="text-base font-semibold">Default group settings</h2>
          <p className="text-[13px] text-muted-foreground">
            New groups start with these settings; &lsquo;Apply defaults&rsquo; on the Groups tab writes them onto every group.
          </p>
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField id="defaults-experience" label="Experience type" hint="GO hosts use a personal link; PRO hosts sign in with an account.">
            <NativeSelect
              id="defaults-experience"
              disabled={!canEdit}
              value={settings.experience_type}
              options={[
                { value: 'pro', label: 'PRO Host' },
                { value: 'go', label: 'GO Host' },
              ]}
              onChange={(e) => set({ experience_type: e.target.value as 'go' | 'pro' })}
            />
          </FormField>
          <FormField id="defaults-deadline" label="Host access till" hint={zoneHint} optional>
            <div className="flex gap-2">
              <Input id="defaults-deadline" type="date" disabled={!canEdit} value={date} onChange={(e) => setDate(e.target.value)} />
              <Input aria-label="Host access till time" type="time" disabled={!canEdit} value={time} onChange={(e) => setTime(e.target.value)} />
            </div>
          </FormField>
        </div>
        <div className="grid gap-2 sm:grid-cols-2">
          {FLAGS.map((flag) => {
            const forced = flag.key === 'is_view_floorplan_enabled' && floorplanForcedOff
            return (
              <label key={flag.key} className="flex items-center gap-2 text-[13px]">
                <Switch
                  checked={forced ? false : settings[flag.key]}
                  disabled={!canEdit || forced}
                  data-testid={`default-${flag.key}`}
                  onCheckedChange={(checked) => set({ [flag.key]: checked })}
                />
                {flag.label}
              </label>
            )
          })}
        </div>
        {canEdit && (
          <div>
            <Button type="submit" disabled={saving} data-testid="group-defaults-save">
              {saving && <Spinner />}
              Save defaults
            </Button>
          </div>
        )}
      </form>
    </Card>
  )
}
