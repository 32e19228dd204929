import type { Attendee } from '@/api/attendees'
import { useGuestListActions } from '../guest-list-actions'
import { RSVP_OPTIONS } from './tri-state'
import { TriStateMenu } from './TriStateMenu'
import { useSetRsvp } from '@/api/guest-mutations'

export function RsvpMenu({ guest }: { guest: Attendee }) {
  const { eventUuid, canEdit } = useGuestListActions()
  const setRsvp = useSetRsvp(eventUuid)
  return (
    <TriStateMenu
      title="RSVP"
      testId="rsvp-menu"
      guestName={guest.full_name}
      value={guest.is_attending}
      options={RSVP_OPTIONS}
      disabled={!canEdit}
      onChange={(value) => setRsvp.mutate({ guest, value })}
    />
  )
}
