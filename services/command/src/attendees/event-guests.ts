import { streamIds } from '@usher/events';
import { attendeeDecider, type AttendeeState } from '@usher/domain/deciders/attendee-decider';
import { fold } from '@usher/domain/deciders/decider';
import { attendeeIdsEverAddedToEvent } from '@usher/infra/eventstore/log-lookups';
import type { ServiceContext } from '@usher/infra/context';
import { toDomainEvent } from '../handling/execute.ts';

// Streams read per round trip: a big event's guests are read a slice at a time.
const STREAMS_PER_READ = 5000;

/**
 * The event's live guests, folded from their own streams, in the order they
 * were added: the log names everyone ever added, each stream whether they are
 * still there. Where a command matches or counts the event's guests, a guest
 * added a moment ago (the guest list not yet showing them) is among them.
 * `personalData` opens their names and contact fields.
 */
export async function liveGuestsOfEvent(
  context: ServiceContext,
  eventUuid: string,
  options: { personalData: boolean },
): Promise<{ id: string; state: AttendeeState }[]> {
  const ids = await attendeeIdsEverAddedToEvent(context.db, eventUuid);
  const guests: { id: string; state: AttendeeState }[] = [];
  for (let from = 0; from < ids.length; from += STREAMS_PER_READ) {
    const slice = ids.slice(from, from + STREAMS_PER_READ);
    const histories = await context.store.readStreamsForDecision(slice.map(streamIds.attendee), { personalData: options.personalData });
    for (const id of slice) {
      const state = fold(attendeeDecider, (histories.get(streamIds.attendee(id)) ?? []).map(toDomainEvent));
      if (state.exists && !state.removed && state.event_uuid === eventUuid) guests.push({ id, state });
    }
  }
  return guests;
}
