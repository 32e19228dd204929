import { describe, expect, it } from 'vitest'
import type { SeatingPlan, SeatingTable } from '@/api/seating'
import { planStateOf, rotatedBox, seatCounts, tableBox, tableHalfExtents, toLocal, unionBox } from './plan-model'
import { lookSignature, tableLook } from './table-drawing'

// The plan as the editor holds it, the boxes the view and the hit index are built from, and when a table is redrawn.

const table = (fields: Partial<SeatingTable> = {}): SeatingTable =>
  ({
    id: 't1',
    section_id: null,
    name: '1',
    label: null,
    shape: 'rectangle',
    diameter: null,
    seat_count: 2,
    numbering: 'clockwise',
    aisle_after: [],
    curve: 0,
    x: 0,
    y: 0,
    width: 100,
    height: 40,
    rotation: 0,
    color: null,
    seated: 0,
    ...fields,
  }) as SeatingTable
const seat = (id: string, position: number, extra: object = {}) => ({
  id,
  table_id: 't1',
  seat_legend_id: null,
  name: String(position + 1),
  position,
  disabled: false,
  disabled_message: null,
  attendee_id: null,
  ...extra,
})
const plan = {
  sections: [],
  tables: [table()],
  seats: [seat('b', 1), seat('a', 0, { attendee_id: 'g1' }), seat('c', 2, { disabled: true }), seat('d', 3)],
  canvas_objects: [],
  seat_legends: [{ id: 'vip', name: 'VIP', color: '#FF0000' }],
  settings: {},
  occupants: [{ attendee_id: 'g2', seat_id: 'd', full_name: 'Bo', parent_attendee_id: null, host_group_id: null, tags: [], checked_in: false }],
  seating_type: 'venue',
  background_url: null,
} as unknown as SeatingPlan

describe('planStateOf', () => {
  it('holds every kind by id and each table’s seats in position order', () => {
    const state = planStateOf(plan)
    expect(state.tables.get('t1')?.name).toBe('1')
    expect(state.seatsByTable.get('t1')?.map((s) => s.id)).toEqual(['a', 'b', 'c', 'd'])
    expect(state.occupants.get('d')?.full_name).toBe('Bo')
    expect(state.legends.get('vip')?.color).toBe('#FF0000')
  })

  it('counts seats: disabled ones apart, seated by an occupant or a guest id', () => {
    expect(seatCounts(planStateOf(plan))).toEqual({ total: 3, seated: 2, free: 1, disabled: 1 })
  })
})

describe('boxes', () => {
  it('a rotated frame’s box is the frame’s extents turned: a quarter turn swaps width and height', () => {
    expect(rotatedBox(10, 20, 50, 5, 0)).toEqual({ minX: -40, minY: 15, maxX: 60, maxY: 25 })
    const turned = rotatedBox(10, 20, 50, 5, 90)
    expect(turned.minX).toBeCloseTo(5)
    expect(turned.maxY).toBeCloseTo(70)
  })

  it('a table’s box takes in its seats around it', () => {
    const { hx, hy } = tableHalfExtents(table())
    expect(hx).toBeGreaterThan(50)
    expect(hy).toBeGreaterThan(20)
    expect(tableBox(table({ x: 100 }))).toEqual({ minX: 100 - hx, minY: -hy, maxX: 100 + hx, maxY: hy })
  })

  it('a point in a rotated frame’s own coordinates, and the union of boxes', () => {
    const local = toLocal({ x: 0, y: 10 }, { x: 0, y: 0, rotation: 90 })
    expect(local.x).toBeCloseTo(10)
    expect(local.y).toBeCloseTo(0)
    expect(unionBox([])).toBeNull()
    expect(
      unionBox([
        { minX: 0, minY: 0, maxX: 1, maxY: 1 },
        { minX: -5, minY: 2, maxX: 0, maxY: 9 },
      ]),
    ).toEqual({ minX: -5, minY: 0, maxX: 1, maxY: 9 })
  })
})

describe('a table’s look', () => {
  it('colours a seat by its legend, else its table, and marks it taken', () => {
    const state = planStateOf({
      ...plan,
      tables: [table({ color: '#00FF00' })],
      seats: [seat('a', 0, { seat_legend_id: 'vip', attendee_id: 'g1' }), seat('b', 1)],
    } as unknown as SeatingPlan)
    const look = tableLook(state, state.tables.get('t1')!, [])
    expect(look.seats.map((s) => [s.seat.id, s.color, s.occupied])).toEqual([
      ['a', '#FF0000', true],
      ['b', '#00FF00', false],
    ])
  })

  it('the signature changes when the drawing would (a seat taken, a rename) and not when the table only moves', () => {
    const state = planStateOf(plan)
    const base = lookSignature(tableLook(state, table(), []))
    expect(lookSignature(tableLook(state, table({ x: 500, y: -20, rotation: 45 }), []))).toBe(base)
    expect(lookSignature(tableLook(state, table({ name: '2' }), []))).not.toBe(base)
    const seated = planStateOf({ ...plan, seats: plan.seats.map((s) => (s.id === 'b' ? { ...s, attendee_id: 'g3' } : s)) })
    expect(lookSignature(tableLook(seated, table(), []))).not.toBe(base)
  })
})
