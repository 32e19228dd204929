import { Maximize, ZoomIn, ZoomOut } from 'lucide-react'
import { Button } from '@/components/ui/button'

type PlanBottomBarProps = {
  scale: number
  onZoom: (factor: number) => void
  onFit: () => void
  counts: { total: number; seated: number; free: number; disabled: number }
}

/** Zoom and the plan's seat counts. */
export function PlanBottomBar({ scale, onZoom, onFit, counts }: PlanBottomBarProps) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 border-t border-border bg-background px-2 py-1 text-xs">
      <div className="flex items-center gap-0.5">
        <Button variant="ghost" size="icon-sm" aria-label="Zoom out" title="Zoom out (−)" onClick={() => onZoom(0.8)}>
          <ZoomOut />
        </Button>
        <span className="w-12 text-center tabular-nums" data-testid="zoom-level">
          {Math.round(scale * 100)}%
        </span>
        <Button variant="ghost" size="icon-sm" aria-label="Zoom in" title="Zoom in (+)" onClick={() => onZoom(1.25)}>
          <ZoomIn />
        </Button>
        <Button variant="ghost" size="icon-sm" aria-label="Fit the plan" title="Fit (0)" onClick={onFit}>
          <Maximize />
        </Button>
      </div>
      <dl className="ml-auto flex flex-wrap gap-x-4 tabular-nums text-muted-foreground" data-testid="seat-counts">
        <div className="flex gap-1">
          <dt>Seats</dt>
          <dd className="font-medium text-foreground">{counts.total}</dd>
        </div>
        <div className="flex gap-1">
          <dt>Seated</dt>
          <dd className="font-medium text-foreground">{counts.seated}</dd>
        </div>
        <div className="flex gap-1">
          <dt>Free</dt>
          <dd className="font-medium text-foreground">{counts.free}</dd>
        </div>
        <div className="flex gap-1">
          <dt>Disabled</dt>
          <dd className="font-medium text-foreground">{counts.disabled}</dd>
        </div>
      </dl>
    </div>
  )
}
