import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { SeatingSave } from '@/api/seating'
import { groupSeats, type PlanState } from '../canvas/plan-model'
import { applySave, inverseSave, isEmptySave } from './plan-saves'

// Undo is only as good as this guarantee: whatever a save changed, the save that
// inverseSave computes from the plan before it puts back (issue 30 §3).

type Kind = 'sections' | 'tables' | 'seats' | 'canvas_objects' | 'seat_legends'
const KINDS: readonly Kind[] = ['sections', 'tables', 'seats', 'canvas_objects', 'seat_legends']
const STATE_KEY: Record<Kind, keyof PlanState> = { sections: 'sections', tables: 'tables', seats: 'seats', canvas_objects: 'objects', seat_legends: 'legends' }
type Row = { id: string; name: string; x: number; y: number; table_id: string; position: number; seated?: number; attendee_id?: string | null }

const rowOf = (kind: Kind, n: number) =>
  fc
    .record({ name: fc.string({ maxLength: 6 }), x: fc.integer({ min: -500, max: 500 }), y: fc.integer({ min: -500, max: 500 }), position: fc.nat(12) })
    .map((fields): Row => ({
      id: `${kind}-${n}`,
      table_id: 'tables-0',
      ...fields,
      ...(kind === 'tables' ? { seated: n % 3 } : {}),
      ...(kind === 'seats' ? { attendee_id: n % 2 ? `guest-${n}` : null } : {}),
    }))

/** One value from each arbitrary, as a list (fc.tuple needs at least one). */
const allOf = <T>(arbitraries: fc.Arbitrary<T>[]): fc.Arbitrary<T[]> =>
  arbitraries.length ? fc.tuple(...arbitraries).map((values) => [...values]) : fc.constant([])
const rowsOf = (kind: Kind) => fc.uniqueArray(fc.nat(15), { maxLength: 6 }).chain((ns) => allOf(ns.map((n) => rowOf(kind, n))))
const rowsIn = (plan: PlanState, kind: Kind) => plan[STATE_KEY[kind]] as unknown as Map<string, Row>

const planArb = fc
  .record({
    sections: rowsOf('sections'),
    tables: rowsOf('tables'),
    seats: rowsOf('seats'),
    objects: rowsOf('canvas_objects'),
    legends: rowsOf('seat_legends'),
    settings: fc.record({ grid: fc.boolean(), zoom: fc.integer({ min: 1, max: 4 }) }),
  })
  .map(({ sections, tables, seats, objects, legends, settings }): PlanState => {
    const byId = (rows: Row[]) => new Map(rows.map((row) => [row.id, row]))
    const seatMap = byId(seats) as unknown as PlanState['seats']
    return {
      sections: byId(sections),
      tables: byId(tables),
      seats: seatMap,
      objects: byId(objects),
      legends: byId(legends),
      settings,
      occupants: new Map(seats.filter((seat) => seat.attendee_id).map((seat) => [seat.id, { attendee_id: seat.attendee_id, seat_id: seat.id }])),
      seatsByTable: groupSeats(seatMap),
      seatingType: 'venue',
      backgroundUrl: null,
    } as unknown as PlanState
  })

/** A save a person's action could make of this plan: new ids created, existing ones changed or deleted. */
function saveArb(plan: PlanState): fc.Arbitrary<SeatingSave> {
  const perKind = KINDS.map((kind) => {
    const ids = [...rowsIn(plan, kind).keys()]
    const change = (id: string) =>
      fc
        .record({ name: fc.string({ maxLength: 6 }), x: fc.integer({ min: -500, max: 500 }), y: fc.integer({ min: -500, max: 500 }) }, { requiredKeys: [] })
        .map((fields) => ({ id, ...fields }))
    return fc.record({
      deleted: fc.subarray(ids),
      updated: fc.subarray(ids).chain((chosen) => allOf(chosen.map(change))),
      created: fc.uniqueArray(fc.nat(5), { maxLength: 3 }).chain((ns) => allOf(ns.map((n) => rowOf(kind, 100 + n)))),
    })
  })
  const settings = fc.record({ grid: fc.boolean(), zoom: fc.integer({ min: 1, max: 4 }) }, { requiredKeys: [] })
  return fc.tuple(allOf(perKind), settings).map(([parts, settingsChange]) => {
    const save = { created: {}, updated: {}, deleted: {} } as Record<'created' | 'updated' | 'deleted', Record<string, unknown[]>>
    KINDS.forEach((kind, i) => {
      const part = parts[i]!
      if (part.created.length) save.created[kind] = part.created.map(({ seated: _s, attendee_id: _a, ...stored }) => stored)
      if (part.updated.length) save.updated[kind] = part.updated
      if (part.deleted.length) save.deleted[kind] = part.deleted
    })
    return { ...save, ...(Object.keys(settingsChange).length ? { settings: settingsChange } : {}) } as unknown as SeatingSave
  })
}

