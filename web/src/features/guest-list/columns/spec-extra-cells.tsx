import { BellRing, Send } from 'lucide-react'
import { invitationStatusOf } from '@usher/domain/communications/invitation-status'
import type { Attendee } from '@/api/attendees'
import { Avatar } from '@/components/ui/avatar'
import { Badge, type BadgeTone } from '@/components/ui/badge'
import { exactEventTime } from '@/lib/event-time'
import { useGuestListActions } from '../guest-list-actions'

// Cells of the spec's guest-table columns that the list shows as read
// (section 2: has_checkin_alert, send_ticket, profile_image_src,
// invitation_sent_countdown). Each says its value in words as well as by
// its look, so a screen reader and a printout read the same.

const dash = <span className="text-subtle-foreground">—</span>

/** A bell and "Alert" when someone asked to be told when the guest arrives. */
export function CheckInAlertCell({ guest }: { guest: Attendee }) {
  if (!guest.has_checkin_alert) return dash
  return (
    <span className="inline-flex items-center gap-1 text-warning" data-testid="guest-has-checkin-alert" title="Someone is told when this guest checks in">
      <BellRing className="size-3.5" aria-hidden />
      Alert
    </span>
  )
}

/** Whether the guest's pass may be emailed to them (their host group's setting). */
export function SendTicketCell({ guest }: { guest: Attendee }) {
  const sends = guest.send_ticket ?? true
  return (
    <span className={sends ? 'inline-flex items-center gap-1 text-foreground/80' : 'text-muted-foreground'} data-testid="guest-send-ticket">
      {sends && <Send className="size-3.5 text-success" aria-hidden />}
      {sends ? 'Yes' : 'No (group does not send)'}
    </span>
  )
}

/** The guest's account picture, or their initial when they have none. */
export function ProfileImageCell({ guest }: { guest: Attendee }) {
  return (
    <Avatar
      name={guest.full_name}
      src={guest.profile_image_src}
      size="sm"
      data-testid="guest-profile-image"
      role="img"
      aria-label={`${guest.full_name}'s picture`}
    />
  )
}

/**
 * Day N of the invitation: the calendar days (event time zone) since it was
 * sent plus the spec's one day of grace, so the sending day is day 1.
 */
export function InvitationCountdownCell({ guest }: { guest: Attendee }) {
  const { timezone } = useGuestListActions()
  const days = guest.invitation_sent_countdown
  if (days == null || !guest.invitation_sent_at) return dash
  return (
    <span
      className="tabular-nums text-foreground/80"
      data-testid="guest-invitation-countdown"
      title={`Invitation sent ${exactEventTime(guest.invitation_sent_at, timezone)}; the sending day counts as day 1`}
    >
      Day {days.toLocaleString('en-US')}
    </span>
  )
}

const INVITATION_TONES: Record<ReturnType<typeof invitationStatusOf>['tone'], BadgeTone> = {
  positive: 'success',
  neutral: 'neutral',
  negative: 'error',
  none: 'outline',
}

/**
 * What became of the guest's latest invitation, in a word ("Delivered", "Deferred", "Bounced",
 * "Not sent"), with what happened in the server's words on hover and for screen readers.
 */
export function InvitationStatusCell({ guest }: { guest: Attendee }) {
  const view = invitationStatusOf(guest.invitation_delivery, guest.invitation_sent_at)
  return (
    <span
      title={view.description}
      data-testid="guest-invitation-status"
      data-status={guest.invitation_delivery?.status ?? (guest.invitation_sent_at ? 'sent' : 'none')}
    >
      <Badge tone={INVITATION_TONES[view.tone]}>{view.label}</Badge>
      <span className="sr-only">: {view.description}</span>
    </span>
  )
}
