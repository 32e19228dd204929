import { placeOnCanvas, roundTableRadius, rowLength, SEAT_SIZE, SEAT_GAP, seatOffsets, type Point } from '@usher/domain/seating/seat-geometry'
import type { SeatingCanvasObject, SeatingLegend, SeatingPlan, SeatingSeat, SeatingSection, SeatingSettings, SeatingTable, SeatOccupant } from '@/api/seating'

// The plan as the editor holds it: maps by id so a save applies in place of
// the records it names, and the seats of each table in position order (the
// drawing and the hit index are built per table).

export interface PlanState {
  sections: Map<string, SeatingSection>
  tables: Map<string, SeatingTable>
  seats: Map<string, SeatingSeat>
  objects: Map<string, SeatingCanvasObject>
  legends: Map<string, SeatingLegend>
  settings: SeatingSettings
  /** Seated guests by seat id. */
  occupants: Map<string, SeatOccupant>
  seatsByTable: Map<string, SeatingSeat[]>
  seatingType: 'venue' | 'theatre'
  backgroundUrl: string | null
}

const byId = <T extends { id: string }>(items: readonly T[]) => new Map(items.map((item) => [item.id, item]))

export function planStateOf(plan: SeatingPlan): PlanState {
  const seats = byId(plan.seats)
  return {
    sections: byId(plan.sections),
    tables: byId(plan.tables),
    seats,
    objects: byId(plan.canvas_objects),
    legends: byId(plan.seat_legends),
    settings: plan.settings,
    occupants: new Map(plan.occupants.map((occupant) => [occupant.seat_id, occupant])),
    seatsByTable: groupSeats(seats),
    seatingType: plan.seating_type,
    backgroundUrl: plan.background_url,
  }
}

export function groupSeats(seats: ReadonlyMap<string, SeatingSeat>): Map<string, SeatingSeat[]> {
  const out = new Map<string, SeatingSeat[]>()
  for (const seat of seats.values()) {
    const list = out.get(seat.table_id)
    if (list) list.push(seat)
    else out.set(seat.table_id, [seat])
  }
  for (const list of out.values()) list.sort((a, b) => a.position - b.position)
  return out
}

/** Where a seat is drawn, on the canvas (inches). */
export function seatPoint(table: SeatingTable, offsets: readonly Point[], seat: SeatingSeat): Point | null {
  const offset = offsets[seat.position]
  return offset ? placeOnCanvas(offset, table) : null
}

export function offsetsOf(table: SeatingTable): Point[] {
  return seatOffsets({ ...table, numbering: table.numbering })
}

/** The half extents of a table's own frame (before rotation), seats included. */
export function tableHalfExtents(table: SeatingTable): { hx: number; hy: number } {
  const reach = SEAT_GAP + SEAT_SIZE
  if (table.shape === 'round') {
    const r = roundTableRadius(table) + reach
    return { hx: r, hy: r }
  }
  if (table.shape === 'row') {
    return { hx: rowLength(table) / 2 + SEAT_SIZE, hy: Math.abs(table.curve) + SEAT_SIZE }
  }
  return { hx: table.width / 2 + reach, hy: table.height / 2 + reach }
}

export interface Box {
  minX: number
  minY: number
  maxX: number
  maxY: number
}

/** The axis-aligned box of a centred, rotated frame. */
export function rotatedBox(x: number, y: number, hx: number, hy: number, rotation: number): Box {
  const radians = (rotation * Math.PI) / 180
  const cos = Math.abs(Math.cos(radians))
  const sin = Math.abs(Math.sin(radians))
  const ex = hx * cos + hy * sin
  const ey = hx * sin + hy * cos
  return { minX: x - ex, minY: y - ey, maxX: x + ex, maxY: y + ey }
}

export function tableBox(table: SeatingTable): Box {
  const { hx, hy } = tableHalfExtents(table)
  return rotatedBox(table.x, table.y, hx, hy, table.rotation)
}

export function objectBox(object: SeatingCanvasObject): Box {
  return rotatedBox(object.x, object.y, object.width / 2, object.height / 2, object.rotation)
}

export function sectionBox(section: SeatingSection): Box {
  return rotatedBox(section.x, section.y, section.width / 2, section.height / 2, section.rotation)
}

/** A point in a centred, rotated frame's own coordinates. */
export function toLocal(point: Point, frame: { x: number; y: number; rotation: number }): Point {
  const radians = (-frame.rotation * Math.PI) / 180
  const dx = point.x - frame.x
  const dy = point.y - frame.y
  return { x: dx * Math.cos(radians) - dy * Math.sin(radians), y: dx * Math.sin(radians) + dy * Math.cos(radians) }
}

export function unionBox(boxes: Iterable<Box>): Box | null {
  let out: Box | null = null
  for (const box of boxes) {
    out = out
      ? { minX: Math.min(out.minX, box.minX), minY: Math.min(out.minY, box.minY), maxX: Math.max(out.maxX, box.maxX), maxY: Math.max(out.maxY, box.maxY) }
      : { ...box }
  }
  return out
}

/** Counts of the bottom bar: seats, seated, free and disabled. */
export function seatCounts(state: PlanState): { total: number; seated: number; free: number; disabled: number } {
  let disabled = 0
  let seated = 0
  for (const seat of state.seats.values()) {
    if (seat.disabled) disabled++
    else if (state.occupants.has(seat.id) || seat.attendee_id) seated++
  }
  const total = state.seats.size - disabled
  return { total, seated, free: total - seated, disabled }
}
