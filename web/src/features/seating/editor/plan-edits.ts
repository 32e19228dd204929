import { DIAMETER_SEAT_COUNTS } from '@usher/domain/seating/seating-constants'
import { seatNames } from '@usher/domain/seating/seat-numbering'
import { compareTableNames, firstNumberIn } from '@usher/domain/seating/natural-order'
import type { CanvasObjectInput, SeatingSave, SeatingTable, SeatInput, TableInput } from '@/api/seating'
import { objectBox, sectionBox, tableBox, type Box, type PlanState } from '../canvas/plan-model'
import type { MovedItem, SelItem } from '../canvas/selection'

// The editor's actions as saves (one user action = one save = one undo step).
// Pure: each takes the plan and returns what to send.

type Created<K extends keyof NonNullable<SeatingSave['created']>> = NonNullable<NonNullable<SeatingSave['created']>[K]>[number]
type NewTable = Created<'tables'>
type NewSeat = Created<'seats'>

export const newId = () => crypto.randomUUID()

/** The next free table number: one past the highest number in use. */
export function nextTableName(state: PlanState, taken: readonly string[] = []): string {
  let highest = 0
  for (const name of [...[...state.tables.values()].filter((t) => t.shape !== 'row').map((t) => t.name), ...taken])
    highest = Math.max(highest, firstNumberIn(name) ?? 0)
  return String(highest + 1)
}

export function seatsFor(table: { id: string; seat_count: number; numbering: SeatingTable['numbering'] }, from = 0): NewSeat[] {
  const names = seatNames(table.seat_count, table.numbering)
  return names
    .slice(from)
    .map((name, index) => ({ id: newId(), table_id: table.id, seat_legend_id: null, name, position: from + index, disabled: false, disabled_message: null }))
}

export function roundTable(at: { x: number; y: number }, name: string, diameter: number | null, seatCount = 8): NewTable {
  const count = diameter === null ? seatCount : (DIAMETER_SEAT_COUNTS.get(diameter) ?? seatCount)
  const width = diameter ?? 60
  return {
    id: newId(),
    section_id: null,
    name,
    label: null,
    shape: 'round',
    diameter,
    seat_count: count,
    numbering: 'clockwise',
    aisle_after: [],
    curve: 0,
    x: at.x,
    y: at.y,
    width,
    height: width,
    rotation: 0,
    color: null,
  }
}

export function rectangleTable(at: { x: number; y: number }, name: string, seatCount = 8): NewTable {
  return {
    id: newId(),
    section_id: null,
    name,
    label: null,
    shape: 'rectangle',
    diameter: null,
    seat_count: seatCount,
    numbering: 'clockwise',
    aisle_after: [],
    curve: 0,
    x: at.x,
    y: at.y,
    width: rectangleWidthFor(seatCount),
    height: 36,
    rotation: 0,
    color: null,
  }
}

export function row(
  at: { x: number; y: number },
  name: string,
  seatCount: number,
  numbering: SeatingTable['numbering'],
  aisleAfter: number[],
  sectionId: string | null,
): NewTable {
  return {
    id: newId(),
    section_id: sectionId,
    name,
    label: null,
    shape: 'row',
    diameter: null,
    seat_count: seatCount,
    numbering,
    aisle_after: aisleAfter,
    curve: 0,
    x: at.x,
    y: at.y,
    width: 0,
    height: 0,
    rotation: 0,
    color: null,
  }
}

export function shape(at: { x: number; y: number }, type: CanvasObjectInput['type'], text: string | null): Created<'canvas_objects'> {
  const size = type === 'TextField' ? { width: 160, height: 40 } : type === 'Ellipsis' ? { width: 120, height: 120 } : { width: 240, height: 96 }
  const points = type === 'CustomPolygon' ? [-120, -48, 120, -48, 150, 48, -150, 48] : []
  return {
    id: newId(),
    type,
    x: at.x,
    y: at.y,
    ...size,
    rotation: 0,
    points,
    text,
    fill: type === 'TextField' ? '#18181B' : '#E4E4E7',
    stroke: type === 'TextField' ? null : '#71717A',
    font_size: type === 'TextField' ? 20 : null,
  }
}

