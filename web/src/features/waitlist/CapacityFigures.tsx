import type { CapacitySummary } from '@/api/waitlist'
import { Card } from '@/components/ui/card'

/** Places at a glance: taken, offered, free and waiting. */
export function CapacityFigures({ summary }: { summary: CapacitySummary }) {
  const over = summary.capacity !== null && summary.taken > summary.capacity
  const figures = [
    { label: 'Taken', value: summary.capacity === null ? String(summary.taken) : `${summary.taken} of ${summary.capacity}` },
    { label: 'Offered', value: String(summary.offered) },
    { label: 'Free', value: summary.free === null ? 'No limit' : String(summary.free) },
    { label: 'Waiting', value: summary.waiting === 1 ? '1 party' : `${summary.waiting} parties` },
  ]
  return (
    <Card className="p-4" data-testid="capacity-figures">
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.label}>
            <dt className="text-xs text-muted-foreground">{figure.label}</dt>
            <dd className="text-lg font-semibold tabular-nums">{figure.value}</dd>
          </div>
        ))}
      </dl>
      {over && (
        <p className="mt-2 text-xs text-warning">
          More guests said Yes than the capacity allows: an organiser set them to Yes or approved them after the event was full.
        </p>
      )}
      {summary.variations.length > 0 && (
        <p className="mt-2 text-xs text-muted-foreground">
          {summary.variations.map((variation) => `${variation.taken} of ${variation.capacity} taken`).join(' · ')}
        </p>
      )}
    </Card>
  )
}
