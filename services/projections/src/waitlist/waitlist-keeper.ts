import { randomUUID } from 'node:crypto';
import { eventCatalogue, streamIds, toDomainEvent, type EventType, guestOfStream } from '@usher/events';
import { fold } from '@usher/domain/deciders/decider';
import { capacityDecider, type CapacityCommand } from '@usher/domain/waitlist/capacity-decider';
import type { Db } from '@usher/infra/db/database';
import type { EventStore } from '@usher/infra/eventstore/event-store';
import { LOG_START, positionOf, WrongExpectedVersionError, type EventMetadata, type LogPosition, type StoredEvent } from '@usher/infra/eventstore/types';
import { systemClock, type Clock } from '@usher/infra/clock';
import { standingsOf } from '@usher/infra/waitlist/guest-standings';
import { advanceCheckpoint, readCheckpoint } from '../runner/checkpoints.ts';
import { Reactor, type LogConsumer } from '../reactor/reactor.ts';
import { passOverCheckpoint } from '../reactor/set-aside.ts';

export const WAITLIST_KEEPER = 'waitlist_keeper';

/** What can change whether a guest holds places (their host's, for a plus-one). */
const GUEST_TYPES: readonly EventType[] = [
  'AttendeeAdded',
  'AttendeeRsvpSet',
  'AttendeeApprovalSet',
  'AttendeeRemoved',
  'AttendeeTicketVariationSet',
  'AttendeeForgotten',
];
/** What can free places, or bring a party that may fit them. */
const CAPACITY_TYPES: readonly EventType[] = [
  'EventCapacitySet',
  'GuestPlacesReleased',
  'GuestPlacesCounted',
  'WaitlistJoined',
  'WaitlistLeft',
  'WaitlistOfferExpired',
  'WaitlistOfferWithdrawn',
];
const HANDLES = [...GUEST_TYPES, ...CAPACITY_TYPES];
// All the keeper reads of an event: its organiser's event (eventOf) and what a set-aside event's record keeps.
const ROUTED_BY = { data: ['event_uuid'], metadata: ['event_uuid', 'organisation_id'] } as const;
const BATCH_SIZE = 500;
const ATTEMPTS = 20;
const EXPIRIES_PER_PASS = 100;
// Offers run out hours after they are made: looking for the ones due once a second is soon enough. Before each
// read it looked on every wake, and a guest's answer wakes the keeper (0.58 statements of a journey answer's 8.6).
const EXPIRY_CHECK_EVERY_MS = 1000;

export interface WaitlistKeeperOptions {
  /** What time it is for offers' expiry: a test moves it. */
  clock?: Clock;
  /** How long to wait for an append before looking at expiries again. */
  idleWaitMs?: number;
  log?: (message: string, error?: unknown) => void;
}

const eventOf = (event: StoredEvent): string | null => {
  const fromData = event.data.event_uuid;
  return typeof fromData === 'string' ? fromData : event.metadata.event_uuid;
};

/**
 * Keeps each event's capacity stream in line with its guest list and its clock (issue 32 §2). It follows the
 * log from its own checkpoint like the mail dispatcher: a guest's change (an organiser's Yes, a No, an
 * approval, a deletion) is counted on the capacity stream, and an event that offers automatically has its
 * free places offered to the next parties that fit. Before each read it expires the offers whose time is up
 * (their places go to the next). Each decision is the domain's, on the stream's version, so a keeper
 * racing a guest's claim decides again; decisions that change nothing append nothing, so a batch read
 * twice after a crash does no harm.
 */
export class WaitlistKeeper extends Reactor implements LogConsumer {
  readonly name = WAITLIST_KEEPER;
  private stored: LogPosition = LOG_START;
  private readonly clock: Clock;
  private expiriesCheckedAt = -Infinity;

  constructor(
    db: Db,
    store: EventStore,
    private readonly options: WaitlistKeeperOptions = {},
  ) {
    super(db, store, `usher:projection:${WAITLIST_KEEPER}`);
    this.clock = options.clock ?? systemClock;
  }

  protected lead(): Promise<void> {
    return this.follow(this, { batchSize: BATCH_SIZE, idleWaitMs: this.options.idleWaitMs ?? 1000, pendingWaitMs: 15, retryMs: 2000 });
  }

  async resume(): Promise<LogPosition> {
    this.stored = await readCheckpoint(this.db, WAITLIST_KEEPER);
    return this.stored;
  }

  reading() {
    return { types: HANDLES, only: ROUTED_BY };
  }

