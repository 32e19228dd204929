import { useEffect, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { Attendee } from '@/api/attendees'
import { tableOwner, tableOwnerKeys } from '@/api/table-owner'
import { useSetTableOwner } from '@/api/table-owner-mutations'
import { Button } from '@/components/ui/button'
import { CopyButton } from '@/components/ui/copy-button'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Switch } from '@/components/ui/switch'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { fieldErrorOf } from '@/components/form/field-errors'
import { PendingSpinner, QueryView } from '@/components/query-view'

type TableOwnerDialogProps = { guest: Attendee; open: boolean; onOpenChange: (open: boolean) => void }

/**
 * Makes a seated guest the owner of the table they sit at (spec sections 2
 * and 6): whether they may seat their own guests there, how many, and the
 * personal link to send them. Reached from the guest's row menu: the guest
 * is who the organiser thinks of ("Ana hosts table 7"), and their seat says which table.
 */
export function TableOwnerDialog({ guest, open, onOpenChange }: TableOwnerDialogProps) {
  const tableId = guest.table_id!
  const current = useQuery({
    queryKey: tableOwnerKeys.owner(guest.event_uuid, tableId),
    queryFn: ({ signal }) => tableOwner(guest.event_uuid, tableId, signal).then((reply) => reply.data),
    enabled: open,
  })
  const [maySeat, setMaySeat] = useState(true)
  const [limit, setLimit] = useState('2')
  const owner = current.data ?? null
  const ownsIt = owner?.attendee_id === guest.id
  useEffect(() => {
    if (owner && ownsIt) {
      setMaySeat(owner.may_seat_guests)
      setLimit(String(owner.limit))
    }
  }, [owner, ownsIt])
  const save = useSetTableOwner(guest.event_uuid, tableId, {
    onSuccess: (reply) => {
      showSnackbar(reply.data ? `${guest.full_name} now owns table ${guest.table_no ?? ''}.` : 'The table no longer has an owner.', 'success')
    },
  })
  const ownerSettings = (attendeeId: string | null) => ({ attendee_id: attendeeId, may_seat_guests: maySeat, limit: Number(limit) })
  const limitError = fieldErrorOf(save.error, 'limit')
  const tableName = `Table ${guest.table_no ?? guest.row_no ?? ''}${guest.table_label ? ` (${guest.table_label})` : ''}`
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Table owner</DialogTitle>
          <DialogDescription>
            {guest.full_name} sits at {tableName}. As its owner they see the table and who sits there, and can seat their own guests at its free seats.
          </DialogDescription>
        </DialogHeader>
        <DialogBody className="flex flex-col gap-4">
          <QueryView query={current} pendingLabel="Loading the table's owner" pending={<PendingSpinner />}>
            {() => (
              <>
                {owner && !ownsIt && (
                  <p className="text-sm text-muted-foreground">
                    {owner.full_name} owns this table now; saving makes {guest.full_name} its owner instead.
                  </p>
                )}
                <label className="flex items-center justify-between gap-3 text-sm">
                  <span>May seat their own guests (plus-ones and their group)</span>
                  <Switch checked={maySeat} onCheckedChange={setMaySeat} aria-label="May seat their own guests" />
                </label>
                <FormField id="table-owner-limit" label="At most this many of their guests" error={limitError}>
                  <Input
                    id="table-owner-limit"
                    type="number"
                    min={0}
                    max={50}
                    inputMode="numeric"
                    value={limit}
                    disabled={!maySeat}
                    onChange={(event) => setLimit(event.target.value)}
                    className="w-24"
                  />
                </FormField>
                {ownsIt && owner && (
                  <div className="flex flex-col gap-1.5">
                    <span className="text-[13px] font-medium">Owner's link (send it only to {guest.full_name})</span>
                    <div className="flex gap-2">
                      <Input
                        readOnly
                        value={owner.link}
                        aria-label="Owner's link"
                        data-testid="table-owner-link"
                        onFocus={(event) => event.currentTarget.select()}
                      />
                      <CopyButton value={owner.link} label="Copy the owner's link" />
                    </div>
                  </div>
                )}
                {save.error && !limitError && (
                  <p role="alert" className="text-sm text-error">
                    {save.error.message}
                  </p>
                )}
              </>
            )}
          </QueryView>
        </DialogBody>
        <DialogFooter>
          {ownsIt && (
            <Button variant="ghost" onClick={() => save.mutate(ownerSettings(null))} disabled={save.isPending}>
              Remove owner
            </Button>
          )}
          <Button onClick={() => save.mutate(ownerSettings(guest.id))} disabled={save.isPending || current.isPending} data-testid="table-owner-save">
            {ownsIt ? 'Save' : 'Make owner'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
