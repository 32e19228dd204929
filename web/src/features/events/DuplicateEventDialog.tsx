import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { duplicationTimelineQuery } from '@/api/event-duplication'
import type { UsherEvent } from '@/api/events'
import { useDuplicateEvent } from '@/api/event-lifecycle-mutations'
import { Button } from '@/components/ui/button'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { DuplicationChoice } from './DuplicationChoice'
import { DuplicationProgress } from './DuplicationProgress'

type DuplicateEventDialogProps = {
  event: UsherEvent
  open: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * "Duplicate event": what the copy will get and whether its guests come too;
 * then, once the copy exists, its copying part by part until it is ready to open.
 */
export function DuplicateEventDialog({ event, open, onOpenChange }: DuplicateEventDialogProps) {
  const navigate = useNavigate()
  const [includeGuests, setIncludeGuests] = useState(false)
  const duplicate = useDuplicateEvent(event.uuid)
  const copy = duplicate.data?.data ?? null
  const timeline = useQuery({
    ...duplicationTimelineQuery(copy?.uuid ?? ''),
    enabled: copy !== null,
  })
  const finished = timeline.data !== undefined && timeline.data.status !== 'copying'

  const close = (next: boolean) => {
    onOpenChange(next)
    if (!next) {
      duplicate.reset()
      setIncludeGuests(false)
    }
  }
  const openCopy = async () => {
    if (!copy) return
    close(false)
    await navigate({
      to: '/events/$uuid/settings/general',
      params: { uuid: copy.uuid },
    })
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-lg" data-testid="duplicate-event-dialog">
        <DialogHeader>
          <DialogTitle>
            {copy ? (finished ? (timeline.data?.status === 'failed' ? 'Copy incomplete' : 'Copy ready') : `Copying ${event.name}`) : 'Duplicate event'}
          </DialogTitle>
          <DialogDescription>{copy ? `The new event is “${copy.name}”.` : `Make a new event from “${event.name}”, with its set-up.`}</DialogDescription>
        </DialogHeader>
        <DialogBody>
          {copy ? (
            <DuplicationProgress copyUuid={copy.uuid} />
          ) : (
            <DuplicationChoice eventUuid={event.uuid} includeGuests={includeGuests} onIncludeGuestsChange={setIncludeGuests} />
          )}
          {duplicate.isError && (
            <p role="alert" className="mt-3 text-[13px] text-error">
              {duplicate.error.message}
            </p>
          )}
        </DialogBody>
        <DialogFooter>
          {copy ? (
            <>
              <Button variant="secondary" onClick={() => close(false)}>
                Close
              </Button>
              <Button onClick={() => void openCopy()} disabled={!finished}>
                Open the copy
              </Button>
            </>
          ) : (
            <>
              <Button variant="secondary" onClick={() => close(false)}>
                Cancel
              </Button>
              <Button onClick={() => duplicate.mutate(includeGuests)} disabled={duplicate.isPending}>
                {duplicate.isPending ? 'Duplicating…' : 'Duplicate'}
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
