import type { JourneyGraph } from './journey-graph.ts';

/**
 * The same journey with every step, block and action given a new id, and
 * every connection following its step: what a template becomes in an event,
 * and what a duplicate is, so no two journeys ever share an id.
 */
export function withFreshIds(graph: JourneyGraph, newId: () => string): JourneyGraph {
  const stepIds = new Map(graph.steps.map((step) => [step.id, newId()]));
  const mapped = (id: string | null) => (id === null ? null : (stepIds.get(id) ?? null));
  return {
    start_step_id: mapped(graph.start_step_id),
    steps: graph.steps.map((step) => ({
      ...step,
      id: stepIds.get(step.id)!,
      blocks: step.blocks.map((block) => ({ ...block, id: newId() })),
      actions: step.actions.map((action) => ({ ...action, id: newId(), to_step_id: mapped(action.to_step_id) })),
    })),
  };
}
