import { Mail } from 'lucide-react'
import type { Attendee } from '@/api/attendees'
import { DropdownMenuItem } from '@/components/ui/dropdown-menu'
import { useGuestListActions } from '../guest-list-actions'
import { useInviteGuest } from '@/api/invitation-mutations'
import { useInvitationsSwitch } from '../use-invitations-switch'
import { useJourneyOptions } from '@/components/journey-select/use-journey-options'

/**
 * "Send invitation", or "Resend invitation" once the guest has one; guests without an email cannot get one.
 * When the event has journeys to choose from, it asks which one first (`onChooseJourney` opens that dialog).
 */
export function InviteMenuItem({ guest, onChooseJourney }: { guest: Attendee; onChooseJourney: () => void }) {
  const { eventUuid } = useGuestListActions()
  const invite = useInviteGuest(eventUuid)
  const invitations = useInvitationsSwitch(eventUuid)
  const choosesJourney = useJourneyOptions(eventUuid).length > 0
  return (
    <DropdownMenuItem
      data-testid="guest-invite"
      disabled={!invitations.on || !guest.email || invite.isPending}
      onSelect={() => (choosesJourney ? onChooseJourney() : invite.mutate({ guest }))}
      title={invitations.on ? undefined : invitations.offMessage}
    >
      <Mail aria-hidden />
      <span className="flex flex-col">
        {guest.is_invited ? 'Resend invitation' : 'Send invitation'}
        {choosesJourney && '…'}
        {!invitations.on && (
          <span className="max-w-56 text-xs whitespace-normal text-muted-foreground" data-testid="invitations-off">
            {invitations.offMessage}
          </span>
        )}
      </span>
    </DropdownMenuItem>
  )
}
