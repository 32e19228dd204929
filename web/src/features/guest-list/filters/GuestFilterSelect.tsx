import { mayUseFilter, type EventAreas } from '@usher/domain/access/event-areas'
import type { AttendeeFilter } from '@/api/attendees'
import { NativeSelect } from '@/components/ui/select'
import { FILTER_OPTIONS } from '@/lib/guest-filters/guest-filters'
import { MAX_INDIVIDUALS } from './individuals-search'
import { cn } from '@/lib/cn'
import { formatCount } from '@/lib/counts'

// Not a server filter: the list narrowed to the guests ticked in the table (their ids in the URL).
const SELECTED_INDIVIDUALS = 'selected_individuals'

type GuestFilterSelectProps = {
  value: AttendeeFilter
  /** The role's areas: door staff are offered the door's filters alone (check-in), no RSVP, approval or invitation. */
  areas: Pick<EventAreas, 'details' | 'guests'>
  onChange: (filter: AttendeeFilter) => void
  /** Showing only chosen guests (Selected Individuals). */
  individuals?: boolean
  /** Guests ticked now, who Selected Individuals would show; omitted where the list has no selection. */
  selectedCount?: number
  onShowIndividuals?: () => void
  /** Its width, which the toolbar sets by the room it has. */
  className?: string
}

export function GuestFilterSelect({ value, areas, onChange, individuals = false, selectedCount = 0, onShowIndividuals, className }: GuestFilterSelectProps) {
  const offered = FILTER_OPTIONS.filter((option) => mayUseFilter(areas, option.value))
  const canShow = individuals || (selectedCount > 0 && selectedCount <= MAX_INDIVIDUALS)
  const options = onShowIndividuals
    ? [
        ...offered,
        {
          value: SELECTED_INDIVIDUALS,
          label: selectedCount > MAX_INDIVIDUALS ? `Selected Individuals (at most ${formatCount(MAX_INDIVIDUALS)})` : 'Selected Individuals',
          disabled: !canShow,
        },
      ]
    : offered
  return (
    <NativeSelect
      aria-label="Filter guests"
      data-testid="guest-filter"
      className={cn('shrink-0', className)}
      value={individuals ? SELECTED_INDIVIDUALS : value}
      options={options}
      onChange={(event) => {
        if (event.target.value === SELECTED_INDIVIDUALS) onShowIndividuals?.()
        else onChange(event.target.value as AttendeeFilter)
      }}
    />
  )
}
