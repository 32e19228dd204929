import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { ChevronDown } from 'lucide-react'
import { useIsDesktop } from '@/lib/use-media-query'
import { plural } from '@/lib/counts'
import { percentage } from '@usher/domain/format/format'
import type { AttendeeFilter } from '@/api/attendees'
import { eventQuery } from '@/api/events'
import { Card } from '@/components/ui/card'
import { useEventAreas } from '@/lib/use-event-areas'
import { statItemsFor } from '@/lib/guest-filters/stat-items'
import { StatFilterItem } from './StatFilterItem'
import { StatGroup } from './StatGroup'
import { StatItemSkeleton } from './StatItemSkeleton'
import { useGuestCountersQuery } from '../time-travel/use-guest-list-query'

const SEATING_STATS: ReadonlySet<string> = new Set(['total_seats', 'total_seated', 'total_unseated'])
const WAITLIST_STATS: ReadonlySet<string> = new Set(['waitlisted', 'offered'])

type StatFilterBarProps = {
  eventUuid: string
  filter: AttendeeFilter
  onFilterChange: (filter: AttendeeFilter) => void
  /** A past moment (time travel): its counters instead of the live ones. */ asOf?: string
}

/** The counters above the guest list; each one filters the table to the guests it counts. */
export function StatFilterBar({ eventUuid, filter, onFilterChange, asOf }: StatFilterBarProps) {
  const { data: stats, isPending } = useGuestCountersQuery(eventUuid, asOf)
  // The seating counters only once the event seats its guests (spec section 2).
  const seatingOn = useQuery(eventQuery(eventUuid)).data?.is_seating_enabled === true
  // The waitlist's counters once someone waits or holds an offer: an event without a capacity has no waitlist to count.
  const waitlistOn = (stats?.waitlisted ?? 0) + (stats?.offered ?? 0) > 0
  const { groups, items } = statItemsFor(
    (useEventAreas(eventUuid)?.stats ?? []).filter((key) => (seatingOn || !SEATING_STATS.has(key)) && (waitlistOn || !WAITLIST_STATS.has(key))),
  )
  const checkedInShare = stats ? percentage(stats.checked_in, stats.total_individuals) : 0
  // On a phone the counters took a screen and a half above the guests: folded into one line until asked for.
  const isDesktop = useIsDesktop()
  const [unfolded, setUnfolded] = useState(false)

  if (!isDesktop && !unfolded) {
    return (
      <button
        type="button"
        className="mb-4 flex w-full items-center justify-between rounded-lg border border-border bg-background px-4 py-3 text-left text-sm"
        aria-expanded={false}
        data-testid="stats-summary"
        onClick={() => setUnfolded(true)}
      >
        <span>
          <span className="font-medium">Guest statistics</span>
          {stats && (
            <span className="text-muted-foreground">
              {' '}
              · {plural(stats.total_individuals, 'guest', 'guests')} · {checkedInShare}% arrived
            </span>
          )}
        </span>
        <ChevronDown className="size-4" aria-hidden />
      </button>
    )
  }

  return (
    // Groups wrap onto as many lines as the width needs; the negative margins let neighbours share one border.
    <Card role="group" aria-label="Guest statistics" className="mb-4 flex flex-wrap overflow-hidden">
      {groups.map((group) => {
        const groupItems = items.filter((item) => item.group === group.id)
        return (
          <StatGroup
            key={group.id}
            caption={group.caption}
            aside={group.id === 'checkin' && stats ? `${checkedInShare}% arrived` : undefined}
            progress={group.id === 'checkin' ? checkedInShare : undefined}
            // Each group as wide as its counters' whole labels ('Not checked in'), then sharing what is left:
            // a group wraps to the next line before a label is cut.
            className="-mt-px -ml-px flex-auto border-t border-l border-border"
          >
            {groupItems.map((item) =>
              isPending ? (
                <StatItemSkeleton key={item.key} />
              ) : (
                <StatFilterItem
                  key={item.key}
                  item={item}
                  value={stats?.[item.key]}
                  active={item.filter !== null && filter === item.filter}
                  onSelect={item.filter === null ? undefined : () => onFilterChange(filter === item.filter ? 'all' : item.filter!)}
                />
              ),
            )}
          </StatGroup>
        )
      })}
    </Card>
  )
}
