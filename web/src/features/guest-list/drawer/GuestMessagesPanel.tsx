import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { ChevronRight, CircleAlert, Mail } from 'lucide-react'
import type { OutboundMessage } from '@/api/communications'
import { guestMessagesQuery } from '@/api/guest-messages'
import { Badge } from '@/components/ui/badge'
import { EmptyState } from '@/components/ui/empty-state'
import { SheetBody } from '@/components/ui/sheet'
import { Skeleton } from '@/components/ui/skeleton'
import { QueryView } from '@/components/query-view'
import { deliveryLabelOf } from '@usher/domain/communications/delivery-words'
import { statusBadgeTone } from '@/components/MessageStatusChip'
import { MessageTimelineDialog } from '@/components/MessageTimelineDialog'
import { exactEventTime, formatEventTime } from '@/lib/event-time'
import { useGuestListActions } from '../guest-list-actions'

/** What a guest was sent: each communication, where its message stands, and its timeline on click. */
export function GuestMessagesPanel({ guestId, enabled }: { guestId: string; enabled: boolean }) {
  const { eventUuid, timezone } = useGuestListActions()
  const query = useQuery({ ...guestMessagesQuery(eventUuid, guestId), enabled })
  const [open, setOpen] = useState<OutboundMessage | null>(null)
  const messages = query.data?.data ?? []
  const now = new Date()

  return (
    <QueryView
      query={query}
      pendingLabel="Loading messages"
      // The placeholder stands where the sheet's scrolling body will be.
      pendingClassName="flex min-h-0 flex-1 flex-col gap-3 px-5 py-5"
      pending={[0.7, 0.5, 0.6].map((width) => (
        <div key={width} className="flex flex-col gap-2 rounded-lg border border-border p-3">
          <Skeleton className="h-3" style={{ width: `${width * 100}%` }} />
          <Skeleton className="h-2.5 w-24" />
        </div>
      ))}
      error={(error) => (
        <SheetBody className="flex items-center justify-center">
          <EmptyState icon={CircleAlert} title="Couldn’t load the messages" description={error.message} />
        </SheetBody>
      )}
      isEmpty={(page) => page.data.length === 0}
      empty={
        <SheetBody className="flex items-center justify-center">
          <EmptyState
            icon={Mail}
            title="No messages yet"
            description="Communications sent to this guest will show up here, with whether they arrived, were opened or clicked."
          />
        </SheetBody>
      }
    >
      {() => (
        <SheetBody>
          <p className="mb-3 text-xs text-muted-foreground">
            {messages.length} {messages.length === 1 ? 'message' : 'messages'} · newest first · open one for its timeline
          </p>
          <ul aria-label="Messages sent to this guest" className="flex flex-col gap-2">
            {messages.map((message) => (
              <MessageRow key={message.id} message={message} timezone={timezone} now={now} onOpen={() => setOpen(message)} />
            ))}
          </ul>
          <MessageTimelineDialog eventUuid={eventUuid} timezone={timezone} message={open} onClose={() => setOpen(null)} />
        </SheetBody>
      )}
    </QueryView>
  )
}

function MessageRow({ message, timezone, now, onOpen }: { message: OutboundMessage; timezone: string; now: Date; onOpen: () => void }) {
  const name = message.alert_name ?? 'A message from the event'
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        aria-label={`${name}: ${deliveryLabelOf(message)}. Open its timeline`}
        className="flex w-full items-start gap-3 rounded-lg border border-border bg-background px-3 py-2.5 text-left transition-colors hover:bg-muted/60"
        data-testid="guest-message"
      >
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center gap-2">
            <span className="min-w-0 truncate text-[13px] font-semibold text-foreground">{name}</span>
            <Badge tone={statusBadgeTone(message.status)} data-testid="message-status" data-status={message.status}>
              {deliveryLabelOf(message)}
            </Badge>
          </span>
          {/* The whole row opens the details, so the explanation's "Click for details" holds. */}
          <span className="mt-0.5 block text-xs text-muted-foreground">
            {message.status_description === deliveryLabelOf(message) ? message.status_explanation : message.status_description}
          </span>
          <time
            dateTime={message.status_at}
            title={exactEventTime(message.status_at, timezone)}
            className="mt-1 block text-xs text-subtle-foreground tabular-nums"
          >
            {formatEventTime(message.status_at, timezone, now)}
          </time>
        </span>
        <ChevronRight aria-hidden className="mt-0.5 size-4 shrink-0 text-subtle-foreground" />
      </button>
    </li>
  )
}
