import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { SeatingSave, SeatingTable } from '@/api/seating'
import { groupSeats, type PlanState } from '../canvas/plan-model'
import { applySave, inverseSave } from './plan-saves'
import { emptyHistory, nextStep, saveFor, UNDO_DEPTH, undoReducer, type UndoHistory, type UndoStep } from './undo-history'

// Undo and redo over saves: the stacks move as a person expects, and carrying
// the saves out on the plan takes it back through every state it passed.

const stepOf = (n: number): UndoStep => ({ forward: { deleted: { tables: [`f${n}`] } }, inverse: { deleted: { tables: [`i${n}`] } } })
const recorded = (...ns: number[]) => ns.reduce<UndoHistory>((history, n) => undoReducer(history, { type: 'record', step: stepOf(n) }), emptyHistory)

describe('undoReducer', () => {
  it('undo takes the last action; once the server agrees it can be redone', () => {
    const history = recorded(1, 2)
    const step = nextStep(history, 'undo')!
    expect(saveFor(step, 'undo')).toEqual(stepOf(2).inverse)
    const pending = undoReducer(history, { type: 'begin', direction: 'undo' })
    expect(pending.past).toEqual([stepOf(1)])
    expect(pending.pending).toEqual([{ direction: 'undo', step }])
    const done = undoReducer(pending, { type: 'settle', step, ok: true })
    expect(done).toEqual({ past: [stepOf(1)], future: [stepOf(2)], pending: [] })
    expect(saveFor(nextStep(done, 'redo')!, 'redo')).toEqual(stepOf(2).forward)
  })

  it('an undo the server refuses goes back on the undo stack; a refused redo back on the redo stack', () => {
    const history = recorded(1)
    const step = nextStep(history, 'undo')!
    const refused = undoReducer(undoReducer(history, { type: 'begin', direction: 'undo' }), { type: 'settle', step, ok: false })
    expect(refused).toEqual(history)
    const undone = undoReducer(undoReducer(history, { type: 'begin', direction: 'undo' }), { type: 'settle', step, ok: true })
    const redoRefused = undoReducer(undoReducer(undone, { type: 'begin', direction: 'redo' }), { type: 'settle', step, ok: false })
    expect(redoRefused).toEqual(undone)
  })

  it('two quick undos take two different steps', () => {
    const twice = undoReducer(undoReducer(recorded(1, 2, 3), { type: 'begin', direction: 'undo' }), { type: 'begin', direction: 'undo' })
    expect(twice.pending.map((p) => p.step)).toEqual([stepOf(3), stepOf(2)])
    expect(twice.past).toEqual([stepOf(1)])
  })

  it('a new action ends the redo stack, and the history keeps only the last hundred', () => {
    const history = recorded(1, 2)
    const step = nextStep(history, 'undo')!
    const undone = undoReducer(undoReducer(history, { type: 'begin', direction: 'undo' }), { type: 'settle', step, ok: true })
    expect(undoReducer(undone, { type: 'record', step: stepOf(3) }).future).toEqual([])
    const long = recorded(...Array.from({ length: UNDO_DEPTH + 20 }, (_, n) => n))
    expect(long.past).toHaveLength(UNDO_DEPTH)
    expect(long.past[0]).toEqual(stepOf(20))
  })

  it('nothing to undo or redo is no change; an answer for a step not pending is ignored', () => {
    expect(nextStep(emptyHistory, 'undo')).toBeNull()
    expect(undoReducer(emptyHistory, { type: 'begin', direction: 'redo' })).toBe(emptyHistory)
    const history = recorded(1)
    expect(undoReducer(history, { type: 'settle', step: stepOf(1), ok: true })).toBe(history)
  })
})

// ---- The undo guarantee over whole sessions: moves, renames, additions and deletions of tables ----

const tableOf = (id: string, n: number): SeatingTable => ({ id, name: `T${n}`, x: n * 10, y: 0, rotation: 0 }) as SeatingTable
const startPlan = (): PlanState => {
  const tables = new Map([1, 2, 3].map((n) => [`t${n}`, tableOf(`t${n}`, n)]))
  return {
    sections: new Map(),
    tables,
    seats: new Map(),
    objects: new Map(),
    legends: new Map(),
    settings: { grid: true } as unknown as PlanState['settings'],
    occupants: new Map(),
    seatsByTable: groupSeats(new Map()),
    seatingType: 'venue',
    backgroundUrl: null,
  }
}

/** One action a person could take on `plan`, chosen by `pick` (fast-check's numbers, so a run replays). */
function actionOn(plan: PlanState, pick: number, n: number): SeatingSave {
  const ids = [...plan.tables.keys()]
  const id = ids[pick % Math.max(1, ids.length)]
  switch (ids.length ? pick % 4 : 0) {
    case 0:
      return { created: { tables: [tableOf(`new${n}`, n)] } } as SeatingSave
    case 1:
      return { updated: { tables: [{ id: id!, x: pick, y: -pick }] } } as SeatingSave
    case 2:
      return { updated: { tables: [{ id: id!, name: `renamed ${n}` }] } } as SeatingSave
    default:
      return { deleted: { tables: [id!] } }
  }
}
const storedTables = (plan: PlanState) => [...plan.tables.values()].map(({ seated: _s, ...t }) => t).sort((a, b) => a.id.localeCompare(b.id))

describe('undo and redo over a session', () => {
  it('undoing every action brings the first plan back, and redoing them all the last one, passing every plan between', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(1000), { minLength: 1, maxLength: 15 }), (picks) => {
        let plan = startPlan()
        let history = emptyHistory
        const plans = [storedTables(plan)]
        picks.forEach((pick, n) => {
          const save = actionOn(plan, pick, n)
          history = undoReducer(history, { type: 'record', step: { forward: save, inverse: inverseSave(plan, save) } })
          plan = applySave(plan, save)
          plans.push(storedTables(plan))
        })
        const travel = (direction: 'undo' | 'redo') => {
          const step = nextStep(history, direction)!
          history = undoReducer(history, { type: 'begin', direction })
          plan = applySave(plan, saveFor(step, direction))
          history = undoReducer(history, { type: 'settle', step, ok: true })
        }
        for (let i = picks.length - 1; i >= 0; i--) {
          travel('undo')
          expect(storedTables(plan)).toEqual(plans[i])
        }
        expect(nextStep(history, 'undo')).toBeNull()
        for (let i = 1; i <= picks.length; i++) {
          travel('redo')
          expect(storedTables(plan)).toEqual(plans[i])
        }
        expect(nextStep(history, 'redo')).toBeNull()
      }),
      { numRuns: 200 },
    )
  })
})
