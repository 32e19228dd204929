import { Mail } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useBulkInvite } from './use-invitation-mutations'
import { useInvitationsSwitch } from './use-invitations-switch'

/** Invites every selected guest who has an email address. */
export function BulkInviteButton({ eventUuid, selectedIds, onDone }: { eventUuid: string; selectedIds: string[]; onDone: () => void }) {
  const invite = useBulkInvite(eventUuid)
  const invitations = useInvitationsSwitch(eventUuid)
  if (!invitations.on) {
    // Disabled buttons take no pointer: the wrapper carries the why for a mouse, the description for a screen reader.
    return (
      <span title={invitations.offMessage} className="inline-flex">
        <Button variant="secondary" size="sm" data-testid="bulk-invite" disabled aria-describedby="bulk-invite-off">
          <Mail aria-hidden />
          Invite
        </Button>
        <span id="bulk-invite-off" className="sr-only">
          {invitations.offMessage}
        </span>
      </span>
    )
  }
  return (
    <Button variant="secondary" size="sm" data-testid="bulk-invite" disabled={invite.isPending} onClick={() => invite.mutate(selectedIds, { onSuccess: onDone })}>
      <Mail aria-hidden />
      Invite
    </Button>
  )
}
