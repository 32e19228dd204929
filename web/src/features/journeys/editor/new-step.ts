import type { JourneyAction, JourneyBlock, JourneyGraph, JourneyStep, JourneyStepType } from '@usher/domain/journeys/index'
import { STEP_TYPE_LABELS } from '@usher/domain/journeys/index'
import { randomId } from '@/lib/ids'

// What a new step starts with, so that it is already nearly right: an RSVP
// with its Yes and No, a form with its Submit, a page with a Continue.

export const newId = () => randomId()

export function newAction(type: JourneyAction['type'], toStepId: string | null = null): JourneyAction {
  return { id: newId(), type, label: '', to_step_id: toStepId, conditions: [] }
}

export function newBlock(type: JourneyBlock['type'], text = ''): JourneyBlock {
  return { id: newId(), type, text, media_id: null, url: null }
}

const STARTING_CONTENT: Record<JourneyStepType, () => Pick<JourneyStep, 'blocks' | 'actions' | 'form_fields'>> = {
  page: () => ({ blocks: [newBlock('heading', 'Welcome'), newBlock('text')], actions: [newAction('to')], form_fields: [] }),
  rsvp: () => ({
    blocks: [newBlock('heading', 'Will you join us?'), newBlock('event_details')],
    actions: [newAction('rsvp_yes'), newAction('rsvp_no')],
    form_fields: [],
  }),
  form: () => ({ blocks: [newBlock('heading', 'A few questions')], actions: [newAction('submit_form')], form_fields: ['first_name', 'last_name'] }),
  email: () => ({ blocks: [newBlock('heading'), newBlock('text')], actions: [newAction('to')], form_fields: [] }),
}

/** A new step of a kind, named after its kind and numbered ("Form 2"), at a place on the canvas. */
export function newStep(type: JourneyStepType, graph: JourneyGraph, position: { x: number; y: number }): JourneyStep {
  const sameKind = graph.steps.filter((step) => step.type === type).length
  const name = sameKind === 0 ? STEP_TYPE_LABELS[type] : `${STEP_TYPE_LABELS[type]} ${sameKind + 1}`
  return { id: newId(), type, name, position, ...STARTING_CONTENT[type]() }
}

/** Below the lowest step, so a new one never lands on another. */
export function freePosition(graph: JourneyGraph): { x: number; y: number } {
  if (graph.steps.length === 0) return { x: 0, y: 0 }
  const lowest = graph.steps.reduce((low, step) => (step.position.y > low.position.y ? step : low))
  return { x: lowest.position.x, y: lowest.position.y + 220 }
}

/** A place near the one asked for where no step is yet (steps are about 260 × 200), moving down until one is found. */
export function freeSpotNear(graph: JourneyGraph, wanted: { x: number; y: number }): { x: number; y: number } {
  const spot = { ...wanted }
  const taken = () => graph.steps.some((step) => Math.abs(step.position.x - spot.x) < 240 && Math.abs(step.position.y - spot.y) < 180)
  for (let tries = 0; tries < 50 && taken(); tries += 1) spot.y += 200
  return spot
}
