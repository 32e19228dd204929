import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { SeatingCanvasObject, SeatingSeat, SeatingTable } from '@/api/seating'
import { groupSeats, objectBox, type Box, type PlanState } from './plan-model'
import { SpatialIndex } from './spatial-index'

// The editor's own hit testing: the R-tree must answer as a walk over every item would.

const objectArb = (id: string) =>
  fc
    .record({
      x: fc.integer({ min: -400, max: 400 }),
      y: fc.integer({ min: -400, max: 400 }),
      width: fc.integer({ min: 1, max: 120 }),
      height: fc.integer({ min: 1, max: 120 }),
      rotation: fc.constantFrom(0, 30, 90, 135),
    })
    .map((frame) => ({ id, type: 'Square', points: [], text: null, fill: null, stroke: null, font_size: null, ...frame }) as unknown as SeatingCanvasObject)

function stateOf(objects: SeatingCanvasObject[], tables: SeatingTable[] = [], seats: SeatingSeat[] = []): PlanState {
  const seatMap = new Map(seats.map((seat) => [seat.id, seat]))
  return {
    sections: new Map(),
    tables: new Map(tables.map((table) => [table.id, table])),
    seats: seatMap,
    objects: new Map(objects.map((object) => [object.id, object])),
    legends: new Map(),
    settings: {} as PlanState['settings'],
    occupants: new Map(),
    seatsByTable: groupSeats(seatMap),
    seatingType: 'venue',
    backgroundUrl: null,
  }
}

const inside = (item: Box, band: Box) => item.minX >= band.minX && item.maxX <= band.maxX && item.minY >= band.minY && item.maxY <= band.maxY
const bandArb = fc
  .tuple(fc.integer({ min: -500, max: 500 }), fc.integer({ min: -500, max: 500 }), fc.integer({ min: 0, max: 600 }), fc.integer({ min: 0, max: 600 }))
  .map(([x, y, w, h]) => ({ minX: x, minY: y, maxX: x + w, maxY: y + h }))
const objectsArb = fc.integer({ min: 0, max: 30 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => objectArb(`o${i}`))).map((list) => [...list]))

describe('SpatialIndex', () => {
  it('the rubber band selects exactly the shapes whose boxes lie inside it', () => {
    fc.assert(
      fc.property(objectsArb, bandArb, (objects, band) => {
        const index = new SpatialIndex()
        index.rebuild(stateOf(objects))
        const expected = objects.filter((object) => inside(objectBox(object), band)).map((object) => object.id)
        expect(
          index
            .within(band)
            .map((item) => item.id)
            .sort(),
        ).toEqual(expected.sort())
      }),
    )
  })

  it('a moved shape is found where it went, and no longer where it was', () => {
    const square = { id: 'stage', type: 'Square', x: 0, y: 0, width: 40, height: 20, rotation: 0 } as unknown as SeatingCanvasObject
    const index = new SpatialIndex()
    const before = stateOf([square])
    index.rebuild(before)
    expect(index.hit(before, 5, 5)?.id).toBe('stage')
    const after = stateOf([{ ...square, x: 300 }])
    index.updateObject(after, 'stage')
    expect(index.hit(after, 5, 5)).toBeNull()
    expect(index.hit(after, 305, 5)?.id).toBe('stage')
  })

  it('hits the shape itself, not the corners of its box when it is turned', () => {
    const turned = { id: 'bar', type: 'Square', x: 0, y: 0, width: 100, height: 10, rotation: 45 } as unknown as SeatingCanvasObject
    const state = stateOf([turned])
    const index = new SpatialIndex()
    index.rebuild(state)
    expect(index.hit(state, 20, 20)?.id).toBe('bar')
    expect(index.hit(state, 30, -30)).toBeNull()
  })

  it('a seat comes before its table, and a table before a shape under it', () => {
    const table = {
      id: 't1',
      shape: 'round',
      diameter: 60,
      seat_count: 4,
      numbering: 'clockwise',
      aisle_after: [],
      curve: 0,
      x: 0,
      y: 0,
      width: 60,
      height: 60,
      rotation: 0,
      section_id: null,
      name: '1',
      label: null,
      color: null,
      seated: 0,
    } as unknown as SeatingTable
    const seats = [0, 1, 2, 3].map(
      (position) =>
        ({
          id: `s${position}`,
          table_id: 't1',
          position,
          name: String(position + 1),
          disabled: false,
          disabled_message: null,
          seat_legend_id: null,
          attendee_id: null,
        }) as SeatingSeat,
    )
    const floor = { id: 'floor', type: 'Square', x: 0, y: 0, width: 400, height: 400, rotation: 0 } as unknown as SeatingCanvasObject
    const state = stateOf([floor], [table], seats)
    const index = new SpatialIndex()
    index.rebuild(state)
    expect(index.hit(state, 0, 0)?.id).toBe('t1')
    const top = index.seatItem('s0', 't1')!
    expect(index.hit(state, top.cx!, top.cy!)).toMatchObject({ kind: 'seat', id: 's0', tableId: 't1' })
    expect(index.hit(state, 180, 180)?.id).toBe('floor')
  })
})
