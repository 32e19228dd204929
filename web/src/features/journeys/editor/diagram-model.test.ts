import { describe, expect, it } from 'vitest'
import type { JourneyGraph, JourneyProblem, JourneyStep } from '@usher/domain/journeys/index'
import { connectionEdges, edgeId, firstProblemByStep, stepNodes } from './diagram-model'
import type { TagNames } from './journey-words'

// The journey as xyflow draws it. What matters beyond the shape: nodes and edges that did not
// change are the very same objects, so memoised nodes do not redraw while a person types.

const step = (id: string, actions: JourneyStep['actions'] = [], position = { x: 0, y: 0 }): JourneyStep => ({
  id,
  type: 'page',
  name: id,
  position,
  blocks: [],
  form_fields: [],
  actions,
})
const to = (id: string, target: string | null, type: JourneyStep['actions'][number]['type'] = 'to') => ({
  id,
  type,
  label: id,
  to_step_id: target,
  conditions: [],
})

const graph: JourneyGraph = {
  start_step_id: 'welcome',
  steps: [step('welcome', [to('next', 'rsvp'), to('nowhere', null)]), step('rsvp', [to('if-vip', 'welcome', 'condition')], { x: 300, y: 0 })],
}
const tags: TagNames = new Map() as unknown as TagNames

describe('firstProblemByStep', () => {
  it('keeps the first problem of each step and ignores problems of the journey as a whole', () => {
    const problems = [
      { step_id: 'rsvp', message: 'first' },
      { step_id: 'rsvp', message: 'second' },
      { step_id: null, message: 'journey' },
    ] as unknown as JourneyProblem[]
    expect([...firstProblemByStep(problems)]).toEqual([['rsvp', 'first']])
  })
})

describe('stepNodes', () => {
  it('draws a node per step, marking the start, the selection and the problem', () => {
    const nodes = stepNodes(graph, 'rsvp', new Map([['rsvp', 'No way out']]), tags, [])
    expect(nodes.map((node) => [node.id, node.data.isStart, node.selected, node.data.problem])).toEqual([
      ['welcome', true, false, null],
      ['rsvp', false, true, 'No way out'],
    ])
    expect(nodes[1]!.position).toEqual({ x: 300, y: 0 })
  })

  it('returns the same node object when nothing about its step changed', () => {
    const problems = new Map<string, string>()
    const first = stepNodes(graph, null, problems, tags, [])
    const again = stepNodes(graph, null, problems, tags, first)
    expect(again[0]).toBe(first[0])
    expect(again[1]).toBe(first[1])
    const selected = stepNodes(graph, 'rsvp', problems, tags, first)
    expect(selected[0]).toBe(first[0])
    expect(selected[1]).not.toBe(first[1])
  })

  it('a node being dragged keeps the place the drag gave it, and its measured size', () => {
    const [welcome] = stepNodes(graph, null, new Map(), tags, [])
    const dragging = { ...welcome!, dragging: true, position: { x: 40, y: 50 }, measured: { width: 200, height: 90 } }
    const [next] = stepNodes(graph, null, new Map(), tags, [dragging])
    expect(next!.position).toEqual({ x: 40, y: 50 })
    expect(next!.measured).toEqual({ width: 200, height: 90 })
  })
})

describe('connectionEdges', () => {
  const onRemove = () => {}

  it('draws an edge per action that leads somewhere, from the action’s handle; branches are marked', () => {
    const edges = connectionEdges(graph, onRemove, [])
    expect(edges.map((edge) => [edge.id, edge.source, edge.sourceHandle, edge.target, edge.data?.branch])).toEqual([
      [edgeId('welcome', 'next'), 'welcome', 'next', 'rsvp', false],
      [edgeId('rsvp', 'if-vip'), 'rsvp', 'if-vip', 'welcome', true],
    ])
    expect(edges.every((edge) => edge.deletable)).toBe(true)
  })

  it('edges cannot be removed when there is no way to remove them (a published journey)', () => {
    expect(connectionEdges(graph, null, []).every((edge) => !edge.deletable)).toBe(true)
  })

  it('keeps an unchanged edge’s identity, and replaces one whose target moved', () => {
    const first = connectionEdges(graph, onRemove, [])
    expect(connectionEdges(graph, onRemove, first)[0]).toBe(first[0])
    const moved: JourneyGraph = { ...graph, steps: [step('welcome', [to('next', 'welcome')]), graph.steps[1]!] }
    const next = connectionEdges(moved, onRemove, first)
    expect(next[0]).not.toBe(first[0])
    expect(next[0]!.target).toBe('welcome')
  })
})
