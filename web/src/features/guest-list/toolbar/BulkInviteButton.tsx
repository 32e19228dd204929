import { useState } from 'react'
import { Eye, EyeOff, Mail } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useBulkInvite } from '@/api/invitation-mutations'
import { useInvitationsSwitch } from '../use-invitations-switch'
import { InviteDialog } from '../dialogs/InviteDialog'
import { InvitationPreview } from '../dialogs/InvitationPreview'
import { useJourneyOptions } from '@/components/journey-select/use-journey-options'
import {
  describeInvitationAudience,
  invitationAudience,
  type InvitationAudience,
  type InvitationCandidate,
} from '@usher/domain/invitations/invitation-audience'

const NAMES_SHOWN = 8

/** To whom: the first names of the list, and how many more. */
function InvitationRecipients({ audience }: { audience: InvitationAudience }) {
  const { recipients, unseen } = audience
  if (recipients.length === 0 && unseen === 0) return <p className="text-sm text-muted-foreground">None of the selected guests has an email address.</p>
  const more = recipients.length - NAMES_SHOWN + unseen
  return (
    <div className="mb-3 text-sm" data-testid="invite-recipients">
      <p className="text-[13px] font-medium">To</p>
      {/* Bullets outside the text: on a phone an address wraps under the name, not under the bullet. */}
      <ul className="mt-1 list-outside list-disc pl-4 text-muted-foreground">
        {recipients.slice(0, NAMES_SHOWN).map((guest) => (
          <li key={guest.id}>
            {guest.full_name || 'Unnamed guest'} <span className="text-xs">({guest.email})</span>
          </li>
        ))}
      </ul>
      {more > 0 && <p className="mt-1 text-muted-foreground">and {more} more</p>}
    </div>
  )
}

/**
 * Invites every selected guest who has an email address, after asking, as Communications does:
 * how many and to whom, who is skipped, and which journey when the event has journeys.
 */
export function BulkInviteButton({
  eventUuid,
  selectedIds,
  guests,
  onDone,
}: {
  eventUuid: string
  selectedIds: string[]
  guests: readonly InvitationCandidate[]
  onDone: () => void
}) {
  const invite = useBulkInvite(eventUuid)
  const invitations = useInvitationsSwitch(eventUuid)
  const choosesJourney = useJourneyOptions(eventUuid).length > 0
  const [choosing, setChoosing] = useState(false)
  const [previewing, setPreviewing] = useState(false)
  const send = (journeyId: string | null) =>
    invite.mutate(
      { ids: selectedIds, choice: { journey_id: journeyId } },
      {
        onSuccess: () => {
          setChoosing(false)
          onDone()
        },
      },
    )
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
  const audience = invitationAudience(selectedIds, guests)
  const question = describeInvitationAudience(audience)
  // The preview is the first selected guest's own mail: their name, their link.
  const loaded = new Set(guests.map((guest) => guest.id))
  const previewId = audience.recipients[0]?.id ?? selectedIds.find((id) => !loaded.has(id)) ?? null
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        data-testid="bulk-invite"
        disabled={invite.isPending}
        onClick={() => {
          setPreviewing(false)
          setChoosing(true)
        }}
      >
        <Mail aria-hidden />
        Invite…
      </Button>
      {choosing && (
        <InviteDialog
          eventUuid={eventUuid}
          title={`${question}?`}
          description="Each guest gets their personal link by email, at once. Nothing is sent until you confirm."
          choosesJourney={choosesJourney}
          sendLabel="Send invitations"
          sendDisabled={audience.recipients.length + audience.unseen === 0}
          open={choosing}
          onOpenChange={setChoosing}
          pending={invite.isPending}
          error={invite.error}
          onSend={(journeyId) => send(journeyId || null)}
          wide={previewing}
        >
          <InvitationRecipients audience={audience} />
          {previewId && (
            <div className="mb-3 flex flex-col gap-2">
              {/* Pulled left by its own padding, so the eye lines up with the names above it. */}
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="-ml-2.5 self-start"
                aria-expanded={previewing}
                data-testid="invite-preview-toggle"
                onClick={() => setPreviewing((shown) => !shown)}
              >
                {previewing ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
                {previewing ? 'Hide the preview' : 'Preview the invitation'}
              </Button>
              {previewing && <InvitationPreview eventUuid={eventUuid} attendeeId={previewId} />}
            </div>
          )}
        </InviteDialog>
      )}
    </>
  )
}
