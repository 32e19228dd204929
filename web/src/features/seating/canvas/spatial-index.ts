import RBush from 'rbush'
import type { SeatingSeat } from '@/api/seating'
import { SEAT_SIZE } from '@usher/domain/seating/seat-geometry'
import { objectBox, offsetsOf, sectionBox, seatPoint, tableBox, toLocal, type Box, type PlanState } from './plan-model'
import { roundTableRadius } from '@usher/domain/seating/seat-geometry'

// Our own hit testing (research notes A): the drawn layers do not listen, so
// Konva keeps no hit canvas for thousands of seats; an R-tree of seat, table,
// object and section boxes answers "what is under the pointer" and "what is
// inside the rubber band" in logarithmic time.

export type IndexedKind = 'seat' | 'table' | 'object' | 'section'
export interface IndexedItem extends Box {
  kind: IndexedKind
  id: string
  /** Seats: their table. */
  tableId?: string
  /** Seats: centre on the canvas. */
  cx?: number
  cy?: number
}

const PRIORITY: Record<IndexedKind, number> = { seat: 0, table: 1, object: 2, section: 3 }

export class SpatialIndex {
  private tree = new RBush<IndexedItem>()
  private byOwner = new Map<string, IndexedItem[]>()

  rebuild(state: PlanState) {
    this.tree.clear()
    this.byOwner.clear()
    const items: IndexedItem[] = []
    for (const table of state.tables.values()) items.push(...this.tableItems(state, table.id))
    for (const object of state.objects.values()) items.push(this.own(object.id, { ...objectBox(object), kind: 'object', id: object.id }))
    for (const section of state.sections.values()) items.push(this.own(section.id, { ...sectionBox(section), kind: 'section', id: section.id }))
    this.tree.load(items)
  }

  /** Re-index one table (and its seats) after it moved or changed. */
  updateTable(state: PlanState, tableId: string) {
    this.remove(tableId)
    if (state.tables.has(tableId)) for (const item of this.tableItems(state, tableId)) this.tree.insert(item)
  }

  updateObject(state: PlanState, id: string) {
    this.remove(id)
    const object = state.objects.get(id)
    if (object) this.tree.insert(this.own(id, { ...objectBox(object), kind: 'object', id }))
    const section = state.sections.get(id)
    if (section) this.tree.insert(this.own(id, { ...sectionBox(section), kind: 'section', id }))
  }

  private remove(owner: string) {
    for (const item of this.byOwner.get(owner) ?? []) this.tree.remove(item)
    this.byOwner.delete(owner)
  }

  private own(owner: string, item: IndexedItem): IndexedItem {
    const list = this.byOwner.get(owner)
    if (list) list.push(item)
    else this.byOwner.set(owner, [item])
    return item
  }

  private tableItems(state: PlanState, tableId: string): IndexedItem[] {
    const table = state.tables.get(tableId)!
    const offsets = offsetsOf(table)
    const items: IndexedItem[] = [this.own(tableId, { ...tableBox(table), kind: 'table', id: tableId })]
    const seats: readonly SeatingSeat[] = state.seatsByTable.get(tableId) ?? []
    const r = SEAT_SIZE / 2
    for (const seat of seats) {
      const p = seatPoint(table, offsets, seat)
      if (p) items.push(this.own(tableId, { minX: p.x - r, minY: p.y - r, maxX: p.x + r, maxY: p.y + r, kind: 'seat', id: seat.id, tableId, cx: p.x, cy: p.y }))
    }
    return items
  }

  /** What is under a canvas point: a seat before its table, a table before a shape, a section last. */
  hit(state: PlanState, x: number, y: number): IndexedItem | null {
    const candidates = this.tree.search({ minX: x, minY: y, maxX: x, maxY: y }).filter((item) => this.contains(state, item, x, y))
    candidates.sort((a, b) => PRIORITY[a.kind] - PRIORITY[b.kind])
    return candidates[0] ?? null
  }

  /** Everything whose box lies inside the band. */
  within(box: Box): IndexedItem[] {
    return this.tree.search(box).filter((item) => item.minX >= box.minX && item.maxX <= box.maxX && item.minY >= box.minY && item.maxY <= box.maxY)
  }

  seatItem(seatId: string, tableId: string): IndexedItem | undefined {
    return this.byOwner.get(tableId)?.find((item) => item.kind === 'seat' && item.id === seatId)
  }

  private contains(state: PlanState, item: IndexedItem, x: number, y: number): boolean {
    if (item.kind === 'seat') return Math.hypot(x - item.cx!, y - item.cy!) <= SEAT_SIZE / 2 + 1
    if (item.kind === 'table') {
      const table = state.tables.get(item.id)
      if (!table) return false
      const local = toLocal({ x, y }, table)
      if (table.shape === 'round') return Math.hypot(local.x, local.y) <= roundTableRadius(table)
      if (table.shape === 'rectangle') return Math.abs(local.x) <= table.width / 2 && Math.abs(local.y) <= table.height / 2
      return true
    }
    const frame = item.kind === 'object' ? state.objects.get(item.id) : state.sections.get(item.id)
    if (!frame) return false
    const local = toLocal({ x, y }, frame)
    return Math.abs(local.x) <= frame.width / 2 && Math.abs(local.y) <= frame.height / 2
  }
}
