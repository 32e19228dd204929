import { describe, expect, it } from 'vitest'
import type { JourneyGraph, JourneyStep } from '@usher/domain/journeys/index'
import { stepsAhead } from './steps-ahead'

const step = (id: string, targets: string[]): JourneyStep => ({
  id,
  type: 'page',
  name: id,
  position: { x: 0, y: 0 },
  blocks: [],
  form_fields: [],
  actions: targets.map((target, i) => ({ id: `${id}-${i}`, type: 'to', label: target, to_step_id: target, conditions: [] })),
})

// welcome → rsvp → (yes → form → pass | no → bye)
const graph: JourneyGraph = {
  start_step_id: 'welcome',
  steps: [step('welcome', ['rsvp']), step('rsvp', ['form', 'bye']), step('form', ['pass']), step('pass', []), step('bye', [])],
}

describe('stepsAhead', () => {
  it('counts the longest way to the end, the step itself included', () => {
    expect(stepsAhead(graph, 'welcome')).toBe(4)
    expect(stepsAhead(graph, 'rsvp')).toBe(3)
    expect(stepsAhead(graph, 'bye')).toBe(1)
  })

  it('is 0 with no step or an unknown one, and does not run round a loop', () => {
    expect(stepsAhead(graph, null)).toBe(0)
    expect(stepsAhead(graph, 'nowhere')).toBe(0)
    const loop: JourneyGraph = { start_step_id: 'a', steps: [step('a', ['b']), step('b', ['a'])] }
    expect(stepsAhead(loop, 'a')).toBe(2)
  })
})
