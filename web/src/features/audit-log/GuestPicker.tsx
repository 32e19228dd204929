import { useId, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { X } from 'lucide-react'
import { attendeeListQuery, attendeeQuery } from '@/api/attendees'
import { SearchInput } from '@/components/ui/search-input'
import { useDebouncedValue } from '@/lib/use-debounced-value'

type GuestPickerProps = {
  eventUuid: string
  value: string | undefined
  /** The name to show for `value` when the log already told us (a removed guest is no longer in the list). */
  knownName?: string | null
  onChange: (attendeeId: string | undefined, name?: string) => void
}

const SUGGESTIONS = 8

/** Find a guest by name, email or phone and narrow the log to their changes. */
export function GuestPicker({ eventUuid, value, knownName, onChange }: GuestPickerProps) {
  const [search, setSearch] = useState('')
  const [open, setOpen] = useState(false)
  const listId = useId()
  const term = useDebouncedValue(search.trim(), 250)
  const suggestions = useQuery({
    ...attendeeListQuery(eventUuid, { page: 1, per_page: SUGGESTIONS, search: term, filter: 'all' }),
    enabled: open && term.length > 0 && !value,
  })
  const chosen = useQuery({ ...attendeeQuery(value ?? ''), enabled: !!value && !knownName, retry: false })

  if (value) {
    const name = knownName || chosen.data?.full_name || (chosen.isError ? 'A removed guest' : '…')
    return (
      <span
        data-testid="audit-guest-filter"
        className="inline-flex h-8 max-w-full items-center gap-1 rounded-md border border-border-strong bg-background pr-1 pl-2.5 text-[13px] sm:w-56"
      >
        <span className="shrink-0 text-muted-foreground">Guest:</span>
        <span className="min-w-0 flex-1 truncate font-medium">{name}</span>
        <button
          type="button"
          aria-label="Show every guest"
          onClick={() => onChange(undefined)}
          className="inline-flex size-6 items-center justify-center rounded text-muted-foreground hover:bg-muted hover:text-foreground"
        >
          <X className="size-3.5" aria-hidden />
        </button>
      </span>
    )
  }

  const guests = suggestions.data?.data ?? []
  const showList = open && term.length > 0
  return (
    <div className="relative sm:w-56" onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && setOpen(false)}>
      <SearchInput
        value={search}
        onValueChange={(next) => {
          setSearch(next)
          setOpen(true)
        }}
        onFocus={() => setOpen(true)}
        placeholder="Any guest"
        aria-label="Guest"
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        data-testid="audit-guest-search"
      />
      {showList && (
        <ul
          id={listId}
          role="listbox"
          aria-label="Guests found"
          className="absolute z-40 mt-1 max-h-72 w-full min-w-64 overflow-y-auto rounded-lg border border-border bg-background p-1 text-[13px] shadow-pop"
        >
          {suggestions.isPending || term !== search.trim() ? (
            <li className="px-2 py-1.5 text-muted-foreground">Searching…</li>
          ) : guests.length === 0 ? (
            <li className="px-2 py-1.5 text-muted-foreground">No guest matches “{term}”.</li>
          ) : (
            guests.map((guest) => (
              <li key={guest.id} role="none">
                <button
                  type="button"
                  role="option"
                  aria-selected={false}
                  className="flex w-full flex-col items-start rounded-md px-2 py-1.5 text-left hover:bg-muted focus-visible:bg-muted focus-visible:outline-none"
                  onClick={() => {
                    onChange(guest.id, guest.full_name)
                    setSearch('')
                    setOpen(false)
                  }}
                >
                  <span className="font-medium">{guest.full_name}</span>
                  {guest.email && <span className="text-xs text-muted-foreground">{guest.email}</span>}
                </button>
              </li>
            ))
          )}
        </ul>
      )}
    </div>
  )
}
