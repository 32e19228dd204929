import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Plus, X } from 'lucide-react'
import { attendeeListQuery, attendeeQuery, type Attendee } from '@/api/attendees'
import { Button } from '@/components/ui/button'
import { SearchInput } from '@/components/ui/search-input'
import { formatCount } from '@/lib/counts'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { QueryView } from '@/components/query-view'

type HandPickedGuestsProps = {
  eventUuid: string
  ids: string[]
  onChange: (ids: string[]) => void
  disabled?: boolean
}

const SHOWN = 12

function nameOf(guest: Pick<Attendee, 'first_name' | 'last_name' | 'email'>): string {
  return `${guest.first_name} ${guest.last_name}`.trim() || guest.email || 'Unnamed guest'
}

/** One chosen guest, named from the guest list (read when not already at hand). */
function PickedGuest({ id, known, onRemove, disabled }: { id: string; known: Attendee | undefined; onRemove: () => void; disabled?: boolean }) {
  const guest = useQuery({ ...attendeeQuery(id), enabled: !known }).data ?? known
  const name = guest ? nameOf(guest) : 'Loading…'
  return (
    <li className="flex items-center justify-between gap-2 rounded-md border border-border bg-background py-1 pr-1 pl-2.5">
      <span className="min-w-0">
        <span className="block truncate text-[13px] font-medium">{name}</span>
        {guest?.email ? (
          <span className="block truncate text-xs text-muted-foreground">{guest.email}</span>
        ) : (
          guest && <span className="block text-xs text-warning">No email address: gets nothing</span>
        )}
      </span>
      <Button size="icon-sm" variant="ghost" aria-label={`Remove ${name}`} disabled={disabled} onClick={onRemove}>
        <X aria-hidden />
      </Button>
    </li>
  )
}

/** The guests the organiser picks one by one, found by name or email. */
export function HandPickedGuests({ eventUuid, ids, onChange, disabled }: HandPickedGuestsProps) {
  const [search, setSearch] = useState('')
  const debounced = useDebouncedValue(search.trim(), 250)
  const [known, setKnown] = useState<Map<string, Attendee>>(new Map())
  const [showAll, setShowAll] = useState(false)
  const results = useQuery({ ...attendeeListQuery(eventUuid, { page: 1, per_page: 8, search: debounced, filter: 'all' }), enabled: debounced.length > 0 })
  const chosen = new Set(ids)

  const add = (guest: Attendee) => {
    setKnown((current) => new Map(current).set(guest.id, guest))
    onChange([...ids, guest.id])
  }
  const shown = showAll ? ids : ids.slice(0, SHOWN)

  return (
    <div className="flex flex-col gap-2">
      <SearchInput
        placeholder="Find a guest by name or email"
        aria-label="Find a guest to add"
        value={search}
        onValueChange={setSearch}
        disabled={disabled}
        data-testid="audience-guest-search"
      />
      {debounced && (
        <QueryView
          query={results}
          pendingLabel="Searching"
          pending={<p className="px-1 py-1.5 text-[13px] text-muted-foreground">Searching…</p>}
          isEmpty={(page) => page.data.length === 0}
          empty={<p className="px-1 py-1.5 text-[13px] text-muted-foreground">No guest matches.</p>}
        >
          {(page) => (
            <ul aria-label="Guests found" className="flex max-h-56 flex-col gap-1 overflow-y-auto">
              {page.data.map((guest) => (
                <li key={guest.id} className="flex items-center justify-between gap-2 rounded-md px-1 py-1 hover:bg-muted">
                  <span className="min-w-0">
                    <span className="block truncate text-[13px]">{nameOf(guest)}</span>
                    <span className="block truncate text-xs text-muted-foreground">{guest.email ?? 'No email address'}</span>
                  </span>
                  <Button
                    size="sm"
                    variant={chosen.has(guest.id) ? 'ghost' : 'secondary'}
                    disabled={disabled || chosen.has(guest.id)}
                    onClick={() => add(guest)}
                    aria-label={`Add ${nameOf(guest)}`}
                  >
                    {chosen.has(guest.id) ? (
                      'Added'
                    ) : (
                      <>
                        <Plus aria-hidden /> Add
                      </>
                    )}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      )}
      {ids.length === 0 ? (
        <p className="text-xs text-muted-foreground">No guest chosen yet.</p>
      ) : (
        <>
          <p className="text-xs font-medium text-muted-foreground">Chosen: {formatCount(ids.length)}</p>
          <ul aria-label="Chosen guests" className="flex flex-col gap-1" data-testid="audience-picked-guests">
            {shown.map((id) => (
              <PickedGuest key={id} id={id} known={known.get(id)} disabled={disabled} onRemove={() => onChange(ids.filter((other) => other !== id))} />
            ))}
          </ul>
          {ids.length > SHOWN && (
            <Button variant="link" size="sm" className="self-start" onClick={() => setShowAll((value) => !value)}>
              {showAll ? 'Show fewer' : `Show all ${formatCount(ids.length)}`}
            </Button>
          )}
        </>
      )}
    </div>
  )
}
