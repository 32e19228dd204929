import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { Attendee } from '@/api/attendees'
import { alertUsersQuery } from '@/api/alerts'
import { useSetCheckInAlert } from '@/api/alert-mutations'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { PendingSpinner, QueryView } from '@/components/query-view'

type CheckInAlertDialogProps = {
  eventUuid: string
  guest: Attendee
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** Choose who is told (activity feed, live, and email) when this guest checks in. */
export function CheckInAlertDialog({ eventUuid, guest, open, onOpenChange }: CheckInAlertDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Check-in alert</DialogTitle>
          <DialogDescription>Who should be told when {guest.full_name} checks in? They get an email and an entry in the activity feed.</DialogDescription>
        </DialogHeader>
        {open && <AlertUserChoice eventUuid={eventUuid} guest={guest} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  )
}

function AlertUserChoice({ eventUuid, guest, onDone }: { eventUuid: string; guest: Attendee; onDone: () => void }) {
  const users = useQuery(alertUsersQuery(eventUuid))
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(guest.checkin_alert_users ?? []))
  const save = useSetCheckInAlert(eventUuid, guest.id, {
    onSuccess: (_result, userIds) => {
      showSnackbar(userIds.length > 0 ? `Check-in alert set for ${guest.full_name}.` : `Check-in alert cleared for ${guest.full_name}.`, 'success')
      onDone()
    },
  })
  const toggle = (id: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })
  return (
    <>
      <DialogBody>
        <QueryView query={users} pendingLabel="Loading users" pending={<PendingSpinner />}>
          {(list) => (
            <ul className="flex flex-col gap-1" aria-label="Users to tell">
              {list.map((user) => (
                <li key={user.id}>
                  <label className="flex cursor-pointer items-center gap-3 rounded-md px-2 py-2 hover:bg-muted">
                    <Checkbox checked={chosen.has(user.id)} onCheckedChange={(value) => toggle(user.id, value === true)} aria-label={user.full_name} />
                    <span className="flex flex-col">
                      <span className="text-sm font-medium">{user.full_name}</span>
                      <span className="text-xs text-muted-foreground">{user.email}</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </DialogBody>
      <DialogFooter>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={() => save.mutate([...chosen])} disabled={save.isPending || users.data === undefined}>
          Save alert
        </Button>
      </DialogFooter>
    </>
  )
}
