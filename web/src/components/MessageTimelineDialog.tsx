import { useQuery } from '@tanstack/react-query'
import { outboundMessageQuery, type OutboundMessage } from '@/api/communications'
import { Badge } from '@/components/ui/badge'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Spinner } from '@/components/ui/spinner'
import { cn } from '@/lib/cn'
import { subjectWithLabels } from '@usher/domain/communications/merge-tag-picking'
import { toneOf } from '@usher/domain/communications/message-status'
import { deliveryLabelOf } from '@usher/domain/communications/delivery-words'
import { statusBadgeTone } from './MessageStatusChip'
import { exactEventTime } from '@/lib/event-time'
import { eventDateTime } from '@/lib/schedule-form'

type MessageTimelineDialogProps = {
  eventUuid: string
  timezone: string
  /** The message whose timeline is open, or null. */
  message: OutboundMessage | null
  onClose: () => void
}

/**
 * The dialog "outbound-message timeline": every status the message went
 * through, when (on the event's clock), what it means, and for a failure what
 * the mail server said. Updates live while open.
 */
export function MessageTimelineDialog({ eventUuid, timezone, message, onClose }: MessageTimelineDialogProps) {
  const detail = useQuery({ ...outboundMessageQuery(eventUuid, message?.id ?? ''), enabled: message !== null })
  const name = message?.full_name?.trim() || message?.email || ''
  const entries = detail.data?.timeline ?? []

  return (
    <Dialog open={message !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg" data-testid="message-timeline">
        <DialogHeader>
          <DialogTitle>Delivery to {name}</DialogTitle>
          <DialogDescription>
            {message?.email}
            {detail.data?.subject ? ` · “${subjectWithLabels(detail.data.subject)}”` : ''}
          </DialogDescription>
        </DialogHeader>
        <DialogBody>
          {detail.isPending ? (
            <div className="flex justify-center py-8">
              <Spinner label="Loading the timeline" />
            </div>
          ) : detail.isError ? (
            <p role="alert" className="text-[13px] text-error">
              {detail.error.message}
            </p>
          ) : (
            <ol className="relative flex flex-col gap-4 border-l border-border pl-5" aria-label="Statuses, oldest first">
              {entries.map((entry, index) => {
                const negative = toneOf(entry.status) === 'negative'
                return (
                  <li key={`${entry.status}-${entry.at}-${index}`} className="relative" data-testid="timeline-entry" data-status={entry.status}>
                    <span
                      aria-hidden
                      className={cn(
                        'absolute top-1.5 -left-[25px] size-2.5 rounded-full border-2 border-background',
                        negative ? 'bg-error' : toneOf(entry.status) === 'positive' ? 'bg-success' : 'bg-border-strong',
                      )}
                    />
                    <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                      <Badge tone={statusBadgeTone(entry.status)}>{deliveryLabelOf(entry)}</Badge>
                      <time dateTime={entry.at} className="text-xs text-muted-foreground">
                        {exactEventTime(entry.at, timezone)}
                      </time>
                    </div>
                    <p className="mt-1 text-[13px] text-foreground">{entry.explanation.replace(/ Click for details\.$/, '')}</p>
                    {entry.detail && (
                      <p
                        className={cn(
                          'mt-1.5 rounded-md px-2.5 py-1.5 font-mono text-xs break-words',
                          negative ? 'bg-error-soft text-error' : 'bg-muted text-muted-foreground',
                        )}
                      >
                        {entry.code && !entry.detail.startsWith(entry.code) && <span className="font-semibold">{entry.code} </span>}
                        {entry.detail}
                      </p>
                    )}
                    {entry.url && (
                      <p className="mt-1 truncate text-xs text-muted-foreground" title={entry.url}>
                        Link: {entry.url}
                      </p>
                    )}
                    {entry.retry_at && <p className="mt-1 text-xs text-muted-foreground">Next try: {eventDateTime(entry.retry_at, timezone)}</p>}
                  </li>
                )
              })}
            </ol>
          )}
        </DialogBody>
      </DialogContent>
    </Dialog>
  )
}
