import { describe, expect, it } from 'vitest'
import type { PlanViewData } from '@/api/seating-view'
import { drawnSeats, planBounds, seatCaption, seatTooltip, tableExtent } from './plan-drawing'

// The read-only plan (door, host portal, table owner): where seats are drawn and how they are named.

type Table = PlanViewData['tables'][number]
type Seat = PlanViewData['seats'][number]
const table = (fields: Partial<Table>): Table =>
  ({
    id: 't1',
    name: '3',
    label: null,
    shape: 'round',
    diameter: 60,
    seat_count: 4,
    numbering: 'clockwise',
    aisle_after: [],
    curve: 0,
    x: 100,
    y: 50,
    width: 60,
    height: 60,
    rotation: 0,
    section_id: null,
    ...fields,
  }) as Table
const seat = (fields: Partial<Seat>): Seat =>
  ({ id: 's1', table_id: 't1', name: '1', position: 0, disabled: false, disabled_message: null, occupied: false, guest_name: null, ...fields }) as Seat

describe('drawnSeats and planBounds', () => {
  const plan = {
    tables: [table({})],
    seats: [0, 1, 2, 3].map((position) => seat({ id: `s${position}`, position, name: String(position + 1) })),
    sections: [],
    canvas_objects: [],
  } as unknown as PlanViewData

  it('places each seat round its table, and skips seats of unknown tables or positions', () => {
    const drawn = drawnSeats({ ...plan, seats: [...plan.seats, seat({ id: 'orphan', table_id: 'gone' }), seat({ id: 'far', position: 40 })] })
    expect(drawn.map((d) => d.seat.id)).toEqual(['s0', 's1', 's2', 's3'])
    const centre = { x: drawn.reduce((sum, d) => sum + d.at.x, 0) / 4, y: drawn.reduce((sum, d) => sum + d.at.y, 0) / 4 }
    expect(centre.x).toBeCloseTo(100)
    expect(centre.y).toBeCloseTo(50)
  })

  it('the bounds hold every seat and table; an empty plan has none', () => {
    const drawn = drawnSeats(plan)
    const box = planBounds(plan, drawn)!
    for (const { at } of drawn) {
      expect(at.x).toBeGreaterThan(box.x)
      expect(at.x).toBeLessThan(box.x + box.width)
      expect(at.y).toBeGreaterThan(box.y)
      expect(at.y).toBeLessThan(box.y + box.height)
    }
    expect(planBounds({ tables: [], sections: [], canvas_objects: [] }, [])).toBeNull()
  })

  it('focusing on some tables leaves out the others and the shapes', () => {
    const stage = { id: 'o', x: 2000, y: 2000, width: 100, height: 100 }
    const withStage = { ...plan, canvas_objects: [stage] } as unknown as PlanViewData
    expect(planBounds(withStage, drawnSeats(withStage))!.width).toBeGreaterThan(1500)
    expect(planBounds(withStage, drawnSeats(withStage), new Set(['t1']))!.width).toBeLessThan(200)
  })

  it('a round table covers its radius, a rectangle its half diagonal, a row nothing', () => {
    expect(tableExtent(table({ shape: 'rectangle', width: 60, height: 80 }))).toBe(50)
    expect(tableExtent(table({ shape: 'row' }))).toBe(0)
    expect(tableExtent(table({}))).toBeGreaterThan(0)
  })
})

describe('seat captions', () => {
  it('names a table seat with the table’s label, and a row seat with its section', () => {
    expect(seatCaption(seat({ name: '4' }), table({ label: 'Sponsors' }), null)).toBe('Table 3 (Sponsors), Seat 4')
    expect(seatCaption(seat({ name: '12' }), table({ shape: 'row', name: 'A' }), 'Orchestra')).toBe('Orchestra, Row A, Seat 12')
    expect(seatCaption(seat({ name: '12' }), table({ shape: 'row', name: 'A' }), null)).toBe('Row A, Seat 12')
  })

  it('says who sits there, that the seat is taken or free, or why it is not available', () => {
    const t = table({})
    expect(seatTooltip(seat({ guest_name: 'Ana Silva', occupied: true }), t, null)).toBe('Table 3, Seat 1: Ana Silva')
    expect(seatTooltip(seat({ occupied: true }), t, null)).toBe('Table 3, Seat 1: taken')
    expect(seatTooltip(seat({}), t, null)).toBe('Table 3, Seat 1: free')
    expect(seatTooltip(seat({ disabled: true, disabled_message: 'Pillar' }), t, null)).toBe('Table 3, Seat 1: not available (Pillar)')
  })
})
