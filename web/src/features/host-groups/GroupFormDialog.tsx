import { useEffect, useState, type FormEvent } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Plus, Undo2, X } from 'lucide-react'
import {
  addHostGroup,
  groupGuestsQuery,
  hostGroupKeys,
  hostGroupTagsQuery,
  moveGuestToGroup,
  updateHostGroup,
  type GroupSettings,
  type HostGroup,
} from '@/api/host-groups'
import { attendeeKeys } from '@/api/attendees'
import { isConfirmed, useConfirm } from '@/components/feedback/confirm-context'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/select'
import { Spinner } from '@/components/ui/spinner'
import { Switch } from '@/components/ui/switch'
import { cn } from '@/lib/cn'
import { JourneySelect } from '@/components/journey-select/JourneySelect'
import { useHostAccessZoneHint } from './host-access-zone'
import {
  addGuest,
  addHost,
  changeGuest,
  changeHost,
  initialDraft,
  isModified,
  setField,
  toggleGuestRemoval,
  toggleHostRemoval,
  toSave,
  type GroupDraft,
  type GroupFieldsDraft,
} from './group-form-state'
import { reportSaveFailure } from '@/components/form/report-save-failure'
import { useFieldErrors } from '@/components/form/use-field-errors'

type GroupFormDialogProps = {
  eventUuid: string
  /** The group to edit, or null for a new one; the dialog is closed when undefined. */
  group: HostGroup | null | undefined
  groups: HostGroup[]
  defaults: GroupSettings
  seatingEnabled: boolean
  onClose: () => void
}

const EXPERIENCE_OPTIONS = [
  { value: 'pro', label: 'PRO Host' },
  { value: 'go', label: 'GO Host' },
]

const FLAGS: { key: keyof GroupFieldsDraft; label: string }[] = [
  { key: 'is_active', label: 'Active' },
  { key: 'is_sending_tickets_enabled', label: 'Hosts may send tickets' },
  { key: 'is_email_required', label: 'Email required for guests' },
  { key: 'is_seating_hidden', label: 'Hide seating from hosts' },
  { key: 'is_view_floorplan_enabled', label: 'Hosts may view the floor plan' },
]

