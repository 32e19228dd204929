import type { Alert } from '@/api/communications'
import { cn } from '@/lib/cn'
import { formatCount } from '@/lib/counts'

/** A count's filter of the recipients list: '' is everyone. */
export type RecipientFilter = '' | 'pending' | 'sent' | 'delivered' | 'opened' | 'clicked' | 'failed' | 'unsubscribed' | 'complained' | 'canceled'

type CountItem = { filter: RecipientFilter; label: string; value: number; tone?: 'negative' }

function percentOf(value: number, total: number): string | null {
  return total > 0 ? `${Math.floor((value / total) * 100)}%` : null
}

/**
 * How the messages fared, by the spec's counting rules (section 4: Delivered
 * counts delivered, read, opened and clicked; Opened counts read, opened and
 * clicked; Failed counts failures and errors). Each count shows its recipients.
 */
export function DeliveryCounts({
  counts,
  filter,
  onFilter,
}: {
  counts: Alert['counts']
  filter: RecipientFilter
  onFilter: (filter: RecipientFilter) => void
}) {
  const items: CountItem[] = [
    { filter: '', label: 'Recipients', value: counts.recipients },
    { filter: 'delivered', label: 'Delivered', value: counts.delivered },
    { filter: 'opened', label: 'Opened', value: counts.opened },
    { filter: 'clicked', label: 'Clicked', value: counts.clicked },
    { filter: 'failed', label: 'Failed', value: counts.failed, tone: 'negative' },
  ]
  if (counts.pending > 0) items.splice(1, 0, { filter: 'pending', label: 'On their way', value: counts.pending })
  if (counts.unsubscribed > 0) items.push({ filter: 'unsubscribed', label: 'Unsubscribed', value: counts.unsubscribed, tone: 'negative' })
  return (
    <div
      role="group"
      aria-label="Delivery counts"
      className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-[repeat(auto-fit,minmax(8.5rem,1fr))]"
      data-testid="delivery-counts"
    >
      {items.map((item) => {
        const pressed = filter === item.filter
        const percent = item.filter ? percentOf(item.value, counts.recipients) : null
        return (
          <button
            key={item.label}
            type="button"
            aria-pressed={pressed}
            onClick={() => onFilter(pressed ? '' : item.filter)}
            data-testid={`count-${item.label.toLowerCase().replace(/\s+/g, '-')}`}
            className={cn(
              'flex flex-col items-start rounded-lg border bg-background px-3.5 py-2.5 text-left shadow-card transition-colors hover:border-border-strong',
              pressed ? 'border-primary ring-1 ring-primary' : 'border-border',
            )}
          >
            <span className="text-xs font-medium text-muted-foreground">{item.label}</span>
            <span className="flex items-baseline gap-1.5">
              <span className={cn('text-xl font-semibold tabular-nums', item.tone === 'negative' && item.value > 0 && 'text-error')} data-testid="count-value">
                {formatCount(item.value)}
              </span>
              {percent && <span className="text-xs text-muted-foreground tabular-nums">{percent}</span>}
            </span>
          </button>
        )
      })}
    </div>
  )
}
