import { describe, expect, it } from 'vitest'
import type { PlanState } from '../canvas/plan-model'
import { applySave } from './plan-saves'
import { roundTable, withSeats } from './plan-edits'
import { TEMPLATES, templateSave } from './plan-templates'

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

describe('templateSave', () => {
  it('each template is what its card says, as one save', () => {
    const banquet = applySave(emptyPlan(), templateSave(emptyPlan(), 'banquet', { x: 0, y: 0 }))
    expect(banquet.tables.size).toBe(12)
    expect([...banquet.tables.values()].every((t) => t.shape === 'round' && t.seat_count === 10)).toBe(true)
    const theatre = applySave(emptyPlan(), templateSave(emptyPlan(), 'theatre', { x: 0, y: 0 }))
    expect(theatre.sections.size).toBe(1)
    expect([...theatre.tables.values()].map((t) => t.name)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'])
    expect(theatre.seats.size).toBe(200)
    expect([...theatre.tables.values()].every((t) => t.section_id === [...theatre.sections.keys()][0] && t.aisle_after.includes(10))).toBe(true)
    const cabaret = applySave(emptyPlan(), templateSave(emptyPlan(), 'cabaret', { x: 0, y: 0 }))
    expect(cabaret.tables.size).toBe(10)
    expect([...cabaret.objects.values()].map((o) => o.text)).toEqual(['Stage', 'Dance floor'])
    expect(TEMPLATES.map((t) => t.name)).toEqual(['banquet', 'theatre', 'cabaret'])
  })

  it('numbers the new tables after those already on the plan and lays them out around the point given', () => {
    const existing = applySave(emptyPlan(), withSeats([roundTable({ x: 0, y: 0 }, '4', 60)]))
    const save = templateSave(existing, 'banquet', { x: 1000, y: 500 })
    const names = save.created!.tables!.map((t) => t.name)
    expect(names[0]).toBe('5')
    expect(names.at(-1)).toBe('16')
    const xs = save.created!.tables!.map((t) => t.x)
    expect((Math.min(...xs) + Math.max(...xs)) / 2).toBe(1000)
  })
})
