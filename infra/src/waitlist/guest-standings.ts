import { streamIds, toDomainEvent } from '@usher/events';
import { attendeeDecider, type AttendeeState } from '@usher/domain/deciders/attendee-decider';
import { fold } from '@usher/domain/deciders/decider';
import type { GuestStanding } from '@usher/domain/waitlist/capacity-decider';
import { standingOf } from '@usher/domain/waitlist/guest-standing';
import type { Db } from '../db/database.ts';
import type { EventStore } from '../eventstore/event-store.ts';
import { attendeeIdsEverAddedToEvent, plusOneIdsEverAdded } from '../eventstore/log-lookups.ts';

// How many places each guest holds, read from the guests' own streams (never the guest list's read model):
// the command side counts with it when capacity is first set, the waitlist keeper after every change.

async function readGuests(store: EventStore, ids: readonly string[]): Promise<Map<string, AttendeeState>> {
  const histories = await store.readStreamsForDecision(ids.map(streamIds.attendee), { personalData: false });
  return new Map(ids.map((id) => [id, fold(attendeeDecider, (histories.get(streamIds.attendee(id)) ?? []).map(toDomainEvent))]));
}

function standings(hostIds: readonly string[], guests: Map<string, AttendeeState>): GuestStanding[] {
  const plusOnes = new Map<string, AttendeeState[]>();
  for (const guest of guests.values()) {
    if (!guest.parent_attendee_id) continue;
    plusOnes.set(guest.parent_attendee_id, [...(plusOnes.get(guest.parent_attendee_id) ?? []), guest]);
  }
  return hostIds.map((id) => standingOf(id, guests.get(id) ?? attendeeDecider.initialState(), plusOnes.get(id) ?? []));
}

/** Every guest of the event who is no one's plus-one, with the places they hold (plus-ones count within their host's). */
export async function everyStanding(db: Db, store: EventStore, eventUuid: string): Promise<GuestStanding[]> {
  const guests = await readGuests(store, await attendeeIdsEverAddedToEvent(db, eventUuid));
  return standings(
    [...guests].filter(([, guest]) => guest.exists && !guest.parent_attendee_id).map(([id]) => id),
    guests,
  );
}

/**
 * The standing of these guests, each counted as the host they are or come with: a plus-one's change
 * is their host's (the host's places are themselves and their plus-ones).
 */
export async function standingsOf(db: Db, store: EventStore, eventUuid: string, ids: readonly string[]): Promise<GuestStanding[]> {
  const named = await readGuests(store, ids);
  const hostIds = [...new Set([...named].map(([id, guest]) => guest.parent_attendee_id ?? id))];
  const plusOneIds = await plusOneIdsEverAdded(db, eventUuid, hostIds);
  const guests = await readGuests(store, [...new Set([...hostIds, ...plusOneIds])]);
  return standings(hostIds, guests);
}
