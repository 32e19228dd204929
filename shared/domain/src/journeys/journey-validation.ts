import type { FieldErrors } from '../validation/errors.ts';
import { addError } from '../validation/errors.ts';
import {
  ACTION_LABELS,
  JOURNEY_LIMITS,
  STEP_TYPE_LABELS,
  TRIGGERS_BY_STEP_TYPE,
  stepById,
  type JourneyAction,
  type JourneyCondition,
  type JourneyGraph,
  type JourneyStep,
} from './journey-graph.ts';
import { findCycle, reachableSteps } from './journey-structure.ts';
import { documentSize, documentTooLarge } from '../values/document-size.ts';

// What makes a journey sound. A draft may be unfinished (a form without its
// Submit yet) but never broken (a loop, an arrow to nowhere); a published
// journey must also be complete, so that every guest who starts it ends at
// their pass. Problems name the step by its name, in words an organiser reads.

export interface JourneyProblem {
  /** Where it is, as the 422's `errors` key: `steps.{stepId}`, `steps.{stepId}.actions`, `start_step_id`, `steps`. */
  field: string;
  message: string;
  step_id: string | null;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const stepName = (step: JourneyStep) => `"${step.name.trim() || STEP_TYPE_LABELS[step.type]}"`;

function conditionProblem(condition: JourneyCondition): string | null {
  switch (condition.type) {
    case 'current_date_after':
      return DATE.test(condition.date) && !Number.isNaN(Date.parse(condition.date)) ? null : 'needs a date';
    case 'total_attendees_gt':
      return Number.isInteger(condition.number) && condition.number >= 0 && condition.number <= 10_000_000 ? null : 'needs a whole number of guests';
    case 'hours_after_invitation':
      return Number.isFinite(condition.number) && condition.number >= 0 && condition.number <= 24 * 366 ? null : 'needs a number of hours (at most a year)';
    case 'rsvp_status':
      return null;
    case 'has_tag':
      return condition.tag_id.trim() ? null : 'needs a tag';
  }
}

function actionProblems(step: JourneyStep, action: JourneyAction, graph: JourneyGraph, problems: JourneyProblem[]) {
  const at = { field: `steps.${step.id}.actions`, step_id: step.id };
  if (action.type !== 'condition' && !TRIGGERS_BY_STEP_TYPE[step.type].includes(action.type)) {
    problems.push({ ...at, message: `${ACTION_LABELS[action.type]} can not be used on the ${STEP_TYPE_LABELS[step.type]} step ${stepName(step)}.` });
  }
  if (action.to_step_id !== null && !stepById(graph, action.to_step_id)) {
    problems.push({ ...at, message: `An action of ${stepName(step)} leads to a step that does not exist.` });
  }
  const labels = [action.label, ...Object.values(action.label_translations ?? {}).filter((text) => text !== undefined)];
  if (labels.some((text) => text.length > JOURNEY_LIMITS.labelLength)) {
    problems.push({ ...at, message: `A button label of ${stepName(step)} may not be greater than ${JOURNEY_LIMITS.labelLength} characters.` });
  }
  if (action.type === 'condition') {
    if (action.conditions.length === 0) problems.push({ ...at, message: `A branch of ${stepName(step)} has no condition.` });
    if (action.conditions.length > JOURNEY_LIMITS.conditionsPerAction) {
      problems.push({ ...at, message: `A branch of ${stepName(step)} may not have more than ${JOURNEY_LIMITS.conditionsPerAction} conditions.` });
    }
    for (const condition of action.conditions) {
      const problem = conditionProblem(condition);
      if (problem) problems.push({ ...at, message: `A condition of ${stepName(step)} ${problem}.` });
    }
  } else if (action.conditions.length > 0) {
    problems.push({ ...at, message: `Only a branch of ${stepName(step)} can have conditions.` });
  }
}

/**
 * What is wrong with a journey even as a draft: things that would break it,
 * not things still to add. `before`, the draft a change starts from: one
 * already past the size bound (saved before there was one) may still shrink.
 */
export function draftProblems(graph: JourneyGraph, before?: JourneyGraph): JourneyProblem[] {
  const problems: JourneyProblem[] = [];
  if (graph.steps.length > JOURNEY_LIMITS.steps) {
    problems.push({ field: 'steps', step_id: null, message: `A journey may not have more than ${JOURNEY_LIMITS.steps} steps.` });
  }
  const size = documentSize(graph);
  if (size > JOURNEY_LIMITS.draftCharacters && (!before || size > documentSize(before))) {
    problems.push({
      field: 'steps',
      step_id: null,
      message: `${documentTooLarge('A journey', JOURNEY_LIMITS.draftCharacters, size)} Shorten some texts or remove steps.`,
    });
  }
  const ids = new Set<string>();
  for (const step of graph.steps) {
    if (ids.has(step.id)) problems.push({ field: `steps.${step.id}`, step_id: step.id, message: `Two steps share the id ${step.id}.` });
    ids.add(step.id);
    if ([step.name, ...Object.values(step.name_translations ?? {})].some((name) => name !== undefined && name.length > JOURNEY_LIMITS.nameLength)) {
      problems.push({ field: `steps.${step.id}`, step_id: step.id, message: `A step's name may not be greater than ${JOURNEY_LIMITS.nameLength} characters.` });
    }
    if (step.actions.length > JOURNEY_LIMITS.actionsPerStep) {
      problems.push({
        field: `steps.${step.id}.actions`,
        step_id: step.id,
        message: `${stepName(step)} may not have more than ${JOURNEY_LIMITS.actionsPerStep} actions.`,
      });
    }
    if (step.blocks.length > JOURNEY_LIMITS.blocksPerStep) {
      problems.push({
        field: `steps.${step.id}.blocks`,
        step_id: step.id,
        message: `${stepName(step)} may not have more than ${JOURNEY_LIMITS.blocksPerStep} blocks.`,
      });
    }
    if (step.form_fields.length > JOURNEY_LIMITS.formFieldsPerStep) {
      problems.push({
        field: `steps.${step.id}.form_fields`,
        step_id: step.id,
        message: `${stepName(step)} may not have more than ${JOURNEY_LIMITS.formFieldsPerStep} questions.`,
      });
    }
    // A text in another language is held to its base text's bound.
    const tooLong = (text: string) => text.length > JOURNEY_LIMITS.textLength;
    if (step.blocks.some((block) => tooLong(block.text) || Object.values(block.text_translations ?? {}).some((text) => text !== undefined && tooLong(text)))) {
      problems.push({
        field: `steps.${step.id}.blocks`,
        step_id: step.id,
        message: `A block's text may not be greater than ${JOURNEY_LIMITS.textLength} characters.`,
      });
    }
    if (step.blocks.some((block) => block.type === 'button' && block.url !== null && !/^https:\/\/[^\s]+$/i.test(block.url))) {
      problems.push({ field: `steps.${step.id}.blocks`, step_id: step.id, message: `A button of ${stepName(step)} must link to an https:// address.` });
    }
    for (const action of step.actions) actionProblems(step, action, graph, problems);
  }
  if (graph.start_step_id !== null && !ids.has(graph.start_step_id)) {
    problems.push({ field: 'start_step_id', step_id: null, message: 'The first step does not exist.' });
  }
  const cycle = findCycle(graph);
  if (cycle) {
    const names = cycle
      .map((id) => stepById(graph, id))
      .filter((step) => step !== undefined)
      .map(stepName);
    problems.push({
      field: `steps.${cycle[0]}.actions`,
      step_id: cycle[0] ?? null,
      message: `The steps ${names.join(' → ')} lead back to themselves; a journey must always move on.`,
    });
  }
  return problems;
}

function completenessProblems(graph: JourneyGraph): JourneyProblem[] {
  const problems: JourneyProblem[] = [];
  if (graph.steps.length === 0) return [{ field: 'steps', step_id: null, message: 'A journey needs at least one step.' }];
  if (!stepById(graph, graph.start_step_id)) problems.push({ field: 'start_step_id', step_id: null, message: 'Choose the step guests start on.' });
  const reachable = reachableSteps(graph);
  for (const step of graph.steps) {
    const at = { field: `steps.${step.id}.actions`, step_id: step.id };
    const count = (type: JourneyAction['type']) => step.actions.filter((action) => action.type === type).length;
    if (!reachable.has(step.id) && stepById(graph, graph.start_step_id)) {
      problems.push({ field: `steps.${step.id}`, step_id: step.id, message: `No guest can reach ${stepName(step)}: connect it or remove it.` });
    }
    if (step.type === 'rsvp' && (count('rsvp_yes') !== 1 || count('rsvp_no') !== 1)) {
      problems.push({ ...at, message: `The RSVP step ${stepName(step)} needs one Yes and one No.` });
    }
    if (step.type === 'form') {
      if (count('submit_form') !== 1) problems.push({ ...at, message: `The form ${stepName(step)} needs one Submit.` });
      if (step.form_fields.length === 0)
        problems.push({ field: `steps.${step.id}.form_fields`, step_id: step.id, message: `The form ${stepName(step)} has no questions.` });
    }
    if (step.actions.length > 0 && step.actions.every((action) => action.type === 'condition')) {
      problems.push({ ...at, message: `${stepName(step)} has branches but nothing for the guest to press: add a button for when no branch holds.` });
    }
  }
  return problems;
}

/** Everything that stops a journey from being published (a draft's problems included). */
export function publishProblems(graph: JourneyGraph): JourneyProblem[] {
  return [...draftProblems(graph), ...completenessProblems(graph)];
}

/** Problems as the 422's errors by field. */
export function problemsAsFieldErrors(problems: readonly JourneyProblem[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const problem of problems) addError(errors, problem.field, problem.message);
  return errors;
}
