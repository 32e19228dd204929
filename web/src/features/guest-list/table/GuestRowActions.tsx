import { useRef, useState } from 'react'
import { BellRing, Crown, Ellipsis, History, Pencil, Ticket, Trash2 } from 'lucide-react'
import type { Attendee } from '@/api/attendees'
import { Button } from '@/components/ui/button'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu'
import { useGuestListActions } from '../guest-list-actions'
import { InviteMenuItem } from './InviteMenuItem'
import { CheckInAlertDialog } from '../dialogs/CheckInAlertDialog'
import { InviteGuestDialog } from '../dialogs/InviteGuestDialog'
import { PassLinkDialog } from '../dialogs/PassLinkDialog'
import { TableOwnerDialog } from '../dialogs/TableOwnerDialog'
import { PrintBadgeMenuItem } from '../toolbar/PrintBadgesButton'

export function GuestRowActions({ guest }: { guest: Attendee }) {
  const { eventUuid, onEdit, onDelete, onHistory, canEdit } = useGuestListActions()
  const trigger = useRef<HTMLButtonElement>(null)
  const [alertOpen, setAlertOpen] = useState(false)
  const [passOpen, setPassOpen] = useState(false)
  const [ownerOpen, setOwnerOpen] = useState(false)
  const [inviteOpen, setInviteOpen] = useState(false)
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button ref={trigger} variant="ghost" size="icon-sm" aria-label={`Actions for ${guest.full_name}`} data-testid="guest-actions">
            <Ellipsis aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent className="w-48">
          {canEdit && (
            <DropdownMenuItem onSelect={() => onEdit(guest)}>
              <Pencil aria-hidden />
              Edit
            </DropdownMenuItem>
          )}
          {canEdit && <InviteMenuItem guest={guest} onChooseJourney={() => setInviteOpen(true)} />}
          {canEdit && (
            <DropdownMenuItem data-testid="guest-checkin-alert" onSelect={() => setAlertOpen(true)}>
              <BellRing aria-hidden />
              Check-in alert
            </DropdownMenuItem>
          )}
          {canEdit && guest.table_id && (
            <DropdownMenuItem data-testid="guest-table-owner" onSelect={() => setOwnerOpen(true)}>
              <Crown aria-hidden />
              Table owner
            </DropdownMenuItem>
          )}
          <DropdownMenuItem data-testid="guest-pass-open" onSelect={() => setPassOpen(true)}>
            <Ticket aria-hidden />
            Pass
          </DropdownMenuItem>
          <PrintBadgeMenuItem eventUuid={eventUuid} attendeeId={guest.id} />
          <DropdownMenuItem data-testid="guest-history-open" onSelect={() => onHistory(guest, trigger.current)}>
            <History aria-hidden />
            History
          </DropdownMenuItem>
          {canEdit && (
            <DropdownMenuItem tone="danger" onSelect={() => onDelete(guest)}>
              <Trash2 aria-hidden />
              Delete
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      {ownerOpen && <TableOwnerDialog guest={guest} open={ownerOpen} onOpenChange={setOwnerOpen} />}
      {passOpen && <PassLinkDialog guest={guest} open={passOpen} onOpenChange={setPassOpen} />}
      {inviteOpen && <InviteGuestDialog eventUuid={eventUuid} guest={guest} open={inviteOpen} onOpenChange={setInviteOpen} />}
      {alertOpen && <CheckInAlertDialog eventUuid={eventUuid} guest={guest} open={alertOpen} onOpenChange={setAlertOpen} />}
    </>
  )
}
