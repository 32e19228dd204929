import { describe, expect, it } from 'vitest'
import type { PlanState } from '../canvas/plan-model'
import { applySave } from './plan-saves'
import { halfOf, placedClear } from './free-placement'
import { roundTable, withSeats } from './plan-edits'

const emptyPlan = (): PlanState => ({
  sections: new Map(),
  tables: new Map(),
  seats: new Map(),
  objects: new Map(),
  legends: new Map(),
  settings: {} as PlanState['settings'],
  occupants: new Map(),
  seatsByTable: new Map(),
  seatingType: 'venue',
  backgroundUrl: null,
})
const overlaps = (a: { minX: number; maxX: number; minY: number; maxY: number }, b: typeof a) =>
  a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY

describe('placedClear', () => {
  it('a piece put where nothing is stays there', () => {
    const piece = { x: 0, y: 0, width: 100, height: 50 }
    expect(placedClear(emptyPlan(), 'object', piece, null).piece).toEqual(piece)
  })

  it('a table put on top of another moves to free space, and the box it answers is where it now is', () => {
    const first = roundTable({ x: 0, y: 0 }, '1', 60)
    const plan = applySave(emptyPlan(), withSeats([first]))
    const second = roundTable({ x: 0, y: 0 }, '2', 60)
    const { piece, box } = placedClear(plan, 'table', second, { minX: -1000, minY: -1000, maxX: 1000, maxY: 1000 })
    expect([piece.x, piece.y]).not.toEqual([0, 0])
    const half = halfOf('table', second)
    expect(box).toEqual({ minX: piece.x - half.hx, minY: piece.y - half.hy, maxX: piece.x + half.hx, maxY: piece.y + half.hy })
    const firstHalf = halfOf('table', first)
    expect(overlaps(box, { minX: -firstHalf.hx, minY: -firstHalf.hy, maxX: firstHalf.hx, maxY: firstHalf.hy })).toBe(false)
  })

  it('a row may be put inside a section; a table may not', () => {
    const plan = applySave(emptyPlan(), { created: { sections: [{ id: 's', name: 'Stalls', color: null, x: 0, y: 0, width: 600, height: 400, rotation: 0 }] } })
    expect(
      placedClear(
        plan,
        'row',
        { x: 0, y: 0, width: 0, height: 0, shape: 'row', seat_count: 4, curve: 0, aisle_after: [], numbering: 'left_to_right' } as never,
        null,
      ).piece,
    ).toMatchObject({ x: 0, y: 0 })
    expect(placedClear(plan, 'object', { x: 0, y: 0, width: 40, height: 40 }, null).piece).not.toMatchObject({ x: 0, y: 0 })
  })
})
