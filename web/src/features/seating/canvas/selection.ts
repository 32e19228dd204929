import type { PlanState } from './plan-model'

// What a person has selected on the plan, and what a drag of it moves.

export type SelKind = 'table' | 'seat' | 'object' | 'section'
export interface SelItem {
  kind: SelKind
  id: string
}
export const selKey = (item: SelItem) => `${item.kind}:${item.id}`

/** A piece of the plan at a new place: what a drag, an alignment or a nudge saves. */
export interface MovedItem {
  kind: 'table' | 'object' | 'section'
  id: string
  x: number
  y: number
}

export function selectionExists(state: PlanState, item: SelItem): boolean {
  if (item.kind === 'table') return state.tables.has(item.id)
  if (item.kind === 'seat') return state.seats.has(item.id)
  if (item.kind === 'object') return state.objects.has(item.id)
  return state.sections.has(item.id)
}

/** The pieces a drag of `items` moves, where they are now: seats stay with their table, a section carries its rows. */
export function movedItemsOf(state: PlanState, items: readonly SelItem[]): MovedItem[] {
  const out = new Map<string, MovedItem>()
  for (const item of items) {
    if (item.kind === 'table') {
      const t = state.tables.get(item.id)
      if (t) out.set(item.id, { kind: 'table', id: t.id, x: t.x, y: t.y })
    } else if (item.kind === 'object') {
      const o = state.objects.get(item.id)
      if (o) out.set(item.id, { kind: 'object', id: o.id, x: o.x, y: o.y })
    } else if (item.kind === 'section') {
      const section = state.sections.get(item.id)
      if (!section) continue
      out.set(item.id, { kind: 'section', id: section.id, x: section.x, y: section.y })
      for (const t of state.tables.values()) if (t.section_id === section.id) out.set(t.id, { kind: 'table', id: t.id, x: t.x, y: t.y })
    }
  }
  return [...out.values()]
}
