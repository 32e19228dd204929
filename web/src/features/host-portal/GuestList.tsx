import { MapPin, Mail, PencilLine, Send, Ticket, UserRound } from 'lucide-react'
import { formatPhone } from '@usher/domain/format/phone-display'
import type { PortalGuest } from '@/api/host-portal'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { CheckInBadge, RsvpBadge } from './GuestStatus'

type Props = {
  guests: PortalGuest[]
  groupName: string
  timezone: string
  /** False after the deadline: the list stays, the buttons go. */
  canChange: boolean
  canSendPasses: boolean
  busyId: string | null
  onName: (guest: PortalGuest) => void
  onEdit: (guest: PortalGuest) => void
  /** False while the event's invitations are off: the portal says so once, above the list. */
  canInvite: boolean
  onInvite: (guest: PortalGuest) => void
  onSendPass: (guest: PortalGuest) => void
}

/** The group's guests, one card each (a phone's width), placeholders marked 'Guest Of {group}'. */
export function GuestList({ guests, groupName, timezone, canChange, canSendPasses, canInvite, busyId, onName, onEdit, onInvite, onSendPass }: Props) {
  return (
    <ul className="flex flex-col gap-2" data-testid="host-guest-list">
      {guests.map((guest) => (
        <li
          key={guest.id}
          className="rounded-lg border border-border bg-background p-3 shadow-card"
          data-testid="host-guest"
          data-placeholder={guest.is_placeholder}
        >
          <div className="flex items-start gap-3">
            <div className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground">
              {guest.is_placeholder ? <Ticket className="size-4" aria-hidden /> : <UserRound className="size-4" aria-hidden />}
            </div>
            <div className="min-w-0 flex-1">
              {guest.is_placeholder ? (
                <p className="font-medium text-muted-foreground" data-testid="host-guest-name">
                  Guest Of {groupName}
                </p>
              ) : (
                <p className="truncate font-medium" data-testid="host-guest-name">
                  {guest.full_name}
                </p>
              )}
              {!guest.is_placeholder && (guest.email || guest.phone_number) && (
                <p className="truncate text-[13px] text-muted-foreground">{[guest.email, formatPhone(guest.phone_number)].filter(Boolean).join(' · ')}</p>
              )}
              {guest.seat && (
                <p className="mt-1 flex items-center gap-1 text-[13px] text-foreground/80" data-testid="host-guest-seat">
                  <MapPin className="size-3.5 text-muted-foreground" aria-hidden />
                  {guest.seat}
                </p>
              )}
              <div className="mt-1.5 flex flex-wrap gap-1.5">
                {guest.is_placeholder ? <Badge tone="warning">Unnamed ticket</Badge> : <RsvpBadge guest={guest} />}
                <CheckInBadge guest={guest} timezone={timezone} />
              </div>
            </div>
          </div>
          {canChange && (
            <div className="mt-3 flex flex-wrap gap-2">
              {guest.is_placeholder ? (
                <Button size="md" onClick={() => onName(guest)}>
                  <PencilLine aria-hidden />
                  Name this ticket
                </Button>
              ) : (
                <>
                  <Button size="md" variant="secondary" onClick={() => onEdit(guest)}>
                    <PencilLine aria-hidden />
                    Edit
                  </Button>
                  {guest.email && canInvite && (
                    <Button size="md" variant="secondary" disabled={busyId === guest.id} onClick={() => onInvite(guest)}>
                      <Mail aria-hidden />
                      {guest.is_invited ? 'Invite again' : 'Invite'}
                    </Button>
                  )}
                  {guest.email && canSendPasses && (
                    <Button size="md" variant="secondary" disabled={busyId === guest.id} onClick={() => onSendPass(guest)}>
                      <Send aria-hidden />
                      Send pass
                    </Button>
                  )}
                </>
              )}
            </div>
          )}
        </li>
      ))}
    </ul>
  )
}
