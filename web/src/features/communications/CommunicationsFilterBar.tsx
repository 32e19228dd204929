import { X } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { SearchInput } from '@/components/ui/search-input'
import { NativeSelect } from '@/components/ui/select'
import { ALERT_STATUS_OPTIONS, isFiltered, type AlertListStatus, type CommunicationsSearch } from './communications-search'

interface CommunicationsFilterBarProps {
  search: CommunicationsSearch
  /** What the search box holds now (it reaches the URL once typing pauses). */
  searchText: string
  onSearchTextChange: (text: string) => void
  /** The event's zone's short name, which the days are in. */
  zone: string
  onFiltersChange: (patch: Partial<CommunicationsSearch>) => void
}

/** The communications list's filters: a search by name, a state, and a range of days in the event's time zone. */
export function CommunicationsFilterBar({ search, searchText, onSearchTextChange, zone, onFiltersChange }: CommunicationsFilterBarProps) {
  const filtered = isFiltered(search)
  return (
    <div role="search" aria-label="Filter communications" className="flex flex-col gap-2 border-b border-border p-3 sm:flex-row sm:flex-wrap sm:items-center">
      <SearchInput
        className="sm:max-w-72"
        placeholder="Search communications"
        aria-label="Search communications"
        value={searchText}
        onValueChange={onSearchTextChange}
      />
      <NativeSelect
        aria-label="State"
        data-testid="communications-status-filter"
        className="sm:w-40"
        placeholder="Any state"
        options={ALERT_STATUS_OPTIONS}
        value={search.status ?? ''}
        onChange={(event) => onFiltersChange({ status: (event.target.value || undefined) as AlertListStatus | undefined })}
      />
      <div className="flex min-w-0 items-center gap-2">
        <Input
          type="date"
          aria-label={`Sent or written from (${zone})`}
          title={`Sent or written from this day (${zone})`}
          className="min-w-0 flex-1 sm:w-40 sm:flex-none"
          value={search.from ?? ''}
          max={search.to}
          onChange={(event) =>
            onFiltersChange({ from: event.target.value || undefined, ...(search.to && event.target.value > search.to ? { to: undefined } : {}) })
          }
          data-testid="communications-from"
        />
        <span aria-hidden className="text-muted-foreground">
          –
        </span>
        <Input
          type="date"
          aria-label={`Sent or written until (${zone})`}
          title={`Sent or written until this day, included (${zone})`}
          className="min-w-0 flex-1 sm:w-40 sm:flex-none"
          value={search.to ?? ''}
          min={search.from}
          onChange={(event) =>
            onFiltersChange({ to: event.target.value && (!search.from || event.target.value >= search.from) ? event.target.value : undefined })
          }
          data-testid="communications-to"
        />
        {/* On a phone the two days take the width; the zone stays in their labels. */}
        <span className="hidden text-xs whitespace-nowrap text-muted-foreground sm:inline">{zone}</span>
      </div>
      {filtered && (
        <Button
          variant="ghost"
          className="self-start sm:self-auto"
          onClick={() => onFiltersChange({ q: undefined, status: undefined, from: undefined, to: undefined })}
          data-testid="communications-clear-filters"
        >
          <X aria-hidden />
          Clear filters
        </Button>
      )}
    </div>
  )
}