/** A table with its seats, as one save. */
export function withSeats(tables: NewTable[], extra: Partial<NonNullable<SeatingSave['created']>> = {}): SeatingSave {
  return { created: { ...extra, tables: [...(extra.tables ?? []), ...tables], seats: [...(extra.seats ?? []), ...tables.flatMap((t) => seatsFor(t))] } }
}

export function moveSave(moved: MovedItem[]): SeatingSave {
  const pick = (kind: MovedItem['kind']) => moved.filter((m) => m.kind === kind).map((m) => ({ id: m.id, x: m.x, y: m.y }))
  return { updated: { tables: pick('table'), canvas_objects: pick('object'), sections: pick('section') } }
}

/** The width a rectangular table needs for its seats, half along each long side. */
export function rectangleWidthFor(seatCount: number): number {
  return Math.max(48, Math.ceil(seatCount / 2) * 24)
}

/** Changing a table's seats: its count (or the diameter that sets it) and numbering; seats beyond the count go, new ones come, names follow the scheme. */
export function tableChangeSave(state: PlanState, tableId: string, changes: Partial<TableInput>): SeatingSave {
  const table = state.tables.get(tableId)
  if (!table) return {}
  const next = { ...table, ...changes }
  if (changes.diameter !== undefined && next.shape === 'round' && changes.diameter !== null) {
    next.seat_count = DIAMETER_SEAT_COUNTS.get(changes.diameter) ?? next.seat_count
    next.width = changes.diameter
    next.height = changes.diameter
  }
  // A rectangular table grows with its seats (never shrinks): more seats along a side than fit would overlap.
  if (next.shape === 'rectangle' && changes.seat_count !== undefined && changes.width === undefined) {
    next.width = Math.max(next.width, rectangleWidthFor(next.seat_count))
  }
  const tableUpdate: Record<string, unknown> = { id: tableId }
  for (const key of Object.keys(next) as (keyof typeof next)[]) {
    if (key === 'seated' || key === 'id') continue
    if (JSON.stringify(next[key]) !== JSON.stringify(table[key])) tableUpdate[key] = next[key]
  }
  const seats = state.seatsByTable.get(tableId) ?? []
  const names = seatNames(next.seat_count, next.numbering)
  const keep = seats.filter((seat) => seat.position < next.seat_count)
  const renamed = keep.filter((seat) => seat.name !== names[seat.position]).map((seat) => ({ id: seat.id, name: names[seat.position]! }))
  const removed = seats.filter((seat) => seat.position >= next.seat_count).map((seat) => seat.id)
  const added = seatsFor({ id: tableId, seat_count: next.seat_count, numbering: next.numbering }, seats.length).filter((seat) => seat.position >= keep.length)
  return {
    updated: { tables: Object.keys(tableUpdate).length > 1 ? [tableUpdate as { id: string }] : [], seats: renamed },
    created: { seats: added },
    deleted: { seats: removed },
  }
}

/** Deleting the selection: tables take their seats, sections their rows. */
export function deleteSave(state: PlanState, selection: SelItem[]): SeatingSave {
  const tables = new Set(selection.filter((s) => s.kind === 'table').map((s) => s.id))
  const sections = selection.filter((s) => s.kind === 'section').map((s) => s.id)
  for (const t of state.tables.values()) if (t.section_id && sections.includes(t.section_id)) tables.add(t.id)
  const seats = new Set([...tables].flatMap((id) => (state.seatsByTable.get(id) ?? []).map((seat) => seat.id)))
  return {
    deleted: {
      tables: [...tables],
      seats: [...seats],
      canvas_objects: selection.filter((s) => s.kind === 'object').map((s) => s.id),
      sections,
    },
  }
}

export function rotateSave(state: PlanState, selection: SelItem[], by: number): SeatingSave {
  const turn = (r: number) => (((r + by) % 360) + 360) % 360
  return {
    updated: {
      tables: selection
        .filter((s) => s.kind === 'table')
        .flatMap((s) => {
          const t = state.tables.get(s.id)
          return t ? [{ id: t.id, rotation: turn(t.rotation) }] : []
        }),
      canvas_objects: selection
        .filter((s) => s.kind === 'object')
        .flatMap((s) => {
          const o = state.objects.get(s.id)
          return o ? [{ id: o.id, rotation: turn(o.rotation) }] : []
        }),
      sections: selection
        .filter((s) => s.kind === 'section')
        .flatMap((s) => {
          const o = state.sections.get(s.id)
          return o ? [{ id: o.id, rotation: turn(o.rotation) }] : []
        }),
    },
  }
}

