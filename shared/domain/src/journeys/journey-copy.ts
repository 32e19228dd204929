import { stepById, type JourneyGraph } from './journey-graph.ts';
import type { JourneyCommand } from './journey-decider.ts';

/**
 * The same journey with every step, block and action given a new id, and
 * every connection following its step: what a template becomes in an event,
 * and what a duplicate is, so no two journeys ever share an id. `newId` is
 * given the old id: a remembering one (sameNewIds) renames two versions of
 * one journey alike.
 */
export function withFreshIds(graph: JourneyGraph, newId: (oldId: string) => string): JourneyGraph {
  const stepIds = new Map(graph.steps.map((step) => [step.id, newId(step.id)]));
  const mapped = (id: string | null) => (id === null ? null : (stepIds.get(id) ?? null));
  return {
    start_step_id: mapped(graph.start_step_id),
    steps: graph.steps.map((step) => ({
      ...step,
      id: stepIds.get(step.id)!,
      blocks: step.blocks.map((block) => ({ ...block, id: newId(block.id) })),
      actions: step.actions.map((action) => ({ ...action, id: newId(action.id), to_step_id: mapped(action.to_step_id) })),
    })),
  };
}

/** A renaming that gives the same old id the same new id every time. */
export function sameNewIds(make: () => string): (oldId: string) => string {
  const given = new Map<string, string>();
  return (oldId) => {
    let id = given.get(oldId);
    if (!id) given.set(oldId, (id = make()));
    return id;
  };
}

/**
 * The commands that turn one draft into another, in an order whose every
 * intermediate draft stays sound: steps removed, steps added bare, step
 * changes, every changed step's actions cleared, then set (a subset of the
 * final, loop-free connections can hold no loop), then the first step.
 */
export function draftChanges(from: JourneyGraph, to: JourneyGraph): JourneyCommand[] {
  const commands: JourneyCommand[] = [];
  for (const step of from.steps) if (!stepById(to, step.id)) commands.push({ type: 'RemoveJourneyStep', step_id: step.id });
  for (const step of to.steps) if (!stepById(from, step.id)) commands.push({ type: 'AddJourneyStep', step: { ...step, actions: [] } });
  const changedActions = to.steps.filter((step) => JSON.stringify(stepById(from, step.id)?.actions ?? []) !== JSON.stringify(step.actions));
  for (const step of to.steps) {
    const { id, type, name, position, blocks, form_fields } = step;
    commands.push({ type: 'UpdateJourneyStep', step_id: id, changes: { type, name, position, blocks, form_fields } });
  }
  for (const step of changedActions) commands.push({ type: 'SetJourneyStepActions', step_id: step.id, actions: [] });
  for (const step of changedActions) commands.push({ type: 'SetJourneyStepActions', step_id: step.id, actions: step.actions });
  if (to.start_step_id && to.start_step_id !== from.start_step_id) commands.push({ type: 'SetJourneyStartStep', step_id: to.start_step_id });
  return commands;
}
