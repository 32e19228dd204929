import { eventAreasOf } from '@usher/domain/access/event-areas'
import type { UsherEvent } from '@/api/events'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'

/**
 * The numbers of the day: who is on the list, who said Yes, who is in. Live, from the event's counters.
 * Each tile is one of the counters the role has above the guest list: door staff see who is in, not who said Yes.
 */
export function OverviewNumbers({ event }: { event: UsherEvent }) {
  const stats = eventAreasOf(event.permissions).stats
  const tiles = [
    { key: 'guests', stat: 'total_individuals', label: 'Guests', value: event.guests_count },
    { key: 'rsvp-yes', stat: 'rsvp_yes', label: 'RSVP yes', value: event.rsvp_yes_count },
    { key: 'checked-in', stat: 'checked_in', label: 'Checked in', value: event.checked_in_count },
    { key: 'not-checked-in', stat: 'not_checked_in', label: 'Not checked in yet', value: Math.max(0, event.guests_count - event.checked_in_count) },
  ].filter((tile) => (stats as readonly string[]).includes(tile.stat))
  return (
    <Card>
      <CardHeader>
        <CardTitle>Today's numbers</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className={`grid grid-cols-2 gap-3 ${tiles.length === 4 ? 'sm:grid-cols-4' : 'sm:grid-cols-3'}`}>
          {tiles.map((tile) => (
            // A label on two lines ("Not checked in yet" at 1280 px) keeps every number on the same line, at the tile's foot.
            <div
              key={tile.key}
              className="flex flex-col justify-between rounded-md border border-border bg-canvas/60 px-3 py-2.5"
              data-testid={`overview-${tile.key}`}
            >
              <dt className="text-[13px] text-muted-foreground">{tile.label}</dt>
              <dd className="mt-0.5 text-2xl font-semibold tabular-nums">{tile.value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  )
}