/** What a save can restore: every stored field (the seated count and the guest in a seat are the server's). */
function storedFields(plan: PlanState) {
  return Object.fromEntries(
    KINDS.map((kind) => [
      kind,
      [...rowsIn(plan, kind).values()].map(({ seated: _s, attendee_id: _a, ...stored }) => stored).sort((a, b) => a.id.localeCompare(b.id)),
    ]),
  )
}

describe('applySave and inverseSave', () => {
  it('the inverse of any save puts back every stored field and setting of the plan before it', () => {
    fc.assert(
      fc.property(
        planArb.chain((plan) => fc.tuple(fc.constant(plan), saveArb(plan))),
        ([before, save]) => {
          const after = applySave(before, save)
          const undone = applySave(after, inverseSave(before, save))
          expect(storedFields(undone)).toEqual(storedFields(before))
          expect(undone.settings).toEqual(before.settings)
        },
      ),
      { numRuns: 300 },
    )
  })

  it('undoing keeps the guests of seats the save did not delete, and the seats stay grouped by table', () => {
    fc.assert(
      fc.property(
        planArb.chain((plan) => fc.tuple(fc.constant(plan), saveArb(plan))),
        ([before, save]) => {
          const undone = applySave(applySave(before, save), inverseSave(before, save))
          const deleted = new Set((save.deleted?.seats ?? []) as string[])
          for (const [seatId, occupant] of before.occupants) if (!deleted.has(seatId)) expect(undone.occupants.get(seatId)).toEqual(occupant)
          expect([...undone.seatsByTable.values()].flat().length).toBe(undone.seats.size)
        },
      ),
      { numRuns: 200 },
    )
  })

  it('a deleted seat comes back empty: its guest left it on the server', () => {
    const before = {
      sections: new Map(),
      tables: new Map(),
      objects: new Map(),
      legends: new Map(),
      settings: {},
      seatingType: 'venue',
      backgroundUrl: null,
    } as unknown as PlanState
    const seat = { id: 's1', table_id: 't1', position: 0, attendee_id: 'g1' }
    before.seats = new Map([[seat.id, seat]]) as unknown as PlanState['seats']
    before.occupants = new Map([['s1', { attendee_id: 'g1' }]]) as unknown as PlanState['occupants']
    before.seatsByTable = groupSeats(before.seats)
    const save: SeatingSave = { deleted: { seats: ['s1'] } }
    const after = applySave(before, save)
    expect(after.seats.has('s1')).toBe(false)
    expect(after.occupants.size).toBe(0)
    const inverse = inverseSave(before, save)
    expect(inverse.created?.seats).toEqual([{ id: 's1', table_id: 't1', position: 0 }])
    expect(applySave(after, inverse).seats.get('s1')?.attendee_id).toBeNull()
  })

  it('tells an empty save from one that changes something', () => {
    expect(isEmptySave({})).toBe(true)
    expect(isEmptySave({ created: {}, updated: { tables: [] }, deleted: {}, settings: {} })).toBe(true)
    expect(isEmptySave({ deleted: { seats: ['s1'] } })).toBe(false)
    expect(isEmptySave({ settings: { grid: true } as SeatingSave['settings'] })).toBe(false)
  })
})
