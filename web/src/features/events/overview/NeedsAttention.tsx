import { Link } from '@tanstack/react-router'
import { ChevronRight, CircleAlert, CircleCheck } from 'lucide-react'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import type { UseQueryResult } from '@tanstack/react-query'
import { Skeleton } from '@/components/ui/skeleton'
import { QueryView } from '@/components/query-view'
import type { AttendeeStats } from '@/api/attendees'
import type { WebhookEndpoint } from '@/api/webhooks'
import { attentionItems, type AttentionItem } from './attention-items'

const rowClass = 'flex items-center gap-2.5 rounded-md px-2 py-2 text-sm transition-colors hover:bg-muted'

type NeedsAttentionProps = {
  uuid: string
  stats: UseQueryResult<AttendeeStats, Error>
  /** The event's webhooks, for those who may change them (a failing one needs a look); null for the others. */
  endpoints: UseQueryResult<WebhookEndpoint[], Error> | null
}

export function NeedsAttention({ uuid, stats, endpoints }: NeedsAttentionProps) {
  const pending = <Skeleton className="h-9 w-full" />
  return (
    <Card data-testid="overview-attention">
      <CardHeader>
        <CardTitle>Needs attention</CardTitle>
      </CardHeader>
      <CardContent>
        <QueryView query={stats} pendingLabel="Loading what needs attention" pending={pending}>
          {(counts) =>
            endpoints ? (
              <QueryView query={endpoints} pendingLabel="Loading what needs attention" pending={pending}>
                {(hooks) => <AttentionList uuid={uuid} items={attentionItems(counts, hooks)} />}
              </QueryView>
            ) : (
              <AttentionList uuid={uuid} items={attentionItems(counts, undefined)} />
            )
          }
        </QueryView>
      </CardContent>
    </Card>
  )
}

function AttentionList({ uuid, items }: { uuid: string; items: AttentionItem[] }) {
  return items.length === 0 ? (
    <p className="flex items-center gap-2 text-sm text-muted-foreground">
      <CircleCheck aria-hidden className="size-4 text-success" />
      Nothing needs your attention.
    </p>
  ) : (
    <ul className="-mx-2 flex flex-col">
      {items.map((item) => (
        <li key={item.key}>
          {item.kind === 'guests' ? (
            <Link to="/events/$uuid/guest-management" params={{ uuid }} search={{ filter: item.filter }} className={rowClass}>
              <AttentionText text={item.text} />
            </Link>
          ) : (
            <Link to="/events/$uuid/settings/webhooks" params={{ uuid }} className={rowClass}>
              <AttentionText text={item.text} />
            </Link>
          )}
        </li>
      ))}
    </ul>
  )
}

function AttentionText({ text }: { text: string }) {
  return (
    <>
      <CircleAlert aria-hidden className="size-4 shrink-0 text-warning" />
      <span className="min-w-0 flex-1">{text}</span>
      <ChevronRight aria-hidden className="size-4 shrink-0 text-subtle-foreground" />
    </>
  )
}
