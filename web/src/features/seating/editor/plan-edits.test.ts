import { describe, expect, it } from 'vitest'
import type { SeatingSeat, SeatingTable } from '@/api/seating'
import { groupSeats, tableBox, type PlanState } from '../canvas/plan-model'
import { applySave } from './plan-saves'
import {
  alignSave,
  copySelection,
  deleteSave,
  moveSave,
  nextTableName,
  pasteSave,
  rectangleTable,
  rectangleWidthFor,
  rotateSave,
  roundTable,
  seatsFor,
  tableChangeSave,
  withSeats,
} from './plan-edits'

// The editor's actions as saves: each test applies the save to a plan as the
// server would (applySave) and looks at the plan that results.

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
/** A plan made by the editor's own actions, one save each. */
const planWith = (...saves: Parameters<typeof applySave>[1][]) => saves.reduce(applySave, emptyPlan())
const seatsAt = (plan: PlanState, tableId: string) => (plan.seatsByTable.get(tableId) ?? []).map((seat) => [seat.position, seat.name])

describe('new tables', () => {
  it('numbers the next table one past the highest number in use, rows aside', () => {
    const plan = planWith(withSeats([roundTable({ x: 0, y: 0 }, '7', 60), roundTable({ x: 200, y: 0 }, 'Table 12', 60)]))
    expect(nextTableName(plan)).toBe('13')
    expect(nextTableName(plan, ['20'])).toBe('21')
    expect(nextTableName(emptyPlan())).toBe('1')
  })

  it('a round table of a known diameter takes that diameter’s seats, numbered clockwise from 1', () => {
    const table = roundTable({ x: 5, y: 6 }, '1', 60)
    expect(table).toMatchObject({ shape: 'round', width: 60, height: 60, x: 5, y: 6 })
    const plan = planWith(withSeats([table]))
    expect(plan.seatsByTable.get(table.id)?.map((seat) => seat.position)).toEqual(Array.from({ length: table.seat_count }, (_, i) => i))
    expect(plan.seatsByTable.get(table.id)?.[0]?.name).toBe('1')
  })

  it('a table of no set diameter keeps the seat count asked for', () => {
    expect(roundTable({ x: 0, y: 0 }, '1', null, 5).seat_count).toBe(5)
  })

  it('a rectangular table is wide enough for half its seats along each side', () => {
    expect(rectangleWidthFor(2)).toBe(48)
    expect(rectangleWidthFor(11)).toBe(144)
    expect(rectangleTable({ x: 0, y: 0 }, '1', 11).width).toBe(144)
  })

  it('new seats get fresh ids and continue from a position', () => {
    const seats = seatsFor({ id: 't', seat_count: 4, numbering: 'clockwise' }, 2)
    expect(seats.map((seat) => seat.position)).toEqual([2, 3])
    expect(new Set(seats.map((seat) => seat.id)).size).toBe(2)
  })
})

describe('changing a table', () => {
  const table = roundTable({ x: 0, y: 0 }, '1', null, 6)
  const plan = planWith(withSeats([table]))

  it('more seats add seats at the end; fewer remove the last ones', () => {
    const grown = applySave(plan, tableChangeSave(plan, table.id, { seat_count: 8 }))
    expect(grown.seatsByTable.get(table.id)).toHaveLength(8)
    expect(grown.tables.get(table.id)?.seat_count).toBe(8)
    const shrunk = applySave(plan, tableChangeSave(plan, table.id, { seat_count: 4 }))
    expect(seatsAt(shrunk, table.id).map(([position]) => position)).toEqual([0, 1, 2, 3])
  })

  it('a new numbering renames the seats in place, keeping their ids (and so their guests)', () => {
    const before = new Set(plan.seatsByTable.get(table.id)!.map((seat) => seat.id))
    const save = tableChangeSave(plan, table.id, { numbering: 'odd_even' })
    expect(save.created?.seats).toEqual([])
    expect(save.deleted?.seats).toEqual([])
    const renamed = applySave(plan, save)
    expect(new Set(renamed.seatsByTable.get(table.id)!.map((seat) => seat.id))).toEqual(before)
    expect(renamed.seatsByTable.get(table.id)!.map((seat) => seat.name)).not.toEqual(plan.seatsByTable.get(table.id)!.map((seat) => seat.name))
  })

  it('a diameter sets the round table’s size and seat count; a change of nothing updates nothing', () => {
    const save = tableChangeSave(plan, table.id, { diameter: 72 })
    expect(save.updated?.tables?.[0]).toMatchObject({ id: table.id, diameter: 72, width: 72, height: 72 })
    expect(tableChangeSave(plan, table.id, { name: '1' }).updated?.tables).toEqual([])
    expect(tableChangeSave(plan, 'gone', { name: '2' })).toEqual({})
  })

  it('a rectangular table grows with more seats and never shrinks with fewer', () => {
    const rect = rectangleTable({ x: 0, y: 0 }, '2', 4)
    const p = planWith(withSeats([rect]))
    expect(applySave(p, tableChangeSave(p, rect.id, { seat_count: 20 })).tables.get(rect.id)?.width).toBe(rectangleWidthFor(20))
    expect(applySave(p, tableChangeSave(p, rect.id, { seat_count: 2 })).tables.get(rect.id)?.width).toBe(rect.width)
  })
})

