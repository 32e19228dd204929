import { useQuery } from '@tanstack/react-query'
import { CircleAlert, RefreshCw } from 'lucide-react'
import { outboundMessageQuery, type MessageTimelineEntry, type OutboundMessageDetail } from '@/api/outbound-messages'
import { Button } from '@/components/ui/button'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { EmptyState } from '@/components/ui/empty-state'
import { Skeleton } from '@/components/ui/skeleton'
import { Spinner } from '@/components/ui/spinner'
import { exactEventTime } from '@/features/guest-list/event-time'
import { cn } from '@/lib/cn'
import { dotToneOf, explanationWithoutPointer } from './message-status-look'
import { MessageStatusBadge } from './MessageStatusBadge'

type Props = {
  /** The message to show; null keeps the dialog closed. */
  messageId: string | null
  /** The event's time zone: every time reads in it, labelled. */
  timezone: string
  onClose: () => void
}

/**
 * The spec's "outbound-message timeline" dialog: every status one message went
 * through, oldest first, with what the mail servers said. Shared by the guest's
 * drawer and a communication's recipients.
 */
export function MessageTimelineDialog({ messageId, timezone, onClose }: Props) {
  return (
    <Dialog open={messageId !== null} onOpenChange={(open) => !open && onClose()}>
      {messageId && (
        <DialogContent aria-describedby="message-timeline-description" className="sm:max-w-[560px]" data-testid="message-timeline">
          <TimelineContent messageId={messageId} timezone={timezone} />
        </DialogContent>
      )}
    </Dialog>
  )
}

function TimelineContent({ messageId, timezone }: { messageId: string; timezone: string }) {
  const query = useQuery(outboundMessageQuery(messageId))
  const message = query.data
  return (
    <>
      <DialogHeader>
        <DialogTitle>{message ? `Message to ${message.full_name ?? message.email}` : 'Message'}</DialogTitle>
        <DialogDescription id="message-timeline-description">{message ? describe(message) : 'Loading…'}</DialogDescription>
      </DialogHeader>
      <DialogBody>
        {query.isPending ? (
          <div role="status" aria-label="Loading the timeline" className="flex flex-col gap-4">
            {[0.6, 0.45, 0.7].map((width) => (
              <div key={width} className="flex gap-3">
                <Skeleton className="size-3 shrink-0 rounded-full" />
                <Skeleton className="h-3" style={{ width: `${width * 100}%` }} />
              </div>
            ))}
          </div>
        ) : query.isError ? (
          <EmptyState
            icon={CircleAlert}
            title="Couldn’t load this message"
            description={query.error.message}
            className="py-8"
            action={
              <Button variant="secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
                {query.isFetching ? <Spinner label="Retrying" /> : <RefreshCw aria-hidden />}
                Try again
              </Button>
            }
          />
        ) : (
          <>
            <div className="mb-4 flex flex-wrap items-center gap-2 text-[13px]">
              <span className="text-muted-foreground">Now:</span>
              <MessageStatusBadge status={query.data.status} label={query.data.status_label} explanation={query.data.status_explanation} />
            </div>
            <ol aria-label="What happened to this message, oldest first">
              {query.data.timeline.map((entry, index) => (
                <TimelineStep key={`${entry.at}-${index}`} entry={entry} timezone={timezone} last={index === query.data.timeline.length - 1} />
              ))}
            </ol>
          </>
        )}
      </DialogBody>
    </>
  )
}

function describe(message: OutboundMessageDetail): string {
  // The subject only when it says more than the communication's name.
  const subject = message.subject && message.subject !== message.alert_name ? `“${message.subject}”` : null
  const parts = [message.alert_name, subject, message.email].filter(Boolean)
  return parts.join(' · ')
}

function TimelineStep({ entry, timezone, last }: { entry: MessageTimelineEntry; timezone: string; last: boolean }) {
  return (
    <li className="relative flex gap-3 pb-4 last:pb-0" data-testid="timeline-step">
      {!last && <span aria-hidden className="absolute top-4 bottom-0 left-[5.5px] w-px bg-border" />}
      <span aria-hidden className={cn('relative mt-1 size-3 shrink-0 rounded-full ring-4 ring-background', dotToneOf(entry.status))} />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-[13px] font-semibold">{entry.label}</span>
          <time dateTime={entry.at} className="text-xs text-muted-foreground tabular-nums">
            {exactEventTime(entry.at, timezone)}
          </time>
        </p>
        <p className="mt-0.5 text-xs text-muted-foreground">{explanationWithoutPointer(entry.explanation)}</p>
        {entry.detail && (
          <p className="mt-1 rounded-md bg-canvas px-2 py-1 font-mono text-[11px] break-words text-foreground/80">
            {entry.code && !entry.detail.startsWith(entry.code) && <span className="font-semibold">{entry.code} </span>}
            {entry.detail}
          </p>
        )}
        {entry.url && (
          <p className="mt-1 truncate text-xs text-muted-foreground" title={entry.url}>
            Link: <span className="font-mono text-[11px]">{entry.url}</span>
          </p>
        )}
        {entry.retry_at && <p className="mt-1 text-xs text-muted-foreground">Next try: {exactEventTime(entry.retry_at, timezone)}</p>}
      </div>
    </li>
  )
}
