import { isTrigger, stepById, type JourneyAction, type JourneyCondition, type JourneyGraph, type JourneyStep } from './journey-graph.ts';

// The one evaluator of journeys: where a guest goes when they press a button
// on a step. The editor's phone preview and the server both call it; the
// server's answer is the one that counts. Pure: everything it needs about the
// guest and the event is in the facts.

export interface JourneyFacts {
  /** Today's date in the event's time zone, YYYY-MM-DD. */
  today: string;
  /** Now, as an ISO 8601 instant. */
  now: string;
  /** The guest's RSVP before this answer: null pending, true yes, false no. */
  rsvp: boolean | null;
  /** How many guests of the event are attending (RSVP yes). */
  total_attendees: number;
  /** When the guest was first invited (ISO 8601), or null. */
  invited_at: string | null;
  /** The ids of the guest's tags. */
  tag_ids: readonly string[];
}

const HOUR_MS = 3_600_000;

export function conditionHolds(condition: JourneyCondition, facts: JourneyFacts): boolean {
  switch (condition.type) {
    case 'current_date_after':
      return facts.today > condition.date;
    case 'total_attendees_gt':
      return facts.total_attendees > condition.number;
    case 'hours_after_invitation': {
      if (facts.invited_at === null) return false;
      const invited = Date.parse(facts.invited_at);
      const now = Date.parse(facts.now);
      return Number.isFinite(invited) && Number.isFinite(now) && now - invited >= condition.number * HOUR_MS;
    }
    case 'rsvp_status':
      switch (condition.status) {
        case 'set':
          return facts.rsvp !== null;
        case 'unset':
          return facts.rsvp === null;
        case 'yes':
          return facts.rsvp === true;
        case 'no':
          return facts.rsvp === false;
      }
      return false;
    case 'has_tag':
      return facts.tag_ids.includes(condition.tag_id);
  }
}

/** A branch holds when every one of its conditions does (two branches to one step read as "or"). */
export function branchHolds(action: JourneyAction, facts: JourneyFacts): boolean {
  return action.type === 'condition' && action.conditions.length > 0 && action.conditions.every((condition) => conditionHolds(condition, facts));
}

/** The buttons a guest sees on a step, in the organiser's order. */
export function triggersOf(step: JourneyStep): JourneyAction[] {
  return step.actions.filter(isTrigger);
}

/** The facts once a button's own effect is applied: Yes and No answer the RSVP. */
export function factsAfter(action: Pick<JourneyAction, 'type'>, facts: JourneyFacts): JourneyFacts {
  if (action.type === 'rsvp_yes') return { ...facts, rsvp: true, total_attendees: facts.rsvp === true ? facts.total_attendees : facts.total_attendees + 1 };
  if (action.type === 'rsvp_no')
    return { ...facts, rsvp: false, total_attendees: facts.rsvp === true ? Math.max(0, facts.total_attendees - 1) : facts.total_attendees };
  return facts;
}

export type JourneyMove =
  { ok: true; next_step_id: string | null; branch_action_id: string | null } | { ok: false; reason: 'unknown_step' | 'unknown_action' | 'not_a_button' };

/**
 * Where pressing `actionId` on `stepId` takes the guest: the first branch of
 * the step whose conditions all hold (checked after the button's own effect),
 * else the button's own target. `next_step_id` null: the journey ends, at the pass.
 */
export function nextStep(graph: JourneyGraph, stepId: string, actionId: string, facts: JourneyFacts): JourneyMove {
  const step = stepById(graph, stepId);
  if (!step) return { ok: false, reason: 'unknown_step' };
  const action = step.actions.find((candidate) => candidate.id === actionId);
  if (!action) return { ok: false, reason: 'unknown_action' };
  if (!isTrigger(action)) return { ok: false, reason: 'not_a_button' };
  const after = factsAfter(action, facts);
  const branch = step.actions.find((candidate) => branchHolds(candidate, after));
  const target = branch ? branch.to_step_id : action.to_step_id;
  // A target that vanished (a draft being edited under the preview) ends the journey rather than stranding the guest.
  return { ok: true, next_step_id: target !== null && stepById(graph, target) ? target : null, branch_action_id: branch?.id ?? null };
}

/**
 * Follows a journey from its first step, pressing what `choose` picks on each
 * step, until it ends (a final page, or a button leading to the pass) or
 * `maxSteps` are taken. The preview walks a path with it; the tests use it to
 * show every sound journey ends.
 */
export function followJourney(
  graph: JourneyGraph,
  startFacts: JourneyFacts,
  choose: (step: JourneyStep, buttons: JourneyAction[]) => JourneyAction | undefined,
  maxSteps = graph.steps.length + 1,
): { path: string[]; ended: boolean; facts: JourneyFacts } {
  const path: string[] = [];
  let facts = startFacts;
  let current = stepById(graph, graph.start_step_id);
  while (current && path.length < maxSteps) {
    path.push(current.id);
    const buttons = triggersOf(current);
    if (buttons.length === 0) return { path, ended: true, facts };
    const pressed = choose(current, buttons) ?? buttons[0]!;
    const move = nextStep(graph, current.id, pressed.id, facts);
    facts = factsAfter(pressed, facts);
    if (!move.ok || move.next_step_id === null) return { path, ended: true, facts };
    current = stepById(graph, move.next_step_id);
  }
  return { path, ended: current === undefined, facts };
}
