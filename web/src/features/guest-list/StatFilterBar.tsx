import { useQuery } from '@tanstack/react-query'
import { percentage } from '@usher/domain/format/format'
import { attendeeStatsQuery, type AttendeeFilter } from '@/api/attendees'
import { Card } from '@/components/ui/card'
import { STAT_GROUPS, STAT_ITEMS } from './guest-filters'
import { StatFilterItem } from './StatFilterItem'
import { StatGroup } from './StatGroup'
import { StatItemSkeleton } from './StatItemSkeleton'

type StatFilterBarProps = { eventUuid: string; filter: AttendeeFilter; onFilterChange: (filter: AttendeeFilter) => void }

/** The counters above the guest list; each one filters the table to the guests it counts. */
export function StatFilterBar({ eventUuid, filter, onFilterChange }: StatFilterBarProps) {
  const { data: stats, isPending } = useQuery(attendeeStatsQuery(eventUuid))
  const checkedInShare = stats ? percentage(stats.checked_in, stats.total_individuals) : 0

  return (
    <Card
      role="group"
      aria-label="Guest statistics"
      className="mb-4 grid divide-y divide-border sm:grid-cols-2 sm:divide-y-0 xl:grid-cols-[0.85fr_1.3fr_1.3fr_1.45fr] xl:divide-x"
    >
      {STAT_GROUPS.map((group) => (
        <StatGroup
          key={group.id}
          caption={group.caption}
          aside={group.id === 'checkin' && stats ? `${checkedInShare}% arrived` : undefined}
          progress={group.id === 'checkin' ? checkedInShare : undefined}
          className={group.id === 'rsvp' || group.id === 'total' ? 'sm:border-b xl:border-b-0' : undefined}
        >
          {STAT_ITEMS.filter((item) => item.group === group.id).map((item) =>
            isPending ? (
              <StatItemSkeleton key={item.key} />
            ) : (
              <StatFilterItem
                key={item.key}
                item={item}
                value={stats?.[item.key]}
                active={filter === item.filter}
                onSelect={() => onFilterChange(filter === item.filter ? 'all' : item.filter)}
              />
            ),
          )}
        </StatGroup>
      ))}
    </Card>
  )
}
