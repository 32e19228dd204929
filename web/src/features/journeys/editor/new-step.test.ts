import { describe, expect, it } from 'vitest'
import { EMPTY_GRAPH, type JourneyGraph } from '@usher/domain/journeys/index'
import { autoLayout } from './auto-layout'
import { freePosition, freeSpotNear, newAction, newStep } from './new-step'

// New steps start nearly right and never land on another; the layout follows the guests' path.

const graphOf = (...steps: ReturnType<typeof newStep>[]): JourneyGraph => ({ start_step_id: steps[0]?.id ?? null, steps })

describe('newStep', () => {
  it('starts each kind with its usual content: an RSVP its Yes and No, a form its Submit and name fields', () => {
    const rsvp = newStep('rsvp', EMPTY_GRAPH, { x: 0, y: 0 })
    expect(rsvp.actions.map((a) => a.type)).toEqual(['rsvp_yes', 'rsvp_no'])
    const form = newStep('form', EMPTY_GRAPH, { x: 0, y: 0 })
    expect(form.actions.map((a) => a.type)).toEqual(['submit_form'])
    expect(form.form_fields).toEqual(['first_name', 'last_name'])
    expect(newStep('page', EMPTY_GRAPH, { x: 0, y: 0 }).blocks[0]).toMatchObject({ type: 'heading', text: 'Welcome' })
  })

  it('numbers a second step of a kind, and gives every step, block and action its own id', () => {
    const first = newStep('form', EMPTY_GRAPH, { x: 0, y: 0 })
    const second = newStep('form', graphOf(first), { x: 0, y: 300 })
    expect([first.name, second.name]).toEqual(['Form', 'Form 2'])
    const ids = [first, second].flatMap((s) => [s.id, ...s.blocks.map((b) => b.id), ...s.actions.map((a) => a.id)])
    expect(new Set(ids).size).toBe(ids.length)
    expect(newAction('to', second.id)).toMatchObject({ type: 'to', to_step_id: second.id, conditions: [] })
  })
})

describe('free places', () => {
  const a = newStep('page', EMPTY_GRAPH, { x: 0, y: 0 })
  const b = newStep('page', graphOf(a), { x: 40, y: 400 })

  it('a new step goes below the lowest one, or at the origin of an empty journey', () => {
    expect(freePosition(EMPTY_GRAPH)).toEqual({ x: 0, y: 0 })
    expect(freePosition(graphOf(a, b))).toEqual({ x: 40, y: 620 })
  })

  it('a step dropped on another moves down until it is clear', () => {
    expect(freeSpotNear(graphOf(a, b), { x: 500, y: 0 })).toEqual({ x: 500, y: 0 })
    const spot = freeSpotNear(graphOf(a, b), { x: 10, y: 10 })
    expect(spot.x).toBe(10)
    for (const step of [a, b]) expect(Math.abs(step.position.x - spot.x) >= 240 || Math.abs(step.position.y - spot.y) >= 180).toBe(true)
  })
})

describe('autoLayout', () => {
  it('places steps top to bottom in the order guests go through them, none on another', () => {
    const end = newStep('page', EMPTY_GRAPH, { x: 0, y: 0 })
    const rsvp = newStep('rsvp', EMPTY_GRAPH, { x: 0, y: 0 })
    const no = newStep('email', EMPTY_GRAPH, { x: 0, y: 0 })
    rsvp.actions = [newAction('rsvp_yes', end.id), newAction('rsvp_no', no.id)]
    const positions = autoLayout(graphOf(rsvp, end, no), new Map([[rsvp.id, { width: 260, height: 200 }]]))
    expect(positions.get(end.id)!.y).toBeGreaterThan(positions.get(rsvp.id)!.y)
    expect(positions.get(no.id)!.y).toBe(positions.get(end.id)!.y)
    expect(Math.abs(positions.get(no.id)!.x - positions.get(end.id)!.x)).toBeGreaterThanOrEqual(260)
    for (const p of positions.values()) expect(Number.isInteger(p.x) && Number.isInteger(p.y)).toBe(true)
  })
})
