import type { ReactNode } from 'react'
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover'
import { ListFilter } from 'lucide-react'
import { Button } from '@/components/ui/button'

/**
 * The field and tag filters, folded behind one button where the toolbar is short of room, so the
 * toolbar keeps one row. The button says how many of them are on.
 */
export function GuestMoreFilters({ activeCount, children }: { activeCount: number; children: ReactNode }) {
  const name = activeCount > 0 ? `More filters, ${activeCount} on` : 'More filters'
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button
          variant={activeCount > 0 ? 'soft' : 'secondary'}
          size="icon"
          className="relative"
          aria-label={name}
          title={name}
          data-testid="guest-more-filters"
        >
          <ListFilter aria-hidden />
          {activeCount > 0 && (
            <span
              aria-hidden
              className="absolute -top-1.5 -right-1.5 inline-flex h-4 min-w-4 items-center justify-center rounded-full bg-primary px-1 text-[10px] font-semibold text-primary-foreground tabular-nums"
            >
              {activeCount}
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent
        sideOffset={6}
        align="start"
        className="z-50 flex w-64 flex-col items-start gap-2 rounded-lg border border-border bg-background p-3 shadow-lg"
        data-testid="guest-more-filters-panel"
      >
        <p className="text-xs font-medium text-muted-foreground">More filters</p>
        {children}
      </PopoverContent>
    </Popover>
  )
}
