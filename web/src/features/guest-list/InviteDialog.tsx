import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Spinner } from '@/components/ui/spinner'
import { JourneySelect } from '@/features/journeys/choice/JourneySelect'
import { isApiError } from '@/lib/api-error'

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
}

/** Sending invitations when the event has journeys: choose the one the invitation leads through. */
export function InviteDialog({ eventUuid, title, description, open, onOpenChange, pending, error, onSend }: InviteDialogProps) {
  const [journeyId, setJourneyId] = useState('')
  const journeyError = isApiError(error) ? (error.errors.journey_id?.[0] ?? null) : null
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="invite-dialog">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <JourneySelect id="invite-journey" eventUuid={eventUuid} value={journeyId} onChange={setJourneyId} error={journeyError} />
        </DialogBody>
        <DialogFooter>
          <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="button" disabled={pending} data-testid="invite-send" onClick={() => onSend(journeyId)}>
            {pending && <Spinner />}
            Send
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
