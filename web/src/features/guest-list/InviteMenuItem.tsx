import { Mail } from 'lucide-react'
import type { Attendee } from '@/api/attendees'
import { DropdownMenuItem } from '@/components/ui/dropdown-menu'
import { useGuestListActions } from './guest-list-actions'
import { useInviteGuest } from './use-invitation-mutations'

/** "Send invitation", or "Resend invitation" once the guest has one; guests without an email cannot get one. */
export function InviteMenuItem({ guest }: { guest: Attendee }) {
  const { eventUuid } = useGuestListActions()
  const invite = useInviteGuest(eventUuid)
  return (
    <DropdownMenuItem data-testid="guest-invite" disabled={!guest.email || invite.isPending} onSelect={() => invite.mutate(guest)}>
      <Mail aria-hidden />
      {guest.is_invited ? 'Resend invitation' : 'Send invitation'}
    </DropdownMenuItem>
  )
}