describe('the selection’s actions', () => {
  const a = roundTable({ x: 0, y: 0 }, '1', 60)
  const b = roundTable({ x: 300, y: 120 }, '2', 60)
  const section = { id: 'sec', name: 'Stalls', color: null, x: 0, y: 600, width: 400, height: 200, rotation: 0 }
  const rowInSection = { ...roundTable({ x: 0, y: 600 }, 'A', 60), shape: 'row' as const, section_id: 'sec' }
  const plan = planWith(withSeats([a, b, rowInSection], { sections: [section] }))

  it('deleting tables takes their seats; deleting a section takes its rows and their seats', () => {
    const after = applySave(
      plan,
      deleteSave(plan, [
        { kind: 'table', id: a.id },
        { kind: 'section', id: 'sec' },
      ]),
    )
    expect([...after.tables.keys()]).toEqual([b.id])
    expect([...after.seats.values()].every((seat) => seat.table_id === b.id)).toBe(true)
    expect(after.sections.size).toBe(0)
  })

  it('rotating turns each piece by the step and keeps angles within a turn', () => {
    const turned = applySave(plan, rotateSave(plan, [{ kind: 'table', id: a.id }], -15))
    expect(turned.tables.get(a.id)?.rotation).toBe(345)
    const back = applySave(
      turned,
      rotateSave(
        turned,
        [
          { kind: 'table', id: a.id },
          { kind: 'section', id: 'sec' },
          { kind: 'table', id: 'gone' },
        ],
        30,
      ),
    )
    expect(back.tables.get(a.id)?.rotation).toBe(15)
    expect(back.sections.get('sec')?.rotation).toBe(30)
  })

  it('moving sends only the new places, by kind', () => {
    expect(
      moveSave([
        { kind: 'table', id: 't', x: 1, y: 2 },
        { kind: 'object', id: 'o', x: 3, y: 4 },
      ]),
    ).toEqual({
      updated: { tables: [{ id: 't', x: 1, y: 2 }], canvas_objects: [{ id: 'o', x: 3, y: 4 }], sections: [] },
    })
  })

  it('aligning lines the pieces’ boxes up on the chosen edge or centre; one piece alone does not move', () => {
    const both = [
      { kind: 'table' as const, id: a.id },
      { kind: 'table' as const, id: b.id },
    ]
    const left = applySave(plan, alignSave(plan, both, 'left'))
    expect(tableBox(left.tables.get(b.id)!).minX).toBeCloseTo(tableBox(left.tables.get(a.id)!).minX)
    const middle = applySave(plan, alignSave(plan, both, 'middle'))
    expect(middle.tables.get(a.id)!.y).toBeCloseTo(60)
    expect(middle.tables.get(b.id)!.y).toBeCloseTo(60)
    expect(middle.tables.get(a.id)!.x).toBe(0)
    expect(alignSave(plan, [both[0]!], 'top')).toEqual({})
  })

  it('copy and paste makes new tables beside the originals, with the next free numbers and their seats', () => {
    const clip = copySelection(plan, [
      { kind: 'table', id: a.id },
      { kind: 'table', id: b.id },
    ])
    const { save, selection } = pasteSave(plan, clip, 24)
    const after = applySave(plan, save)
    const pasted = selection.map((item) => after.tables.get(item.id)!)
    expect(pasted.map((t) => t.name)).toEqual(['3', '4'])
    expect(pasted.map((t) => [t.x, t.y])).toEqual([
      [24, 24],
      [324, 144],
    ])
    for (const t of pasted) expect(after.seatsByTable.get(t.id)).toHaveLength(a.seat_count)
    expect(after.tables.size).toBe(plan.tables.size + 2)
  })

  it('a copy leaves out what the server owns: ids, the seated count and who sits where', () => {
    const seated = { ...plan, seats: new Map([...plan.seats].map(([id, seat]) => [id, { ...seat, attendee_id: 'guest' } as SeatingSeat])) }
    seated.seatsByTable = groupSeats(seated.seats)
    seated.tables = new Map([[a.id, { ...a, seated: 3 } as SeatingTable]])
    const clip = copySelection(seated, [{ kind: 'table', id: a.id }])
    expect(clip.tables[0]!.table).not.toHaveProperty('id')
    expect(clip.tables[0]!.table).not.toHaveProperty('seated')
    expect(clip.tables[0]!.seats.some((seat) => 'attendee_id' in seat || 'id' in seat)).toBe(false)
  })
})
