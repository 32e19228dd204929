import { placeOnCanvas, roundTableRadius, SEAT_SIZE, seatOffsets, type Point } from '@usher/domain/seating/seat-geometry'
import type { PlanViewData } from '@/api/seating-view'

type Table = PlanViewData['tables'][number]
type Seat = PlanViewData['seats'][number]

export interface DrawnSeat {
  seat: Seat
  table: Table
  at: Point
}

export interface Box {
  x: number
  y: number
  width: number
  height: number
}

/**
 * Where each seat is drawn: its table's geometry at its position, the same
 * maths as the editor (shared/domain seat-geometry), so the door's plan and
 * the editor's never disagree.
 */
export function drawnSeats(plan: Pick<PlanViewData, 'tables' | 'seats'>): DrawnSeat[] {
  const tables = new Map(plan.tables.map((table) => [table.id, table]))
  const offsets = new Map(plan.tables.map((table) => [table.id, seatOffsets(table)]))
  const out: DrawnSeat[] = []
  for (const seat of plan.seats) {
    const table = tables.get(seat.table_id)
    const offset = offsets.get(seat.table_id)?.[seat.position]
    if (!table || !offset) continue
    out.push({ seat, table, at: placeOnCanvas(offset, table) })
  }
  return out
}

/** The frame a table's shape covers around its centre (rows: none, their seats say where they are). */
export function tableExtent(table: Table): number {
  if (table.shape === 'round') return roundTableRadius(table)
  if (table.shape === 'rectangle') return Math.hypot(table.width, table.height) / 2
  return 0
}

/** The box holding everything drawn (seats, tables, sections, shapes), or null for an empty plan. */
export function planBounds(
  plan: Pick<PlanViewData, 'tables' | 'sections' | 'canvas_objects'>,
  seats: readonly DrawnSeat[],
  onlyTableIds?: ReadonlySet<string>,
): Box | null {
  let minX = Infinity
  let minY = Infinity
  let maxX = -Infinity
  let maxY = -Infinity
  const add = (x: number, y: number, pad: number) => {
    minX = Math.min(minX, x - pad)
    minY = Math.min(minY, y - pad)
    maxX = Math.max(maxX, x + pad)
    maxY = Math.max(maxY, y + pad)
  }
  for (const { at, table } of seats) if (!onlyTableIds || onlyTableIds.has(table.id)) add(at.x, at.y, SEAT_SIZE)
  for (const table of plan.tables) if (!onlyTableIds || onlyTableIds.has(table.id)) add(table.x, table.y, tableExtent(table))
  if (!onlyTableIds) {
    // Sections and shapes are placed by their centre, as the editor places them.
    for (const box of [...plan.sections, ...plan.canvas_objects]) {
      add(box.x - box.width / 2, box.y - box.height / 2, 0)
      add(box.x + box.width / 2, box.y + box.height / 2, 0)
    }
  }
  if (!Number.isFinite(minX)) return null
  return { x: minX, y: minY, width: Math.max(maxX - minX, SEAT_SIZE), height: Math.max(maxY - minY, SEAT_SIZE) }
}

/** A seat's name as people read it: 'Table 3 (Sponsors), Seat 4' or 'Orchestra, Row A, Seat 12'. */
export function seatCaption(seat: Seat, table: Table, sectionName: string | null): string {
  const where =
    table.shape === 'row' ? `${sectionName ? `${sectionName}, ` : ''}Row ${table.name}` : `Table ${table.name}${table.label ? ` (${table.label})` : ''}`
  return `${where}, Seat ${seat.name}`
}

/** The tooltip of a seat: where it is, and who sits there, that it is taken or free, or why it is disabled. */
export function seatTooltip(seat: Seat, table: Table, sectionName: string | null): string {
  const caption = seatCaption(seat, table, sectionName)
  if (seat.disabled) return `${caption}: not available${seat.disabled_message ? ` (${seat.disabled_message})` : ''}`
  if (seat.guest_name) return `${caption}: ${seat.guest_name}`
  return `${caption}: ${seat.occupied ? 'taken' : 'free'}`
}
