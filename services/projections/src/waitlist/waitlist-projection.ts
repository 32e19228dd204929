import { toDomainEvent, isEventOfStream } from '@usher/events';
import { evolveCapacity, initialCapacityState, placesUsed, type CapacityState } from '@usher/domain/waitlist/capacity-state';
import type { Db } from '@usher/infra/db/database';
import type { StoredEvent } from '@usher/infra/eventstore/types';
import type { BatchState, Projection } from '../runner/projection.ts';

const STATES = 'waitlist.states';

interface Touched {
  state: CapacityState;
  /** When the batch last changed it; null: only loaded. */
  at: Date | null;
}

const touched = (batch: BatchState) => batch.get(STATES) as Map<string, Touched>;

/** Each event's folded state, as the batch's events leave it: loaded once per batch, written once at its end. */
async function loadStates(trx: Db, events: StoredEvent[], batch: BatchState): Promise<void> {
  const uuids = [...new Set(events.map((event) => String(event.data.event_uuid)))];
  const rows = uuids.length === 0 ? [] : await trx.selectFrom('rm_event_capacity').select(['event_uuid', 'state']).where('event_uuid', 'in', uuids).execute();
  const states = new Map<string, Touched>();
  for (const row of rows) states.set(row.event_uuid, { state: row.state as unknown as CapacityState, at: null });
  batch.set(STATES, states);
}

async function writeState(trx: Db, eventUuid: string, state: CapacityState, at: Date): Promise<void> {
  const used = placesUsed(state);
  const figures = {
    capacity: state.settings?.capacity ?? null,
    taken: used.taken,
    offered: used.offered,
    waiting: state.waitlist.length,
    offer_mode: state.settings?.offer_mode ?? 'automatic',
    updated_at: at,
  } as const;
  await trx
    .insertInto('rm_event_capacity')
    .values({ event_uuid: eventUuid, state: JSON.stringify(state), ...figures })
    .onConflict((conflict) => conflict.column('event_uuid').doUpdateSet({ state: JSON.stringify(state), ...figures }))
    .execute();
  // A waitlist is a few hundred parties at most: rewritten whole, so every position stays right.
  await trx.deleteFrom('rm_waitlist_entries').where('event_uuid', '=', eventUuid).execute();
  if (state.waitlist.length === 0) return;
  await trx
    .insertInto('rm_waitlist_entries')
    .values(
      state.waitlist.map((entry, index) => ({
        event_uuid: eventUuid,
        attendee_id: entry.attendee_id,
        position: index + 1,
        party_size: entry.party_size,
        ticket_variation_id: entry.ticket_variation_id,
        status: entry.offer ? ('offered' as const) : ('waiting' as const),
        offer_id: entry.offer?.offer_id ?? null,
        joined_at: entry.joined_at,
        offered_at: entry.offer?.offered_at ?? null,
        expires_at: entry.offer?.expires_at ?? null,
      })),
    )
    .execute();
}

/**
 * rm_event_capacity and rm_waitlist_entries: each event's capacity stream folded by the domain's own
 * evolve (the state the decisions take), with its figures and its waiting parties in line.
 */
export const waitlistProjection: Projection = {
  name: 'waitlist',
  tables: ['rm_event_capacity', 'rm_waitlist_entries'],
  handles: [
    'EventCapacitySet',
    'GuestPlacesCounted',
    'GuestPlacesReleased',
    'WaitlistJoined',
    'WaitlistLeft',
    'WaitlistPlaceOffered',
    'WaitlistOfferClaimed',
    'WaitlistOfferExpired',
    'WaitlistOfferWithdrawn',
  ],

  prepare(trx, events, batch) {
    return loadStates(trx, events, batch);
  },

  async apply(_trx, stored, batch) {
    const event = toDomainEvent(stored);
    if (!isEventOfStream(event, 'capacity')) return null;
    const eventUuid = event.data.event_uuid;
    const states = touched(batch);
    const before = states.get(eventUuid)?.state ?? initialCapacityState();
    states.set(eventUuid, { state: evolveCapacity(before, event), at: stored.recordedAt });
    return { event_uuid: eventUuid, id: 'attendee_id' in event.data ? event.data.attendee_id : null, socket_id: stored.metadata.socket_id ?? null };
  },

  async flush(trx, batch) {
    for (const [eventUuid, { state, at }] of touched(batch)) if (at !== null) await writeState(trx, eventUuid, state, at);
  },
};
