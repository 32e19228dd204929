import type { PlanState } from '../canvas/plan-model'
import type { IndexedItem } from '../canvas/spatial-index'

/** On hover over a seat: its name, its guest with their party and tags, or why it is disabled. */
export function SeatTooltip({ state, hover }: { state: PlanState; hover: { item: IndexedItem; x: number; y: number } | null }) {
  if (!hover || hover.item.kind !== 'seat') return null
  const seat = state.seats.get(hover.item.id)
  if (!seat) return null
  const table = state.tables.get(seat.table_id)
  const section = table?.section_id ? state.sections.get(table.section_id) : null
  const occupant = state.occupants.get(seat.id)
  const party = occupant
    ? [...state.occupants.values()].filter(
        (o) =>
          o.attendee_id !== occupant.attendee_id &&
          (o.parent_attendee_id === (occupant.parent_attendee_id ?? occupant.attendee_id) || o.attendee_id === occupant.parent_attendee_id),
      )
    : []
  const where = [section?.name, table ? (table.shape === 'row' ? `Row ${table.name}` : `Table ${table.name}`) : null, `Seat ${seat.name}`]
    .filter(Boolean)
    .join(' · ')
  return (
    <div
      role="tooltip"
      data-testid="seat-tooltip"
      className="pointer-events-none fixed z-50 max-w-64 rounded-md bg-foreground px-2.5 py-1.5 text-xs text-background shadow-lg"
      style={{ left: hover.x + 14, top: hover.y + 14 }}
    >
      <p className="font-semibold">{where}</p>
      {seat.disabled ? (
        <p>Disabled{seat.disabled_message ? `: ${seat.disabled_message}` : ''}</p>
      ) : occupant ? (
        <>
          <p>{occupant.full_name}</p>
          {party.length > 0 && <p className="opacity-80">With {party.map((p) => p.full_name).join(', ')}</p>}
          {occupant.tags.length > 0 && (
            <p className="mt-1 flex flex-wrap gap-1">
              {occupant.tags.map((tag) => (
                <span key={tag.id} className="rounded px-1" style={{ background: tag.color }}>
                  {tag.name}
                </span>
              ))}
            </p>
          )}
        </>
      ) : (
        <p className="opacity-80">Free</p>
      )}
    </div>
  )
}
