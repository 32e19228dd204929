import { Mail } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useBulkInvite } from './use-invitation-mutations'

/** Invites every selected guest who has an email address. */
export function BulkInviteButton({ eventUuid, selectedIds, onDone }: { eventUuid: string; selectedIds: string[]; onDone: () => void }) {
  const invite = useBulkInvite(eventUuid)
  return (
    <Button variant="secondary" size="sm" data-testid="bulk-invite" disabled={invite.isPending} onClick={() => invite.mutate(selectedIds, { onSuccess: onDone })}>
      <Mail aria-hidden />
      Invite
    </Button>
  )
}
