import { stepById, targetsOf, type JourneyAction, type JourneyGraph } from './journey-graph.ts';

// The graph facts behind "connections that cannot form a cycle or leave a
// step unreachable": pure functions the editor calls while a person drags a
// connection and the server calls before it accepts one.

/** The ids of the steps reachable from the first step (the first step included). */
export function reachableSteps(graph: JourneyGraph): Set<string> {
  const seen = new Set<string>();
  const start = stepById(graph, graph.start_step_id);
  if (!start) return seen;
  const queue = [start.id];
  while (queue.length > 0) {
    const id = queue.shift()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const step = stepById(graph, id);
    if (step) queue.push(...targetsOf(step).filter((target) => !seen.has(target)));
  }
  return seen;
}

/** Whether `to` can be reached from `from` by following actions. */
export function leadsTo(graph: JourneyGraph, from: string, to: string): boolean {
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (id === to) return true;
    if (seen.has(id)) continue;
    seen.add(id);
    const step = stepById(graph, id);
    if (step) stack.push(...targetsOf(step));
  }
  return false;
}

/** Whether a connection from one step to another would close a loop (a step leading back to itself). */
export function wouldCreateCycle(graph: JourneyGraph, fromStepId: string, toStepId: string): boolean {
  return fromStepId === toStepId || leadsTo(graph, toStepId, fromStepId);
}

/** The steps of a cycle, if the journey has one (the first found), else null. */
export function findCycle(graph: JourneyGraph): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const trail: string[] = [];
  const visit = (id: string): string[] | null => {
    if (state.get(id) === 'done') return null;
    if (state.get(id) === 'open') return trail.slice(trail.indexOf(id));
    state.set(id, 'open');
    trail.push(id);
    const step = stepById(graph, id);
    for (const target of step ? targetsOf(step) : []) {
      const cycle = visit(target);
      if (cycle) return cycle;
    }
    trail.pop();
    state.set(id, 'done');
    return null;
  };
  for (const step of graph.steps) {
    const cycle = visit(step.id);
    if (cycle) return cycle;
  }
  return null;
}

/** The journey with one step's actions replaced: what a change would make, to check before it is accepted. */
export function withActions(graph: JourneyGraph, stepId: string, actions: JourneyAction[]): JourneyGraph {
  return { ...graph, steps: graph.steps.map((step) => (step.id === stepId ? { ...step, actions } : step)) };
}

/** The journey without a step, and without the actions of other steps that led to it. */
export function withoutStep(graph: JourneyGraph, stepId: string): { graph: JourneyGraph; removedActionIds: string[] } {
  const removedActionIds: string[] = [];
  const steps = graph.steps
    .filter((step) => step.id !== stepId)
    .map((step) => {
      const kept = step.actions.filter((action) => action.to_step_id !== stepId);
      for (const action of step.actions) if (action.to_step_id === stepId) removedActionIds.push(action.id);
      return kept.length === step.actions.length ? step : { ...step, actions: kept };
    });
  const start = graph.start_step_id === stepId ? (steps[0]?.id ?? null) : graph.start_step_id;
  return { graph: { start_step_id: start, steps }, removedActionIds };
}
