import { History } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { exactTime } from '@/lib/audit-time'

type PastViewBannerProps = { asOf: string; onBackToNow: () => void }

/** Says plainly that the table and counters are a past, read-only view, and offers the way back. */
export function PastViewBanner({ asOf, onBackToNow }: PastViewBannerProps) {
  return (
    <div
      role="status"
      className="mb-4 flex flex-col gap-2 rounded-lg border border-warning/40 bg-warning-soft px-4 py-3 text-sm text-foreground sm:flex-row sm:items-center"
      data-testid="past-view-banner"
    >
      <History aria-hidden className="size-4 shrink-0 text-warning" />
      <p className="flex-1">
        Showing the guest list as it was at <strong className="font-semibold">{exactTime(asOf)}</strong> — read only. Live updates are paused.
      </p>
      <Button variant="secondary" size="sm" onClick={onBackToNow} data-testid="past-view-back">
        Back to now
      </Button>
    </div>
  )
}
