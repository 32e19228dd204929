import { useRef, useState } from 'react'
import { BellRing, Crown, Ellipsis, History, Pencil, Ticket, Trash2 } from 'lucide-react'
import type { Attendee } from '@/api/attendees'
import { Button } from '@/components/ui/button'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu'
import { useGuestListActions } from '../guest-list-actions'
import { InviteMenuItem } from './InviteMenuItem'
import { PrintBadgeMenuItem } from '../toolbar/PrintBadgesButton'
import { lazyDialog, OnceOpened } from '@/components/ui/lazy-dialog'

// Each row's menu opens these on a click: their code loads then, not with the list's first rows.
const CheckInAlertDialog = lazyDialog(() => import('../dialogs/CheckInAlertDialog').then((module) => module.CheckInAlertDialog))
const InviteGuestDialog = lazyDialog(() => import('../dialogs/InviteGuestDialog').then((module) => module.InviteGuestDialog))
const PassLinkDialog = lazyDialog(() => import('../dialogs/PassLinkDialog').then((module) => module.PassLinkDialog))
const TableOwnerDialog = lazyDialog(() => import('../dialogs/TableOwnerDialog').then((module) => module.TableOwnerDialog))
const preloadRowDialogs = () => {
  for (const dialog of [CheckInAlertDialog, InviteGuestDialog, PassLinkDialog, TableOwnerDialog]) void dialog.preload().catch(() => undefined)
}

export function GuestRowActions({ guest }: { guest: Attendee }) {
  const { eventUuid, onEdit, onDelete, onHistory, canEdit } = useGuestListActions()
  const trigger = useRef<HTMLButtonElement>(null)
  const [alertOpen, setAlertOpen] = useState(false)
  const [passOpen, setPassOpen] = useState(false)
  const [ownerOpen, setOwnerOpen] = useState(false)
  const [inviteOpen, setInviteOpen] = useState(false)
  return (
    <>
      {/* The menu's opening fetches its dialogs' code, so the one chosen opens at once. */}
      <DropdownMenu onOpenChange={(open) => open && preloadRowDialogs()}>
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
      {ownerOpen && (
        <OnceOpened open={ownerOpen}>
          <TableOwnerDialog guest={guest} open={ownerOpen} onOpenChange={setOwnerOpen} />
        </OnceOpened>
      )}
      {passOpen && (
        <OnceOpened open={passOpen}>
          <PassLinkDialog guest={guest} open={passOpen} onOpenChange={setPassOpen} />
        </OnceOpened>
      )}
      {inviteOpen && (
        <OnceOpened open={inviteOpen}>
          <InviteGuestDialog eventUuid={eventUuid} guest={guest} open={inviteOpen} onOpenChange={setInviteOpen} />
        </OnceOpened>
      )}
      {alertOpen && (
        <OnceOpened open={alertOpen}>
          <CheckInAlertDialog eventUuid={eventUuid} guest={guest} open={alertOpen} onOpenChange={setAlertOpen} />
        </OnceOpened>
      )}
    </>
  )
}
