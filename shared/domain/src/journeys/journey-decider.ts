import type { DomainEvent, StreamEvent } from '@usher/events';
import type { Decider } from '../deciders/decider.ts';
import { DomainError } from '../deciders/domain-error.ts';
import { checkField, maxLength, required } from '../validation/rules.ts';
import { hasErrors, type FieldErrors } from '../validation/errors.ts';
import { sameJson } from '../values/same-json.ts';
import { EMPTY_GRAPH, JOURNEY_LIMITS, TRIGGERS_BY_STEP_TYPE, stepById, type JourneyAction, type JourneyGraph, type JourneyStep } from './journey-graph.ts';
import { withActions, withoutStep } from './journey-structure.ts';
import { draftProblems, problemsAsFieldErrors, publishProblems } from './journey-validation.ts';

/**
 * A journey (stream `journey-{id}`): the draft the organiser edits and the
 * versions published from it. Every change to the draft must leave it sound
 * (no loop, no arrow to nowhere, within bounds): draftProblems() stays empty.
 * Publishing also needs it complete: publishProblems() empty.
 */
export interface JourneyState {
  exists: boolean;
  deleted: boolean;
  journey_id: string | null;
  event_uuid: string | null;
  name: string;
  draft: JourneyGraph;
  published_version: number | null;
  published: JourneyGraph | null;
  is_default: boolean;
}

export type StepChanges = Partial<Pick<JourneyStep, 'type' | 'name' | 'name_translations' | 'position' | 'blocks' | 'form_fields'>>;

export type JourneyCommand =
  | {
      type: 'CreateJourney';
      event_uuid: string;
      journey_id: string;
      name: string;
      draft?: JourneyGraph;
      duplicated_from?: string | null;
      template_key?: string | null;
    }
  | { type: 'RenameJourney'; name: string }
  | { type: 'AddJourneyStep'; step: JourneyStep }
  | { type: 'UpdateJourneyStep'; step_id: string; changes: StepChanges }
  | { type: 'SetJourneyStepActions'; step_id: string; actions: JourneyAction[] }
  | { type: 'RemoveJourneyStep'; step_id: string }
  | { type: 'SetJourneyStartStep'; step_id: string }
  | { type: 'PublishJourney' }
  | { type: 'MakeJourneyDefault'; is_default: boolean }
  | { type: 'DeleteJourney' };

const nameErrors = (name: string): FieldErrors => {
  const messages = checkField(name, 'The name', [required, maxLength(JOURNEY_LIMITS.nameLength)]);
  return messages.length > 0 ? { name: messages } : {};
};

/** Refuses a draft that would be broken, with the problems' messages by field; `before` is the draft the change starts from. */
function requireSoundDraft(graph: JourneyGraph, before?: JourneyGraph): void {
  const problems = draftProblems(graph, before);
  if (problems.length > 0) throw DomainError.validation(problemsAsFieldErrors(problems));
}

const stepNotFound = () => new DomainError('not_found', 'journey_step_not_found', 'The step could not be found.');

// Whatever the order of their keys: a draft read back from its rows is built, a published version read from jsonb.
const sameGraph = (a: JourneyGraph | null, b: JourneyGraph | null) => sameJson(a, b);

/** The draft once a step's changes apply (its position, words, kind…). */
function withStepChanges(graph: JourneyGraph, stepId: string, changes: StepChanges): JourneyGraph {
  return { ...graph, steps: graph.steps.map((step) => (step.id === stepId ? { ...step, ...changes } : step)) };
}

/** The draft as the events leave it: each event's effect on the graph (the journeys projection writes the same effect step by step, as rows). */
export function evolveDraft(graph: JourneyGraph, event: DomainEvent): JourneyGraph {
  switch (event.type) {
    case 'JourneyStepAdded':
      return { start_step_id: graph.start_step_id ?? event.data.step.id, steps: [...graph.steps, event.data.step] };
    case 'JourneyStepUpdated':
      return withStepChanges(graph, event.data.step_id, event.data.changes);
    case 'JourneyStepActionsChanged':
      return withActions(graph, event.data.step_id, event.data.actions);
    case 'JourneyStepRemoved':
      return withoutStep(graph, event.data.step_id).graph;
    case 'JourneyStartStepChanged':
      return { ...graph, start_step_id: event.data.step_id };
    default:
      return graph;
  }
}

