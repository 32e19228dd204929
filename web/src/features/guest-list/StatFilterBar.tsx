import { Fragment } from 'react'
import { useQuery } from '@tanstack/react-query'
import { percentage } from '@usher/domain/format/format'
import { attendeeStatsQuery, type AttendeeFilter } from '@/api/attendees'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { STAT_ITEMS } from './guest-filters'
import { StatFilterItem } from './StatFilterItem'

type StatFilterBarProps = { eventUuid: string; filter: AttendeeFilter; onFilterChange: (filter: AttendeeFilter) => void }

/** The counters above the guest list; each one filters the table to the guests it counts. */
export function StatFilterBar({ eventUuid, filter, onFilterChange }: StatFilterBarProps) {
  const { data: stats, isPending } = useQuery(attendeeStatsQuery(eventUuid))
  const checkedInShare = stats ? percentage(stats.checked_in, stats.total_individuals) : 0

  return (
    <Card className="mb-4 overflow-hidden">
      <div role="group" aria-label="Guest statistics" className="flex overflow-x-auto p-1.5">
        {STAT_ITEMS.map((item, index) => {
          const startsGroup = index > 0 && STAT_ITEMS[index - 1]?.group !== item.group
          return (
            <Fragment key={item.key}>
              {startsGroup && <span aria-hidden className="mx-1 my-2 w-px shrink-0 bg-border" />}
              {isPending ? (
                <div className="flex min-w-[118px] flex-1 flex-col gap-2 px-3.5 py-2.5">
                  <Skeleton className="h-3 w-20" />
                  <Skeleton className="h-5 w-8" />
                </div>
              ) : (
                <StatFilterItem
                  item={item}
                  value={stats?.[item.key]}
                  active={filter === item.filter}
                  onSelect={() => onFilterChange(filter === item.filter ? 'all' : item.filter)}
                />
              )}
            </Fragment>
          )
        })}
      </div>
      <div
        className="h-1 bg-muted"
        role="meter"
        aria-label="Share of guests checked in"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={checkedInShare}
      >
        <div className="h-full bg-success transition-[width] duration-500" style={{ width: `${checkedInShare}%` }} />
      </div>
    </Card>
  )
}