  failed(error: unknown): void {
    if (!this.stopped) this.options.log?.('waitlist keeper: failed; retrying', error);
  }

  async passOver(event: StoredEvent, alongside: (trx: Db) => Promise<void>): Promise<boolean> {
    const moved = await passOverCheckpoint(this.db, WAITLIST_KEEPER, this.stored, event, alongside);
    if (moved) this.stored = positionOf(event);
    else await this.resume();
    return moved;
  }

  /** Offers whose time is up (as the read model knows them; the stream decides), at most once a second by the keeper's clock. */
  async beforeRead(): Promise<void> {
    const now = this.clock.now();
    if (now.getTime() - this.expiriesCheckedAt < EXPIRY_CHECK_EVERY_MS) return;
    const due = await this.db
      .selectFrom('rm_waitlist_entries')
      .select('event_uuid')
      .distinct()
      .where('status', '=', 'offered')
      .where('expires_at', '<=', now)
      .limit(EXPIRIES_PER_PASS)
      .execute();
    for (const { event_uuid } of due) await this.keep(event_uuid, []);
    // Only once every due offer was expired: a pass that failed (or found a full page) looks again on the next read.
    if (due.length < EXPIRIES_PER_PASS) this.expiriesCheckedAt = now.getTime();
  }

  async handle(events: StoredEvent[], _from: LogPosition, next: LogPosition): Promise<LogPosition> {
    const guestsByEvent = new Map<string, Set<string>>();
    for (const event of events) {
      const eventUuid = eventOf(event);
      if (!eventUuid) continue;
      const guests = guestsByEvent.get(eventUuid) ?? new Set<string>();
      const guest = guestOfStream(event.streamId);
      if (guest) guests.add(guest);
      guestsByEvent.set(eventUuid, guests);
    }
    for (const [eventUuid, guests] of guestsByEvent) await this.keep(eventUuid, [...guests]);
    if (await advanceCheckpoint(this.db, WAITLIST_KEEPER, this.stored, next)) return (this.stored = next);
    return this.resume();
  }

  /** Counts these guests, expires what is due and offers what is free, on the event's capacity stream. */
  private async keep(eventUuid: string, guestIds: string[]): Promise<void> {
    const streamId = streamIds.capacity(eventUuid);
    for (let attempt = 1; ; attempt++) {
      const history = await this.store.readStream(streamId);
      // An event whose organiser never set a capacity has nothing to keep.
      if (history.length === 0) return;
      const state = fold(capacityDecider, history.map(toDomainEvent));
      if (!state.settings) return;
      const now = this.clock.now();
      const standings = guestIds.length > 0 ? await standingsOf(this.db, this.store, eventUuid, guestIds) : [];
      const commands: CapacityCommand[] = [
        ...standings.map((guest) => ({ type: 'CountGuest' as const, event_uuid: eventUuid, guest, enforce: false })),
        { type: 'ExpireOffers', event_uuid: eventUuid, at: now },
        ...(state.settings.offer_mode === 'automatic'
          ? [{ type: 'OfferFreedPlaces' as const, event_uuid: eventUuid, at: now, by: 'automatic' as const, new_offer_id: () => randomUUID() }]
          : []),
      ];
      const decided = capacityDecider.decide(commands, state);
      if (decided.length === 0) return;
      const metadata = this.metadataFor(eventUuid, history[history.length - 1]!, now);
      const events = decided.map((event) => ({
        type: event.type,
        schemaVersion: eventCatalogue[event.type].version,
        data: eventCatalogue[event.type].schema.parse(event.data) as Record<string, unknown>,
        metadata,
      }));
      try {
        await this.store.append([{ streamId, expectedVersion: history.length, events }]);
        return;
      } catch (error) {
        // A guest's claim or an organiser's change got there first: decide again on what it left.
        if (!(error instanceof WrongExpectedVersionError) || attempt >= ATTEMPTS) throw error;
      }
    }
  }

  /** The keeper acts as the product itself, in the event's organisation (as the stream's last writer named it). */
  private metadataFor(eventUuid: string, last: StoredEvent, now: Date): EventMetadata {
    return {
      actor: { type: 'system', id: null, name: 'Waitlist' },
      event_uuid: eventUuid,
      organisation_id: last.metadata.organisation_id,
      correlation_id: randomUUID(),
      causation_id: null,
      socket_id: null,
      occurred_at: now.toISOString(),
      source: 'waitlist keeper',
    };
  }
}
