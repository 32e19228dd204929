import { cn } from '@/lib/cn'
import type { StatItem } from '@/lib/guest-filters/stat-items'

const dotTone: Record<StatItem['tone'], string> = {
  neutral: 'bg-subtle-foreground',
  primary: 'bg-primary',
  success: 'bg-success',
  error: 'bg-error',
  warning: 'bg-warning',
}

/** Without onSelect the counter only informs (total seats: no guest filter lists seats). */
type StatFilterItemProps = { item: StatItem; value: number | undefined; active: boolean; onSelect?: () => void }

/** One counter; the group caption already says RSVP or Approval, so that prefix is for screen readers only. */
export function StatFilterItem({ item, value, active, onSelect }: StatFilterItemProps) {
  return (
    <button
      type="button"
      data-testid={item.testId}
      data-value={value ?? ''}
      aria-pressed={onSelect ? active : undefined}
      disabled={!onSelect}
      onClick={onSelect}
      className={cn(
        'flex min-w-fit flex-1 flex-col items-start gap-1.5 rounded-md px-2.5 py-2 text-left transition-colors',
        active ? 'bg-primary-soft ring-1 ring-primary/30' : onSelect ? 'hover:bg-muted/70' : 'cursor-default',
      )}
    >
      <span className={cn('flex max-w-full items-center gap-1.5 text-xs font-medium', active ? 'text-primary' : 'text-muted-foreground')}>
        <span className={cn('size-1.5 shrink-0 rounded-full', dotTone[item.tone])} aria-hidden />
        <span className="whitespace-nowrap">
          {item.hiddenPrefix && <span className="sr-only">{item.hiddenPrefix} </span>}
          {item.shortLabel}
        </span>
      </span>
      <span className="text-xl leading-none font-semibold tracking-[-0.02em] text-foreground tabular-nums" data-testid="stat-value">
        {value === undefined ? '–' : value.toLocaleString('en-US')}
      </span>
    </button>
  )
}
