import { formatTimeInZone } from '@usher/domain/format/zoned-time'
import { Badge } from '@/components/ui/badge'
import type { PortalGuest } from '@/api/host-portal'

/** RSVP as the host needs it: answered yes or no, invited and waiting, or not invited yet. */
export function RsvpBadge({ guest }: { guest: PortalGuest }) {
  if (guest.is_attending === true) return <Badge tone="success">Attending</Badge>
  if (guest.is_attending === false) return <Badge tone="error">Not attending</Badge>
  if (guest.is_invited) return <Badge tone="info">Invited</Badge>
  return <Badge tone="neutral">Not invited</Badge>
}

/** The check-in time on the event's own clock, labelled ('7:04 PM EST'), like every time the host sees. */
function checkInTime(iso: string, timezone: string): string {
  return formatTimeInZone(iso, timezone)
}

export function CheckInBadge({ guest, timezone }: { guest: PortalGuest; timezone: string }) {
  if (!guest.checked_in) return null
  return (
    <Badge tone="success" data-testid="host-guest-checked-in">
      Checked in{guest.checked_in_at ? ` ${checkInTime(guest.checked_in_at, timezone)}` : ''}
    </Badge>
  )
}