export type Alignment = 'left' | 'centre' | 'right' | 'top' | 'middle' | 'bottom'

function boxOf(state: PlanState, item: SelItem): Box | null {
  if (item.kind === 'table') {
    const t = state.tables.get(item.id)
    return t ? tableBox(t) : null
  }
  if (item.kind === 'object') {
    const o = state.objects.get(item.id)
    return o ? objectBox(o) : null
  }
  if (item.kind === 'section') {
    const s = state.sections.get(item.id)
    return s ? sectionBox(s) : null
  }
  return null
}

/** Line the selected pieces up by their boxes' edges or centres. */
export function alignSave(state: PlanState, selection: SelItem[], how: Alignment): SeatingSave {
  const items = selection.flatMap((item) => {
    const box = boxOf(state, item)
    return box ? [{ item, box }] : []
  })
  if (items.length < 2) return {}
  const minX = Math.min(...items.map((i) => i.box.minX))
  const maxX = Math.max(...items.map((i) => i.box.maxX))
  const minY = Math.min(...items.map((i) => i.box.minY))
  const maxY = Math.max(...items.map((i) => i.box.maxY))
  const moved: MovedItem[] = items.map(({ item, box }) => {
    const cx = (box.minX + box.maxX) / 2
    const cy = (box.minY + box.maxY) / 2
    const hw = (box.maxX - box.minX) / 2
    const hh = (box.maxY - box.minY) / 2
    const x = how === 'left' ? minX + hw : how === 'right' ? maxX - hw : how === 'centre' ? (minX + maxX) / 2 : cx
    const y = how === 'top' ? minY + hh : how === 'bottom' ? maxY - hh : how === 'middle' ? (minY + maxY) / 2 : cy
    const frame = item.kind === 'table' ? state.tables.get(item.id)! : item.kind === 'object' ? state.objects.get(item.id)! : state.sections.get(item.id)!
    return { kind: item.kind as MovedItem['kind'], id: item.id, x: frame.x + (x - cx), y: frame.y + (y - cy) }
  })
  return moveSave(moved)
}

/** What Ctrl+C keeps: the selected pieces, whole (tables with their seats' legends and states). */
export interface Clipboard {
  tables: { table: TableInput; seats: SeatInput[] }[]
  objects: CanvasObjectInput[]
}

export function copySelection(state: PlanState, selection: SelItem[]): Clipboard {
  const tables = selection
    .filter((s) => s.kind === 'table')
    .flatMap((s) => {
      const t = state.tables.get(s.id)
      if (!t) return []
      const { id: _id, seated: _seated, ...table } = t
      const seats = (state.seatsByTable.get(t.id) ?? []).map(({ id: _sid, attendee_id: _a, ...seat }) => seat)
      return [{ table, seats }]
    })
  const objects = selection
    .filter((s) => s.kind === 'object')
    .flatMap((s) => {
      const o = state.objects.get(s.id)
      if (!o) return []
      const { id: _id, ...rest } = o
      return [rest]
    })
  return { tables, objects }
}

/** Paste (or duplicate) offset from the originals; pasted tables take the next free numbers. */
export function pasteSave(state: PlanState, clip: Clipboard, offset: number): { save: SeatingSave; selection: SelItem[] } {
  const taken: string[] = []
  const sorted = [...clip.tables].sort((a, b) => compareTableNames(a.table.name, b.table.name))
  const tables: NewTable[] = []
  const seats: NewSeat[] = []
  for (const { table, seats: originals } of sorted) {
    const id = newId()
    const name = table.shape === 'row' ? table.name : nextTableName(state, taken)
    taken.push(name)
    tables.push({ ...table, id, name, x: table.x + offset, y: table.y + offset })
    for (const seat of originals) seats.push({ ...seat, id: newId(), table_id: id })
  }
  const objects = clip.objects.map((o) => ({ ...o, id: newId(), x: o.x + offset, y: o.y + offset }))
  return {
    save: { created: { tables, seats, canvas_objects: objects } },
    selection: [...tables.map((t) => ({ kind: 'table' as const, id: t.id })), ...objects.map((o) => ({ kind: 'object' as const, id: o.id }))],
  }
}