export const journeyDecider: Decider<JourneyState, JourneyCommand, StreamEvent<'journey'>> = {
  initialState: () => ({
    exists: false,
    deleted: false,
    journey_id: null,
    event_uuid: null,
    name: '',
    draft: EMPTY_GRAPH,
    published_version: null,
    published: null,
    is_default: false,
  }),

  evolve(state, event) {
    switch (event.type) {
      case 'JourneyCreated':
        return { ...state, exists: true, journey_id: event.data.journey_id, event_uuid: event.data.event_uuid, name: event.data.name, draft: event.data.draft };
      case 'JourneyRenamed':
        return { ...state, name: event.data.name };
      case 'JourneyPublished':
        return { ...state, published_version: event.data.version, published: event.data.graph };
      case 'JourneyMadeDefault':
        return { ...state, is_default: event.data.is_default };
      case 'JourneyDeleted':
        return { ...state, deleted: true, is_default: false };
      default:
        return { ...state, draft: evolveDraft(state.draft, event) };
    }
  },

  decide(command, state): StreamEvent<'journey'>[] {
    if (command.type === 'CreateJourney') {
      if (state.exists) throw new DomainError('conflict', 'journey_exists', 'This journey exists already.');
      const name = command.name.trim();
      const errors = nameErrors(name);
      if (hasErrors(errors)) throw DomainError.validation(errors);
      const draft = command.draft ?? EMPTY_GRAPH;
      requireSoundDraft(draft);
      return [
        {
          type: 'JourneyCreated',
          data: {
            event_uuid: command.event_uuid,
            journey_id: command.journey_id,
            name,
            draft,
            duplicated_from: command.duplicated_from ?? null,
            template_key: command.template_key ?? null,
          },
        },
      ];
    }
    if (!state.exists || state.deleted) throw DomainError.notFound('journey');
    const ids = { event_uuid: state.event_uuid!, journey_id: state.journey_id! };
    const change = (event: StreamEvent<'journey'>): StreamEvent<'journey'>[] => {
      requireSoundDraft(evolveDraft(state.draft, event), state.draft);
      return [event];
    };
    switch (command.type) {
      case 'RenameJourney': {
        const name = command.name.trim();
        const errors = nameErrors(name);
        if (hasErrors(errors)) throw DomainError.validation(errors);
        return name === state.name ? [] : [{ type: 'JourneyRenamed', data: { ...ids, name } }];
      }
      case 'AddJourneyStep':
        if (stepById(state.draft, command.step.id)) throw DomainError.validation({ 'step.id': ['A step with this id exists already.'] });
        return change({ type: 'JourneyStepAdded', data: { ...ids, step: command.step } });
      case 'UpdateJourneyStep': {
        const step = stepById(state.draft, command.step_id);
        if (!step) throw stepNotFound();
        const changes = Object.fromEntries(
          Object.entries(command.changes).filter(
            ([key, value]) => value !== undefined && JSON.stringify(value) !== JSON.stringify(step[key as keyof StepChanges]),
          ),
        ) as StepChanges;
        if (Object.keys(changes).length === 0) return [];
        const events: StreamEvent<'journey'>[] = [{ type: 'JourneyStepUpdated', data: { ...ids, step_id: step.id, changes } }];
        // A step that changes kind keeps its branches but loses the buttons the new kind has no use for.
        if (changes.type) {
          const kept = step.actions.filter((action) => action.type === 'condition' || TRIGGERS_BY_STEP_TYPE[changes.type!].includes(action.type));
          if (kept.length !== step.actions.length) events.push({ type: 'JourneyStepActionsChanged', data: { ...ids, step_id: step.id, actions: kept } });
        }
        requireSoundDraft(events.reduce(evolveDraft, state.draft), state.draft);
        return events;
      }
      case 'SetJourneyStepActions': {
        const step = stepById(state.draft, command.step_id);
        if (!step) throw stepNotFound();
        if (JSON.stringify(step.actions) === JSON.stringify(command.actions)) return [];
        return change({ type: 'JourneyStepActionsChanged', data: { ...ids, step_id: step.id, actions: command.actions } });
      }
      case 'RemoveJourneyStep': {
        if (!stepById(state.draft, command.step_id)) throw stepNotFound();
        const { removedActionIds } = withoutStep(state.draft, command.step_id);
        return change({ type: 'JourneyStepRemoved', data: { ...ids, step_id: command.step_id, removed_action_ids: removedActionIds } });
      }
      case 'SetJourneyStartStep':
        if (!stepById(state.draft, command.step_id)) throw DomainError.validation({ start_step_id: ['The first step does not exist.'] });
        return state.draft.start_step_id === command.step_id ? [] : [{ type: 'JourneyStartStepChanged', data: { ...ids, step_id: command.step_id } }];
      case 'PublishJourney': {
        const problems = publishProblems(state.draft);
        if (problems.length > 0) throw DomainError.validation(problemsAsFieldErrors(problems));
        if (sameGraph(state.published, state.draft)) return [];
        return [{ type: 'JourneyPublished', data: { ...ids, version: (state.published_version ?? 0) + 1, graph: state.draft } }];
      }
      case 'MakeJourneyDefault':
        return state.is_default === command.is_default ? [] : [{ type: 'JourneyMadeDefault', data: { ...ids, is_default: command.is_default } }];
      case 'DeleteJourney':
        return [{ type: 'JourneyDeleted', data: ids }];
    }
  },
};

/** Whether the draft differs from the last published version (or was never published). */
export const hasUnpublishedChanges = (draft: JourneyGraph, published: JourneyGraph | null) => !sameGraph(draft, published);
