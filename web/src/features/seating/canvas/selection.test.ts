import { describe, expect, it } from 'vitest'
import type { SeatingTable } from '@/api/seating'
import { groupSeats, type PlanState } from './plan-model'
import { movedItemsOf, selectionExists, selKey } from './selection'

const table = (id: string, x: number, sectionId: string | null = null) => ({ id, x, y: 0, section_id: sectionId }) as SeatingTable
const plan = {
  tables: new Map([table('t1', 10), table('r1', 100, 'sec'), table('r2', 200, 'sec')].map((t) => [t.id, t])),
  seats: new Map([['s1', { id: 's1', table_id: 't1', position: 0 }]]),
  objects: new Map([['o1', { id: 'o1', x: 5, y: 6 }]]),
  sections: new Map([['sec', { id: 'sec', x: 150, y: 40 }]]),
} as unknown as PlanState
plan.seatsByTable = groupSeats(plan.seats)

describe('selection', () => {
  it('keys items by kind, so a table and a seat with the same id stay apart', () => {
    expect(selKey({ kind: 'table', id: 'x' })).not.toBe(selKey({ kind: 'seat', id: 'x' }))
  })

  it('knows whether a selected item is still on the plan', () => {
    expect(selectionExists(plan, { kind: 'table', id: 't1' })).toBe(true)
    expect(selectionExists(plan, { kind: 'seat', id: 's1' })).toBe(true)
    expect(selectionExists(plan, { kind: 'object', id: 'o1' })).toBe(true)
    expect(selectionExists(plan, { kind: 'section', id: 'sec' })).toBe(true)
    expect(selectionExists(plan, { kind: 'section', id: 't1' })).toBe(false)
  })

  it('a moved section carries its rows once each, seats and vanished items move nothing', () => {
    const moved = movedItemsOf(plan, [
      { kind: 'section', id: 'sec' },
      { kind: 'table', id: 'r1' },
      { kind: 'seat', id: 's1' },
      { kind: 'object', id: 'o1' },
      { kind: 'table', id: 'gone' },
    ])
    expect(moved).toEqual([
      { kind: 'section', id: 'sec', x: 150, y: 40 },
      { kind: 'table', id: 'r1', x: 100, y: 0 },
      { kind: 'table', id: 'r2', x: 200, y: 0 },
      { kind: 'object', id: 'o1', x: 5, y: 6 },
    ])
  })
})
