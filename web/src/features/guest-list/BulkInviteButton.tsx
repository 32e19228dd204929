import { useState } from 'react'
import { Mail } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useBulkInvite } from './use-invitation-mutations'
import { useInvitationsSwitch } from './use-invitations-switch'
import { InviteDialog } from './InviteDialog'
import { useJourneyOptions } from '@/features/journeys/choice/use-journey-options'

/** Invites every selected guest who has an email address; asks for the journey first when the event has journeys. */
export function BulkInviteButton({ eventUuid, selectedIds, onDone }: { eventUuid: string; selectedIds: string[]; onDone: () => void }) {
  const invite = useBulkInvite(eventUuid)
  const invitations = useInvitationsSwitch(eventUuid)
  const choosesJourney = useJourneyOptions(eventUuid).length > 0
  const [choosing, setChoosing] = useState(false)
  const send = (journeyId: string | null) =>
    invite.mutate({ ids: selectedIds, choice: { journey_id: journeyId } }, { onSuccess: () => { setChoosing(false); onDone() } })
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
  const count = selectedIds.length
  return (
    <>
      <Button variant="secondary" size="sm" data-testid="bulk-invite" disabled={invite.isPending} onClick={() => (choosesJourney ? setChoosing(true) : send(null))}>
        <Mail aria-hidden />
        {choosesJourney ? 'Invite…' : 'Invite'}
      </Button>
      {choosing && (
        <InviteDialog
          eventUuid={eventUuid}
          title={`Invite ${count} ${count === 1 ? 'guest' : 'guests'}`}
          description="Each selected guest with an email address gets their personal link; guests without one are skipped."
          open={choosing}
          onOpenChange={setChoosing}
          pending={invite.isPending}
          error={invite.error}
          onSend={(journeyId) => send(journeyId || null)}
        />
      )}
    </>
  )
}
