import { streamIds } from '@usher/events';
import { fold } from '@usher/domain/deciders/decider';
import { journeyDecider, type JourneyState } from '@usher/domain/journeys/index';
import { isUuid } from '@usher/domain/ids/uuid';
import { journeyIdsCreatedInEvent } from '@usher/infra/eventstore/log-lookups';
import type { ServiceContext } from '@usher/infra/context';
import { toDomainEvent } from '../handling/execute.ts';

// Journeys as their own streams hold them, never the read model (which may
// trail the log by a moment): a journey created, published or made the
// default a moment ago counts at once (issue 29, section 2).

export interface LoadedJourney {
  state: JourneyState;
  /** When its stream last changed: of two defaults (two writers raced), the latest wins. */
  updated_at: Date | null;
}

export async function loadJourney(context: ServiceContext, journeyId: string): Promise<LoadedJourney> {
  if (!isUuid(journeyId)) return { state: journeyDecider.initialState(), updated_at: null };
  const history = await context.store.readStream(streamIds.journey(journeyId));
  return { state: fold(journeyDecider, history.map(toDomainEvent)), updated_at: history.at(-1)?.recordedAt ?? null };
}

/** A journey of this event that is not deleted, or null. */
export async function liveJourneyOfEvent(context: ServiceContext, eventUuid: string, journeyId: string): Promise<LoadedJourney | null> {
  const loaded = await loadJourney(context, journeyId);
  const { state } = loaded;
  return state.exists && !state.deleted && state.event_uuid === eventUuid ? loaded : null;
}

/** The event's journeys that are not deleted, oldest first. */
export async function liveJourneysOfEvent(context: ServiceContext, eventUuid: string): Promise<LoadedJourney[]> {
  const ids = await journeyIdsCreatedInEvent(context.db, eventUuid);
  const loaded = await Promise.all(ids.map((id) => liveJourneyOfEvent(context, eventUuid, id)));
  return loaded.filter((journey): journey is LoadedJourney => journey !== null);
}
