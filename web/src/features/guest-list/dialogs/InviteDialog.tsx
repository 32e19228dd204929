import { useState, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Spinner } from '@/components/ui/spinner'
import { JourneySelect } from '@/components/journey-select/JourneySelect'
import { fieldErrorOf } from '@/components/form/field-errors'

type InviteDialogProps = {
  eventUuid: string
  title: string
  description: string
  open: boolean
  onOpenChange: (open: boolean) => void
  pending: boolean
  /** The last send's failure: a refused journey shows under the select. */
  error: unknown
  /** '' when no journey is chosen (the guest's group's or the event's default). */
  onSend: (journeyId: string) => void
  /** Whether the organiser chooses a journey (the event has some). */
  choosesJourney?: boolean
  /** Who the invitation goes to, shown above the journey choice. */
  children?: ReactNode
  /** The send button's words. */
  sendLabel?: string
  /** Nothing to send (no selected guest has an address). */
  sendDisabled?: boolean
  /** Wider, for a preview of the mail beside the choice. */
  wide?: boolean
}

/** Sending invitations: who they go to, and the journey they lead through when the event has journeys. */
export function InviteDialog({
  eventUuid,
  title,
  description,
  open,
  onOpenChange,
  pending,
  error,
  onSend,
  choosesJourney = true,
  children,
  sendLabel = 'Send',
  sendDisabled = false,
  wide = false,
}: InviteDialogProps) {
  const [journeyId, setJourneyId] = useState('')
  const journeyError = fieldErrorOf(error, 'journey_id')
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="invite-dialog" className={wide ? 'sm:max-w-3xl' : undefined}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogBody>
          {children}
          {choosesJourney && <JourneySelect id="invite-journey" eventUuid={eventUuid} value={journeyId} onChange={setJourneyId} error={journeyError} />}
        </DialogBody>
        <DialogFooter>
          <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="button" disabled={pending || sendDisabled} data-testid="invite-send" onClick={() => onSend(journeyId)}>
            {pending && <Spinner />}
            {sendLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
