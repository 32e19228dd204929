import { placeParty } from '@usher/domain/seating/party-placement'
import type { SeatingPlan, SeatingSeat, SeatOccupant } from '@/api/seating'
import type { PlanHit } from '../canvas/plan-canvas-handle'

// What letting go of a party over the plan would do: seat it on these seats,
// offer a swap (one guest onto someone's seat), or nothing. Asked on every
// dragover, so the plan's seats are indexed by table once per plan.

export type DropOutcome =
  | { kind: 'place'; tableId: string; seatIds: string[]; fits: boolean }
  | { kind: 'swap'; seatId: string; occupant: SeatOccupant | null; occupantId: string }
  | { kind: 'disabled'; seatId: string; message: string | null }
  | { kind: 'none' }

export type PlanIndex = {
  seatsByTable: Map<string, SeatingSeat[]>
  seatById: Map<string, SeatingSeat>
  occupantById: Map<string, SeatOccupant>
  tableById: Map<string, SeatingPlan['tables'][number]>
}

export function indexPlan(plan: SeatingPlan): PlanIndex {
  const seatsByTable = new Map<string, SeatingSeat[]>()
  const seatById = new Map<string, SeatingSeat>()
  for (const seat of plan.seats) {
    seatById.set(seat.id, seat)
    const list = seatsByTable.get(seat.table_id)
    if (list) list.push(seat)
    else seatsByTable.set(seat.table_id, [seat])
  }
  return {
    seatsByTable,
    seatById,
    occupantById: new Map(plan.occupants.map((occupant) => [occupant.attendee_id, occupant])),
    tableById: new Map(plan.tables.map((table) => [table.id, table])),
  }
}

/** @param party the guests being dragged, lead first. */
export function dropOutcome(index: PlanIndex, hit: PlanHit | null, party: readonly string[]): DropOutcome {
  if (!hit || party.length === 0) return { kind: 'none' }
  const table = index.tableById.get(hit.tableId)
  if (!table) return { kind: 'none' }
  if (hit.kind === 'seat') {
    const seat = index.seatById.get(hit.seatId)
    if (!seat) return { kind: 'none' }
    if (seat.disabled && party.length === 1) return { kind: 'disabled', seatId: seat.id, message: seat.disabled_message }
    // One guest onto someone else's seat: the organiser is asked whether to swap.
    if (party.length === 1 && seat.attendee_id && seat.attendee_id !== party[0]) {
      return { kind: 'swap', seatId: seat.id, occupant: index.occupantById.get(seat.attendee_id) ?? null, occupantId: seat.attendee_id }
    }
  }
  const seats = index.seatsByTable.get(table.id) ?? []
  const placement = placeParty(table.shape, seats, party, hit.kind === 'seat' ? hit.seatId : null)
  return { kind: 'place', tableId: table.id, ...placement }
}