/** Creates or edits a group with its hosts and guests; changes are held until Save. */
export function GroupFormDialog({ eventUuid, group, groups, defaults, seatingEnabled, onClose }: GroupFormDialogProps) {
  const open = group !== undefined
  const groupId = group?.id ?? null
  const guests = useQuery(groupGuestsQuery(eventUuid, open ? groupId : null))
  const tags = useQuery({ ...hostGroupTagsQuery(eventUuid), enabled: open }).data ?? []
  const zoneHint = useHostAccessZoneHint(eventUuid)
  const queryClient = useQueryClient()
  const confirm = useConfirm()
  const ready = open && (groupId === null || guests.isSuccess)
  // Taken once per opening, so a refetch behind the form never throws away what is being typed.
  const [initial, setInitial] = useState<GroupDraft | null>(null)
  const [draft, setDraft] = useState<GroupDraft | null>(null)
  const { errors, setErrors, error } = useFieldErrors()
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    if (!open) {
      // Spec section 4: the form resets when closed.
      setInitial(null)
      setDraft(null)
      setErrors({})
    } else if (ready && initial === null) {
      const start = initialDraft(group ?? null, guests.data ?? [], defaults, seatingEnabled)
      setInitial(start)
      setDraft(start)
    }
  }, [open, ready, initial, group, guests.data, defaults, seatingEnabled, setErrors])

  const modified = initial !== null && draft !== null && isModified(initial, draft)
  const close = async () => {
    if (modified) {
      const outcome = await confirm({
        heading: 'Discard changes?',
        message: 'This group has unsaved changes. Close it and lose them?',
        confirmLabel: 'Discard',
        tone: 'danger',
      })
      if (!isConfirmed(outcome)) return
    }
    onClose()
  }

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: hostGroupKeys.event(eventUuid) })
    void queryClient.invalidateQueries({ queryKey: attendeeKeys.event(eventUuid) })
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!draft || !initial) return
    setSaving(true)
    try {
      const save = toSave(initial, draft)
      if (groupId) await updateHostGroup(eventUuid, groupId, save)
      else await addHostGroup(eventUuid, save)
      showSnackbar(groupId ? 'Group saved.' : 'Group created.', 'success')
      refresh()
      onClose()
    } catch (failure) {
      reportSaveFailure(failure, { showOnFields: setErrors, fallback: 'The group could not be saved.' })
    } finally {
      setSaving(false)
    }
  }

  const move = async (attendeeId: string, target: string) => {
    try {
      await moveGuestToGroup(eventUuid, attendeeId, target === 'none' ? null : target)
      showSnackbar('Guest moved.', 'success')
      void queryClient.invalidateQueries({ queryKey: attendeeKeys.event(eventUuid) })
      // The form starts again from the group as it now is (moves need no save).
      await queryClient.invalidateQueries({ queryKey: hostGroupKeys.event(eventUuid) })
      setInitial(null)
    } catch (failure) {
      showSnackbar(failure instanceof Error ? failure.message : 'The guest could not be moved.', 'error')
    }
  }

  const field = <K extends keyof GroupFieldsDraft>(key: K, value: GroupFieldsDraft[K]) =>
    setDraft((current) => (current ? setField(current, key, value, seatingEnabled) : current))
  const others = groups.filter((candidate) => candidate.id !== groupId)

  return (
    <Dialog open={open} onOpenChange={(next) => !next && void close()}>
      <DialogContent className="max-w-3xl" data-testid="group-form">
        <form onSubmit={submit} noValidate className="flex min-h-0 flex-col">
          <DialogHeader>
            <DialogTitle>{groupId ? `Edit ${group?.name}` : 'New group'}</DialogTitle>
            <DialogDescription>A company or party that brings guests: its hosts name the group's tickets.</DialogDescription>
          </DialogHeader>
          {!draft && guests.isError ? (
            <DialogBody className="py-10">
              <p role="alert" className="text-center text-[13px] text-error">
                {guests.error.message}
              </p>
            </DialogBody>
          ) : !draft ? (
            <DialogBody className="flex justify-center py-10">
              <Spinner />
            </DialogBody>
          ) : (
            <DialogBody className="flex min-h-0 flex-col gap-5 overflow-y-auto">
              <div className="grid gap-3 sm:grid-cols-2">
                <FormField id="group-name" label="Name" error={error('name')}>
                  <Input
                    id="group-name"
                    value={draft.fields.name}
                    maxLength={255}
                    onChange={(e) => field('name', e.target.value)}
                    aria-invalid={Boolean(error('name'))}
                  />
                </FormField>
                <FormField id="group-total" label="Total tickets" error={error('total_tickets')} hint="Unnamed tickets show as 'Guest Of' the group.">
                  <Input
                    id="group-total"
                    type="number"
                    min={0}
                    max={1000}
                    value={draft.fields.total_tickets}
                    onChange={(e) => field('total_tickets', e.target.value)}
                    aria-invalid={Boolean(error('total_tickets'))}
                  />
                </FormField>
                <FormField id="group-tag" label="Group tag" error={error('host_group_tag_id')} optional>
                  <NativeSelect
                    id="group-tag"
                    placeholder="No tag"
                    value={draft.fields.host_group_tag_id}
                    options={tags.map((tag) => ({ value: tag.id, label: tag.name }))}
                    onChange={(e) => field('host_group_tag_id', e.target.value)}
                  />
                </FormField>
                <FormField
                  id="group-experience"
                  label="Group settings"
                  error={error('experience_type')}
                  hint="GO hosts use a personal link; PRO hosts sign in."
                >
                  <NativeSelect
                    id="group-experience"
                    value={draft.fields.experience_type}
                    options={EXPERIENCE_OPTIONS}
                    onChange={(e) => field('experience_type', e.target.value as 'go' | 'pro')}
                  />
                </FormField>
                <FormField id="group-deadline-date" label="Host access till" error={error('host_access_till')} hint={zoneHint} optional>
                  <div className="flex gap-2">
                    <Input
                      id="group-deadline-date"
                      type="date"
                      value={draft.fields.host_access_till_date}
                      onChange={(e) => field('host_access_till_date', e.target.value)}
                    />
                    <Input
                      aria-label="Host access till time"
                      type="time"
                      value={draft.fields.host_access_till_time}
                      onChange={(e) => field('host_access_till_time', e.target.value)}
                    />
                  </div>
                </FormField>
                <JourneySelect
                  id="group-journey"
                  eventUuid={eventUuid}
                  value={draft.fields.journey_id}
                  onChange={(journeyId) => field('journey_id', journeyId)}
                  error={error('journey_id')}
                />
              </div>
              <div className="grid gap-2 sm:grid-cols-2">
                {FLAGS.map((flag) => {
                  const forcedOff = flag.key === 'is_view_floorplan_enabled' && (draft.fields.experience_type === 'pro' || !seatingEnabled)
                  return (
                    <label key={flag.key} className="flex items-center gap-2 text-[13px]">
                      <Switch
                        checked={Boolean(draft.fields[flag.key])}
                        disabled={forcedOff}
                        data-testid={`flag-${flag.key}`}
                        onCheckedChange={(checked) => field(flag.key, checked as never)}
                      />
                      {flag.label}
                      {forcedOff && <span className="text-xs text-subtle-foreground">({seatingEnabled ? 'not for PRO groups' : 'seating is off'})</span>}
                    </label>
                  )
                })}
              </div>

              <section aria-label="Hosts" className="flex flex-col gap-2">
                <div className="flex items-center justify-between">
                  <h3 className="text-sm font-semibold">Hosts</h3>
                  <Button type="button" size="sm" variant="secondary" onClick={() => setDraft(addHost(draft))} data-testid="add-host">
                    <Plus aria-hidden /> Add host
                  </Button>
                </div>
                {draft.hosts.length === 0 && <p className="text-[13px] text-muted-foreground">No hosts yet.</p>}
                {draft.hosts.map((host, index) => (
                  <div
                    key={host.key}
                    className={cn('grid items-start gap-2 sm:grid-cols-[1fr_1fr_1.4fr_auto_auto]', host.removed && 'opacity-50 line-through')}
                    data-testid="host-row"
                  >
                    <Input
                      aria-label="Host first name"
                      placeholder="First name"
                      value={host.first_name}
                      disabled={host.removed}
                      onChange={(e) => setDraft(changeHost(draft, host.key, { first_name: e.target.value }))}
                    />
                    <Input
                      aria-label="Host last name"
                      placeholder="Last name"
                      value={host.last_name}
                      disabled={host.removed}
                      onChange={(e) => setDraft(changeHost(draft, host.key, { last_name: e.target.value }))}
                    />
                    <div>
                      <Input
                        aria-label="Host email"
                        placeholder="Email"
                        type="email"
                        value={host.email}
                        disabled={host.removed}
                        onChange={(e) => setDraft(changeHost(draft, host.key, { email: e.target.value }))}
                      />
                      {!host.attendee_id && errors[`hosts.created.${draft.hosts.filter((h) => !h.attendee_id && !h.removed).indexOf(host)}.email`] && (
                        <p className="mt-1 text-xs text-error">
                          {errors[`hosts.created.${draft.hosts.filter((h) => !h.attendee_id && !h.removed).indexOf(host)}.email`]![0]}
                        </p>
                      )}
                    </div>
                    <label className="flex h-8 items-center gap-1.5 text-xs whitespace-nowrap">
                      <Checkbox
                        checked={host.attending_with_group}
                        disabled={host.removed}
                        onCheckedChange={(checked) => setDraft(changeHost(draft, host.key, { attending_with_group: checked === true }))}
                      />
                      Comes with group
                    </label>
                    <Button
                      type="button"
                      size="icon-sm"
                      variant="ghost"
                      aria-label={host.removed ? `Keep host ${index + 1}` : `Remove host ${index + 1}`}
                      onClick={() => setDraft(toggleHostRemoval(draft, host.key))}
                    >
                      {host.removed ? <Undo2 aria-hidden /> : <X aria-hidden />}
                    </Button>
                  </div>
                ))}
              </section>

              <section aria-label="Guests" className="flex flex-col gap-2">
                <div className="flex items-center justify-between">
                  <h3 className="text-sm font-semibold">Guests</h3>
                  <Button type="button" size="sm" variant="secondary" onClick={() => setDraft(addGuest(draft))} data-testid="add-group-guest">
                    <Plus aria-hidden /> Add guest
                  </Button>
                </div>
                {draft.guests.length === 0 && <p className="text-[13px] text-muted-foreground">No tickets yet: raise Total tickets or add guests.</p>}
                {draft.guests.map((guest, index) => (
                  <div
                    key={guest.key}
                    className={cn('grid items-center gap-2 sm:grid-cols-[1fr_1fr_1.4fr_auto_auto]', guest.removed && 'opacity-50 line-through')}
                    data-testid="group-guest-row"
                  >
                    <Input
                      aria-label="Guest first name"
                      placeholder="First name"
                      value={guest.first_name}
                      disabled={guest.removed}
                      onChange={(e) => setDraft(changeGuest(draft, guest.key, { first_name: e.target.value }))}
                    />
                    <Input
                      aria-label="Guest last name"
                      placeholder="Last name"
                      value={guest.last_name}
                      disabled={guest.removed}
                      onChange={(e) => setDraft(changeGuest(draft, guest.key, { last_name: e.target.value }))}
                    />
                    <Input
                      aria-label="Guest email"
                      placeholder="Email"
                      type="email"
                      value={guest.email}
                      disabled={guest.removed}
                      onChange={(e) => setDraft(changeGuest(draft, guest.key, { email: e.target.value }))}
                    />
                    {guest.id && !modified && others.length > 0 ? (
                      <NativeSelect
                        aria-label={`Move guest ${index + 1}`}
                        className="w-32"
                        value=""
                        placeholder="Move to…"
                        options={[...others.map((other) => ({ value: other.id, label: other.name })), { value: 'none', label: 'No group' }]}
                        onChange={(e) => e.target.value && void move(guest.id!, e.target.value)}
                      />
                    ) : guest.is_real_ticket ? (
                      <span />
                    ) : (
                      <Badge tone="outline">Placeholder</Badge>
                    )}
                    <Button
                      type="button"
                      size="icon-sm"
                      variant="ghost"
                      aria-label={guest.removed ? `Keep guest ${index + 1}` : `Remove guest ${index + 1}`}
                      onClick={() => setDraft(toggleGuestRemoval(draft, guest.key))}
                    >
                      {guest.removed ? <Undo2 aria-hidden /> : <X aria-hidden />}
                    </Button>
                  </div>
                ))}
              </section>
            </DialogBody>
          )}
          <DialogFooter>
            {modified && (
              <span className="mr-auto text-xs text-warning" data-testid="group-form-modified">
                Unsaved changes
              </span>
            )}
            <Button type="button" variant="ghost" onClick={() => void close()}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving || !draft} data-testid="group-form-save">
              {saving && <Spinner />}
              {groupId ? 'Save group' : 'Create group'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
