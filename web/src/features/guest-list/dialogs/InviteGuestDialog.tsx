import type { Attendee } from '@/api/attendees'
import { InviteDialog } from './InviteDialog'
import { useInviteGuest } from '@/api/invitation-mutations'

/** One guest's invitation (or resend), with the journey it leads through. */
export function InviteGuestDialog({
  eventUuid,
  guest,
  open,
  onOpenChange,
}: {
  eventUuid: string
  guest: Attendee
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const invite = useInviteGuest(eventUuid)
  return (
    <InviteDialog
      eventUuid={eventUuid}
      title={guest.is_invited ? 'Resend invitation' : 'Send invitation'}
      description={`${guest.full_name} gets an email with their personal link.`}
      open={open}
      onOpenChange={onOpenChange}
      pending={invite.isPending}
      error={invite.error}
      onSend={(journeyId) => invite.mutate({ guest, choice: { journey_id: journeyId || null } }, { onSuccess: () => onOpenChange(false) })}
    />
  )
}
