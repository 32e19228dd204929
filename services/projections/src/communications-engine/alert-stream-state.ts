import { streamIds, toDomainEvent, type DomainEvent, type EventData } from '@usher/events';
import type { EventStore } from '@usher/infra/eventstore/event-store';

type Content = EventData<'AlertCreated'>['content'];
export type ResendScope = EventData<'AlertResendRequested'>['scope'];

/**
 * An alert as the engine decides on it, read from its own stream rather than
 * from rm_alerts (which may lag): the version to append AlertDispatched at,
 * so a change made meanwhile refuses the dispatch and it is decided again.
 */
export interface AlertStreamState {
  alertId: string;
  version: number;
  eventUuid: string;
  content: Content;
  isContinuousDelivery: boolean;
  status: 'none' | 'draft' | 'scheduled' | 'sending' | 'sent' | 'deleted';
  dueAt: string | null;
  /** How often who or when changed while it was scheduled: canceled messages' ids are spent (see outboundMessageIdFor). */
  generation: number;
  /** Each round asked for, with the scope of a resend (round 0 is the first sending and has none). */
  rounds: Map<number, ResendScope | null>;
  dispatchedRound: number | null;
}

/**
 * While an alert waits for its time, its scheduled messages show who it will
 * go to. A change of who or when (a new audience, a new time, taken back to a
 * draft) starts a new generation: the dispatcher cancels the old generation's
 * messages and makes new ones. Once dispatched the generation is fixed, so
 * continuous delivery keeps finding the same ids.
 */
function nextGeneration(state: AlertStreamState, event: DomainEvent): number {
  if (state.dispatchedRound !== null || state.status !== 'scheduled') return state.generation;
  const changesWho = event.type === 'AlertUpdated' && (event.data.changes.audience !== undefined || event.data.changes.schedule !== undefined);
  return changesWho || event.type === 'AlertSendRequested' || event.type === 'AlertUnscheduled' ? state.generation + 1 : state.generation;
}

function evolve(state: AlertStreamState, event: DomainEvent): AlertStreamState {
  const generation = nextGeneration(state, event);
  switch (event.type) {
    case 'AlertCreated':
      return {
        ...state,
        eventUuid: event.data.event_uuid,
        content: event.data.content,
        isContinuousDelivery: event.data.is_continuous_delivery,
        status: 'draft',
      };
    case 'AlertUpdated':
      return { ...state, generation, content: { ...state.content, ...event.data.changes } };
    case 'AlertContinuousDeliveryChanged':
      return { ...state, isContinuousDelivery: event.data.enabled };
    case 'AlertSendRequested':
      return { ...state, generation, status: 'scheduled', dueAt: event.data.due_at, rounds: new Map([...state.rounds, [0, null]]) };
    case 'AlertUnscheduled':
      return { ...state, generation, status: 'draft', dueAt: null, rounds: new Map() };
    case 'AlertResendRequested':
      return { ...state, status: 'sending', rounds: new Map([...state.rounds, [event.data.round, event.data.scope]]) };
    case 'AlertDispatched': {
      const dispatchedRound = Math.max(state.dispatchedRound ?? -1, event.data.round);
      const waiting = [...state.rounds.keys()].some((round) => round > dispatchedRound);
      return { ...state, dispatchedRound, status: waiting ? 'sending' : 'sent' };
    }
    case 'AlertDeleted':
      return { ...state, status: 'deleted', isContinuousDelivery: false };
    default:
      return state;
  }
}

const EMPTY_CONTENT: Content = {
  name: '',
  subject: '',
  body: '',
  template_id: null,
  audience: { filters: [], tab_id: null, tag_ids: [], except_tag_ids: [], host_group_id: null, attendee_ids: null },
  schedule: { kind: 'now', at: null, offset_minutes: null, anchor: null },
  attach_calendar: false,
};

export async function readAlertState(store: EventStore, alertId: string): Promise<AlertStreamState> {
  const events = await store.readStream(streamIds.alert(alertId));
  const initial: AlertStreamState = {
    alertId,
    version: 0,
    eventUuid: '',
    content: EMPTY_CONTENT,
    isContinuousDelivery: false,
    status: 'none',
    dueAt: null,
    generation: 0,
    rounds: new Map(),
    dispatchedRound: null,
  };
  const state = events.reduce((current, stored) => evolve(current, toDomainEvent(stored)), initial);
  return { ...state, version: events.length };
}

/** The next round the alert waits to have dispatched, or null when none is. */
export function nextRoundToDispatch(state: AlertStreamState): number | null {
  if (state.status !== 'scheduled' && state.status !== 'sending') return null;
  const waiting = [...state.rounds.keys()].filter((round) => round > (state.dispatchedRound ?? -1)).sort((a, b) => a - b);
  return waiting[0] ?? null;
}
