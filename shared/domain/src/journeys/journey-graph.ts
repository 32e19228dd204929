import type { z } from 'zod';
import type { JourneyActionData, JourneyBlockData, JourneyConditionData, JourneyGraphData, JourneyStepData } from '@usher/events';
import { JOURNEY_ACTION_TYPES, JOURNEY_STEP_TYPES } from '@usher/events';

// The shape of a journey and the small facts about it that the editor, the
// validation and the evaluator all need. The zod schemas live with the events
// (a published version is stored in JourneyPublished); these are their types.

export type JourneyGraph = z.infer<typeof JourneyGraphData>;
export type JourneyStep = z.infer<typeof JourneyStepData>;
export type JourneyAction = z.infer<typeof JourneyActionData>;
export type JourneyCondition = z.infer<typeof JourneyConditionData>;
export type JourneyBlock = z.infer<typeof JourneyBlockData>;
export type JourneyStepType = (typeof JOURNEY_STEP_TYPES)[number];
export type JourneyActionType = (typeof JOURNEY_ACTION_TYPES)[number];
export { JOURNEY_ACTION_TYPES, JOURNEY_STEP_TYPES };

/** Bounds of a journey: generous for a real one, small enough to check and draw at once. */
export const JOURNEY_LIMITS = {
  steps: 200,
  actionsPerStep: 20,
  conditionsPerAction: 10,
  blocksPerStep: 50,
  formFieldsPerStep: 60,
  nameLength: 120,
  labelLength: 80,
  textLength: 5000,
  /**
   * The whole draft (its JSON): a rich 60-step journey is about 60,000; the
   * parts' limits alone would allow 50 MB (issue 27).
   */
  draftCharacters: 500_000,
} as const;

/** What the guest can press on each kind of step (a `condition` branch is allowed on every kind). */
export const TRIGGERS_BY_STEP_TYPE: Record<JourneyStepType, readonly JourneyActionType[]> = {
  page: ['to'],
  email: ['to'],
  rsvp: ['rsvp_yes', 'rsvp_no'],
  form: ['submit_form'],
};

/** The words of each action and step kind, as people read them. */
export const ACTION_LABELS: Record<JourneyActionType, string> = {
  to: 'Continue',
  rsvp_yes: 'Yes, I will attend',
  rsvp_no: 'No, I cannot attend',
  submit_form: 'Submit',
  condition: 'If',
};
export const STEP_TYPE_LABELS: Record<JourneyStepType, string> = { page: 'Page', rsvp: 'RSVP', form: 'Form', email: 'Email' };

export const isTrigger = (action: Pick<JourneyAction, 'type'>) => action.type !== 'condition';

export function stepById(graph: JourneyGraph, stepId: string | null | undefined): JourneyStep | undefined {
  return stepId ? graph.steps.find((step) => step.id === stepId) : undefined;
}

/** The steps a step leads to, each once, in the order of its actions. */
export function targetsOf(step: Pick<JourneyStep, 'actions'>): string[] {
  const targets: string[] = [];
  for (const action of step.actions) {
    if (action.to_step_id !== null && !targets.includes(action.to_step_id)) targets.push(action.to_step_id);
  }
  return targets;
}

/** A journey with no steps: what a new blank journey starts from. */
export const EMPTY_GRAPH: JourneyGraph = { start_step_id: null, steps: [] };
