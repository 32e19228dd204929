import { useEffect, useState, type FormEvent } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { eventKeys, updateEvent, type UsherEvent } from '@/api/events'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { Switch } from '@/components/ui/switch'
import { useAbility } from '@/lib/use-ability'

type TransferType = 'soft_transfer' | 'hard_transfer'
type Settings = { is_ticket_transfers_enabled: boolean; enabled_ticket_transfer_type: TransferType; ticket_transfers_require_approval: boolean }

const TYPES: { value: TransferType; title: string; description: string }[] = [
  {
    value: 'soft_transfer',
    title: 'The new holder accepts',
    description: 'They are emailed a link and accept the ticket. Until then it stays with the guest, whose pass keeps working.',
  },
  { value: 'hard_transfer', title: 'Straight away', description: 'The ticket moves as soon as the guest names the new holder, who is emailed their pass.' },
]

const settingsOf = (event: UsherEvent): Settings => ({
  is_ticket_transfers_enabled: event.is_ticket_transfers_enabled,
  enabled_ticket_transfer_type: event.enabled_ticket_transfer_type === 'hard_transfer' ? 'hard_transfer' : 'soft_transfer',
  ticket_transfers_require_approval: event.ticket_transfers_require_approval === true,
})

/** Whether guests may hand their tickets on from their pass, how, and whether an organiser approves first. */
export function TicketTransferSettingsCard({ event }: { event: UsherEvent }) {
  const canEdit = useAbility(event, 'update')
  const saved = settingsOf(event)
  const savedJson = JSON.stringify(saved)
  const [settings, setSettings] = useState<Settings>(saved)
  const [saving, setSaving] = useState(false)
  const queryClient = useQueryClient()
  useEffect(() => setSettings(JSON.parse(savedJson) as Settings), [savedJson])
  const set = (patch: Partial<Settings>) => setSettings((current) => ({ ...current, ...patch }))

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setSaving(true)
    try {
      await updateEvent(event.uuid, settings)
      void queryClient.invalidateQueries({ queryKey: eventKeys.detail(event.uuid) })
      showSnackbar('Ticket transfer settings saved.', 'success')
    } catch (failure) {
      showSnackbar(failure instanceof Error ? failure.message : 'The settings could not be saved.', 'error')
    } finally {
      setSaving(false)
    }
  }

  return (
    <Card className="p-5">
      <form onSubmit={submit} className="flex flex-col gap-4" data-testid="ticket-transfer-settings">
        <div>
          <h2 className="text-base font-semibold">Ticket transfers</h2>
          <p className="text-[13px] text-muted-foreground">
            A guest who can't come gives their ticket to someone else from their pass. The moment the ticket moves, their pass stops working at the door.
          </p>
        </div>
        <label className="flex items-center gap-2 text-[13px] font-medium">
          <Switch
            checked={settings.is_ticket_transfers_enabled}
            disabled={!canEdit}
            data-testid="transfers-enabled"
            onCheckedChange={(checked) => set({ is_ticket_transfers_enabled: checked })}
          />
          Guests may transfer their tickets
        </label>
        <fieldset className="flex flex-col gap-2" disabled={!canEdit || !settings.is_ticket_transfers_enabled}>
          <legend className="mb-1 text-[13px] font-medium">When does the ticket move?</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {TYPES.map((type) => (
              <label
                key={type.value}
                className="flex cursor-pointer gap-2 rounded-lg border border-border p-3 text-[13px] has-[:checked]:border-primary has-[:checked]:bg-primary-soft/40 has-[:disabled]:cursor-default has-[:disabled]:opacity-60"
              >
                <input
                  type="radio"
                  name="transfer-type"
                  className="mt-0.5 accent-primary"
                  value={type.value}
                  checked={settings.enabled_ticket_transfer_type === type.value}
                  onChange={() => set({ enabled_ticket_transfer_type: type.value })}
                  data-testid={`transfer-type-${type.value}`}
                />
                <span>
                  <span className="block font-medium">{type.title}</span>
                  <span className="block text-muted-foreground">{type.description}</span>
                </span>
              </label>
            ))}
          </div>
          <label className="mt-1 flex items-start gap-2 text-[13px]">
            <Switch
              className="mt-0.5"
              checked={settings.ticket_transfers_require_approval}
              data-testid="transfers-approval"
              onCheckedChange={(checked) => set({ ticket_transfers_require_approval: checked })}
            />
            <span>
              <span className="block font-medium">An organiser approves each transfer</span>
              <span className="block text-muted-foreground">Transfers wait in the list below until an editor approves or rejects them.</span>
            </span>
          </label>
        </fieldset>
        {canEdit && (
          <div>
            <Button type="submit" disabled={saving} data-testid="transfer-settings-save">
              {saving && <Spinner />}
              Save
            </Button>
          </div>
        )}
      </form>
    </Card>
  )
}
