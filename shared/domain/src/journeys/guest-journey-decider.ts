import type { DomainEvent, StreamEvent } from '@usher/events';
import type { Decider } from '../deciders/decider.ts';
import { DomainError } from '../deciders/domain-error.ts';
import { stepById, type JourneyGraph } from './journey-graph.ts';
import { nextStep, type JourneyFacts } from './journey-evaluator.ts';

/**
 * A guest's way through their journey, on the guest's own stream
 * (`attendee-{id}`): which journey and version they started (they stay on it
 * when a newer one is published), the step they are on, and whether they have
 * reached the end. It is part of the attendee aggregate because the write side
 * caches a stream's state whichever decider folded it (see AttendeeState).
 */
export interface GuestJourneyProgress {
  journey_id: string;
  version: number;
  /** null once completed. */
  current_step_id: string | null;
  completed: boolean;
  /** Steps answered so far (the page's progress). */
  answered: number;
}

export interface GuestJourneyState {
  /** Absent in snapshots taken before journeys existed: read it as null. */
  guest_journey?: GuestJourneyProgress | null;
}

export type GuestJourneyCommand =
  | { type: 'StartGuestJourney'; journey_id: string; version: number; graph: JourneyGraph; via: 'invitation' | 'host_link' | 'public_link' }
  | {
      type: 'AnswerGuestJourneyStep';
      /** The version the guest is on, as published. */
      graph: JourneyGraph;
      step_id: string;
      action_id: string;
      /** The facts before this answer (the evaluator applies a Yes or No itself). */
      facts: JourneyFacts;
      answered_fields: string[];
    };

export const initialGuestJourneyState = (): GuestJourneyState => ({ guest_journey: null });

export const STEP_NOT_CURRENT = 'journey_step_not_current';

/** The plain RSVP refused: the guest follows a journey, whose steps (its form, its path) come with the answer. */
export const RSVP_THROUGH_JOURNEY = 'rsvp_through_journey';
export const RSVP_THROUGH_JOURNEY_MESSAGE = 'Your invitation is answered through its journey. Open your invitation link to continue there.';

export function evolveGuestJourney<S extends GuestJourneyState>(state: S, event: DomainEvent): S {
  switch (event.type) {
    case 'GuestJourneyStarted':
      return {
        ...state,
        guest_journey: { journey_id: event.data.journey_id, version: event.data.version, current_step_id: event.data.step_id, completed: false, answered: 0 },
      };
    case 'GuestJourneyStepAnswered': {
      const progress = state.guest_journey;
      return progress ? { ...state, guest_journey: { ...progress, current_step_id: event.data.next_step_id, answered: progress.answered + 1 } } : state;
    }
    case 'GuestJourneyCompleted': {
      const progress = state.guest_journey;
      return progress ? { ...state, guest_journey: { ...progress, current_step_id: null, completed: true } } : state;
    }
    default:
      return state;
  }
}

/**
 * Starting is done once (opening the link again resumes); an answer counts
 * only on the step the guest is on (else 409: a second tap, an old tab), and
 * where it leads is the evaluator's decision, never the page's.
 */
export function decideGuestJourney(
  command: GuestJourneyCommand,
  state: GuestJourneyState,
  ids: { event_uuid: string; attendee_id: string },
): StreamEvent<'attendee'>[] {
  const progress = state.guest_journey ?? null;
  switch (command.type) {
    case 'StartGuestJourney': {
      if (progress) return [];
      const start = stepById(command.graph, command.graph.start_step_id);
      if (!start) throw new DomainError('conflict', 'journey_not_startable', 'This journey has no first step.');
      return [{ type: 'GuestJourneyStarted', data: { ...ids, journey_id: command.journey_id, version: command.version, step_id: start.id, via: command.via } }];
    }
    case 'AnswerGuestJourneyStep': {
      if (!progress) throw new DomainError('conflict', 'journey_not_started', 'This journey has not been started.');
      if (progress.completed || progress.current_step_id !== command.step_id) {
        throw new DomainError('conflict', STEP_NOT_CURRENT, 'This step has been answered already.');
      }
      const move = nextStep(command.graph, command.step_id, command.action_id, command.facts);
      if (!move.ok) throw DomainError.validation({ action_id: ['The selected action is invalid.'] });
      const action = stepById(command.graph, command.step_id)!.actions.find((candidate) => candidate.id === command.action_id)!;
      const journey = { ...ids, journey_id: progress.journey_id, version: progress.version };
      const answered: StreamEvent<'attendee'> = {
        type: 'GuestJourneyStepAnswered',
        data: {
          ...journey,
          step_id: command.step_id,
          action_id: action.id,
          action_type: action.type,
          answered_fields: command.answered_fields,
          next_step_id: move.next_step_id,
        },
      };
      return move.next_step_id === null ? [answered, { type: 'GuestJourneyCompleted', data: journey }] : [answered];
    }
  }
}

/** The guest's journey on its own, as its tests read it (the attendee decider carries the same rules). */
export const guestJourneyDecider: Decider<GuestJourneyState, GuestJourneyCommand & { event_uuid: string; attendee_id: string }, StreamEvent<'attendee'>> = {
  initialState: initialGuestJourneyState,
  evolve: evolveGuestJourney,
  decide: (command, state) => decideGuestJourney(command, state, { event_uuid: command.event_uuid, attendee_id: command.attendee_id }),
};
