import type { AttendeeFilter } from '@/api/attendees'
import { NativeSelect } from '@/components/ui/select'
import { FILTER_OPTIONS } from './guest-filters'

export function GuestFilterSelect({ value, onChange }: { value: AttendeeFilter; onChange: (filter: AttendeeFilter) => void }) {
  return (
    <NativeSelect
      aria-label="Filter guests"
      data-testid="guest-filter"
      className="w-full sm:w-52"
      value={value}
      options={FILTER_OPTIONS}
      onChange={(event) => onChange(event.target.value as AttendeeFilter)}
    />
  )
}
