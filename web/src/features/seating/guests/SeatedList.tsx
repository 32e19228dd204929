import { useMemo } from 'react'
import { UserMinus } from 'lucide-react'
import { compareTableNames } from '@usher/domain/seating/natural-order'
import type { SeatingPlan, SeatOccupant } from '@/api/seating'
import type { PlanIndex } from './drop-target'
import { seatPlace } from './seat-labels'

// The 'Seated' tab: who sits where, in the plan's order (table, then seat
// round it). A click brings the seat into view; the button gives the seat back.

type SeatedListProps = {
  plan: SeatingPlan
  index: PlanIndex
  search: string
  /** Brings the seat into view on the canvas. */
  onFocusSeat: (seatId: string) => void
  canEdit: boolean
  onUnseat: (occupant: SeatOccupant) => void
}

export function SeatedList({ plan, index, search, onFocusSeat, canEdit, onUnseat }: SeatedListProps) {
  const rows = useMemo(() => {
    const needle = search.trim().toLowerCase()
    const placed = plan.occupants
      .filter((occupant) => !needle || occupant.full_name.toLowerCase().includes(needle))
      .map((occupant) => {
        const seat = index.seatById.get(occupant.seat_id)
        const table = seat ? index.tableById.get(seat.table_id) : undefined
        return { occupant, table: table?.name ?? '', position: seat?.position ?? 0, place: seatPlace(plan, index, occupant.seat_id) }
      })
    return placed.sort((a, b) => compareTableNames(a.table, b.table) || a.position - b.position)
  }, [plan, index, search])

  if (rows.length === 0) {
    return <p className="px-1 py-6 text-center text-[13px] text-muted-foreground">{search ? 'No seated guest matches.' : 'Nobody is seated yet.'}</p>
  }
  return (
    <ul className="flex flex-col divide-y divide-border rounded-lg border border-border bg-background" data-testid="seated-guests">
      {rows.map(({ occupant, place }) => (
        <li key={occupant.attendee_id} className="flex items-center gap-1 pr-1" data-testid="seated-guest" data-guest-name={occupant.full_name}>
          <button
            type="button"
            onClick={() => onFocusSeat(occupant.seat_id)}
            className="flex min-h-11 min-w-0 flex-1 flex-col items-start px-3 py-1.5 text-left hover:bg-muted/60"
            title="Show on the plan"
          >
            <span className="w-full truncate text-[13px] font-medium">{occupant.full_name}</span>
            <span className="w-full truncate text-xs text-muted-foreground" data-testid="seated-place">
              {place}
            </span>
          </button>
          {canEdit && (
            <button
              type="button"
              onClick={() => onUnseat(occupant)}
              aria-label={`Unseat ${occupant.full_name}`}
              title="Unseat"
              className="inline-flex size-8 shrink-0 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-error"
            >
              <UserMinus className="size-4" aria-hidden />
            </button>
          )}
        </li>
      ))}
    </ul>
  )
}
