import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Check } from 'lucide-react'
import { attendeeListQuery } from '@/api/attendees'
import type { ScannerGuest } from '@/api/scanner'
import { Button } from '@/components/ui/button'
import { SearchInput } from '@/components/ui/search-input'
import { useDebouncedValue } from '@/lib/use-debounced-value'

type GuestSearchProps = {
  eventUuid: string
  online: boolean
  /** The offline roster's matches, for when the guest list cannot be asked. */
  findLocal: (text: string) => ScannerGuest[]
  /** The guest as this door knows them now: its own check-ins are newer than a list read before them. */
  localGuest: (id: string) => ScannerGuest | undefined
  onCheckIn: (attendeeId: string) => void
}

type Match = { id: string; name: string; checkedIn: boolean }

/** The fallback for a pass that will not scan: find the guest by name (the guest list's own search). */
export function GuestSearch({ eventUuid, online, findLocal, localGuest, onCheckIn }: GuestSearchProps) {
  const [text, setText] = useState('')
  const search = useDebouncedValue(text.trim(), 250)
  const remote = useQuery({
    ...attendeeListQuery(eventUuid, { page: 1, per_page: 8, search, filter: 'all' }),
    enabled: online && search.length > 0,
  })
  const matches: Match[] =
    online && remote.data && search
      ? remote.data.data.map((guest) => {
          const local = localGuest(guest.id)
          return { id: guest.id, name: guest.full_name, checkedIn: local ? !!local.checked_in_at : guest.checked_in }
        })
      : findLocal(search).map((guest) => ({ id: guest.id, name: guest.name, checkedIn: !!guest.checked_in_at }))
  return (
    <div className="space-y-2">
      <SearchInput
        value={text}
        onValueChange={setText}
        placeholder="Search guests by name"
        aria-label="Search guests by name"
        className="[&_input]:h-11 [&_input]:text-base"
      />
      {search && matches.length === 0 && !remote.isFetching && <p className="px-1 text-sm text-muted-foreground">No guest matches “{search}”.</p>}
      {matches.length > 0 && (
        <ul className="divide-y divide-border overflow-hidden rounded-lg border border-border bg-background" data-testid="scanner-search-results">
          {matches.map((match) => (
            <li key={match.id} className="flex items-center justify-between gap-3 px-3 py-2">
              <span className="min-w-0 truncate text-[15px] font-medium text-foreground">{match.name}</span>
              {/* Checked in: tapping shows when and by whom, and never checks them in twice. */}
              <Button
                variant={match.checkedIn ? 'secondary' : 'primary'}
                size="lg"
                onClick={() => onCheckIn(match.id)}
                data-checked-in={match.checkedIn}
                aria-label={match.checkedIn ? `${match.name} is checked in` : `Check in ${match.name}`}
              >
                {match.checkedIn && <Check aria-hidden />}
                {match.checkedIn ? 'Checked in' : 'Check in'}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
