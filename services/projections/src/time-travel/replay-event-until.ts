import { sql } from 'kysely';
import type { Db } from '@usher/infra/db/database';
import type { EventStore, ReadAllOptions } from '@usher/infra/eventstore/event-store';
import { comparePositions, LOG_START, positionOf, type LogPosition, type StoredEvent } from '@usher/infra/eventstore/types';
import type { Projection } from '../runner/projection.ts';
import { applyBatchSettingAside } from '../runner/apply-setting-aside.ts';
import { BatchPace } from '../runner/batch-pace.ts';
import { resetCheckpoint } from '../runner/checkpoints.ts';
import { eventListProjection } from '../events/event-list-projection.ts';
import { guestListProjection } from '../guest-list/guest-list-projection.ts';
import { attendeeTagProjection } from '../attendee-tags/attendee-tag-projection.ts';
import { hostGroupsProjection } from '../host-groups/host-groups-projection.ts';
import { createScratchSchema, finishScratchSchema } from './scratch-schema.ts';
import {
  historyBase,
  restoreCounters,
  restoreFirstGuests,
  restoreFromHistory,
  restoreGuestsReached,
  restoreHostsOfFirstGuests,
  restoreWholeInPlaceOfFirst,
} from './restore-from-history.ts';
import { guestsTheTailReaches } from './tail-reach.ts';
import { firstPositionAfter } from '@usher/infra/eventstore/past-view-lookups';

/**
 * The read models the guest list and its counters are read from: the guests
 * and counters, the tag catalogue (names and tag filters), the event's
 * body (custom fields, ticket variations) and the host groups (the guest
 * list's group, group tag and hosts columns).
 */
export const PAST_VIEW_PROJECTIONS: readonly Projection[] = [eventListProjection, guestListProjection, attendeeTagProjection, hostGroupsProjection];

/**
 * Events those projections need that belong to no organiser's event: a
 * sign-up gives every guest with that email the "has an account" mark
 * (guest-list/guest-accounts.ts), so the past view replays the sign-ups up
 * to the same moment.
 */
export const ACCOUNT_EVENT_TYPES: readonly string[] = ['UserRegistered'];

/** Every other type they handle is read from the event's own slice of the log. */
export const EVENT_SLICE_TYPES: readonly string[] = [...new Set(PAST_VIEW_PROJECTIONS.flatMap((projection) => projection.handles))].filter(
  (type) => !ACCOUNT_EVENT_TYPES.includes(type),
);

// Not the guest list's history (a projection of its own, guest-history/): a snapshot keeps none.
export const PAST_VIEW_TABLES: readonly string[] = PAST_VIEW_PROJECTIONS.flatMap((projection) => projection.tables);

// Big batches: a replay of 100,000 guests is a few dozen transactions.
const BATCH_SIZE = 10_000;

export interface ReplayTarget {
  schema: string;
  eventUuid: string;
  /** The last event of the event's slice to apply (null: the event had no events yet). */
  eventSliceEnd: LogPosition | null;
  /** The last sign-up to apply (null: none). */
  accountsEnd: LogPosition | null;
  /** Indexes of the public tables (by name) the reads of the snapshot need, built after the load. */
  indexes: readonly string[];
  /**
   * Start from the guest list's history (restore-from-history.ts) where it
   * covers the moment: its guests and counters at the last batch end before
   * the moment are copied, and only the guests' events after it replayed.
   * False: everything from the log's start (what the history must equal).
   */
  fromHistory?: boolean;
  /**
   * False: leave the indexes and the planner's statistics to the caller
   * (finishScratchSchema), who may answer a first read without them.
   */
  finish?: boolean;
  /**
   * Where the history's copies and the guests the events after its base
   * reach make the whole view (no sign-up after the base, and every guest
   * those events change named by them: tail-reach.ts): restore first only
   * those guests and the first `counts[0]` other guests of the default order
   * (restore-from-history.ts) and the counters, replay the catalogue and
   * the events after the base, restore the hosts of their groups, call
   * `readable` (the schema now answers the default order's first
   * `counts[0]` rows and the counters); then the same for each further
   * count (a look-ahead for the next pages); only then copy every other
   * guest beside them, index that copy and put it in their place (the
   * replay is then finished, whatever `finish` says).
   */
  firstGuests?: { counts: readonly number[]; readable: (count: number) => void | Promise<void> };
}

/** Batches of the log in commit order, matching `options`, after `start` up to and including `end`. */
async function* readUntil(store: EventStore, start: LogPosition, end: LogPosition | null, options: ReadAllOptions): AsyncGenerator<StoredEvent[]> {
  if (!end || comparePositions(start, end) >= 0) return;
  let after = start;
  for (;;) {
    // A past view is built once, by this one reader: its envelopes are not kept for others. Nothing
    // after `end` is read (a moment a few events before the log's end once read and opened a whole batch beyond it).
    const { events } = await store.readAll(after, BATCH_SIZE, { ...options, until: end, soleReader: true });
    if (events.length > 0) yield events;
    if (events.length < BATCH_SIZE) return;
    after = positionOf(events[events.length - 1]!);
  }
}

async function readWhole(store: EventStore, start: LogPosition, end: LogPosition | null, options: ReadAllOptions): Promise<StoredEvent[]> {
  const events: StoredEvent[] = [];
  for await (const batch of readUntil(store, start, end, options)) events.push(...batch);
  return events;
}

/** The guest list's types, less the sign-ups: the bulk of an event's slice, read after the history's base. */
const GUEST_SLICE_TYPES = guestListProjection.handles.filter((type) => EVENT_SLICE_TYPES.includes(type));
/**
 * The floor plan's saves: the guest list's, but a catalogue all the same (the history copies guests,
 * not the plan), so always replayed whole, before the base too. Replayed over later copies they
 * change nothing: a save rewrites its seated guests' names as the copies already show them.
 */
const PLAN_TYPES: readonly string[] = ['SeatingPlanSaved'];
/** The other projections' types and the plan's: an event's catalogue (body, tags, groups, plan), few events, always read whole. */
export const CATALOGUE_TYPES = EVENT_SLICE_TYPES.filter(
  (type) =>
    PLAN_TYPES.includes(type) || PAST_VIEW_PROJECTIONS.some((projection) => projection !== guestListProjection && projection.handles.includes(type as never)),
);

/**
 * The view's events in commit order, batch by batch: the sign-ups and the
 * event's catalogue (few: held whole) merged into the guests' events after
 * `guestsAfter`, which are streamed.
 */
async function* mergedBatches(store: EventStore, target: ReplayTarget, guestsAfter: LogPosition): AsyncGenerator<StoredEvent[]> {
  const [accounts, catalogue] = await Promise.all([
    readWhole(store, LOG_START, target.accountsEnd, { types: ACCOUNT_EVENT_TYPES }),
    readWhole(store, LOG_START, target.eventSliceEnd, { types: CATALOGUE_TYPES, eventUuid: target.eventUuid }),
  ]);
  // A type both read (a tag deleted) comes once.
  const held = [...new Map([...accounts, ...catalogue].map((event) => [event.globalPosition, event])).values()].sort((a, b) =>
    comparePositions(positionOf(a), positionOf(b)),
  );
  let next = 0;
  const guestTypes = GUEST_SLICE_TYPES.filter((type) => !CATALOGUE_TYPES.includes(type));
  const slice = readUntil(store, guestsAfter, target.eventSliceEnd, { types: guestTypes, eventUuid: target.eventUuid });
  // Reads the next batch while the current one is applied.
  let pending = slice.next();
  for (;;) {
    const current = await pending;
    if (current.done) break;
    pending = slice.next();
    const last = positionOf(current.value[current.value.length - 1]!);
    const merged: StoredEvent[] = [];
    for (const event of current.value) {
      while (next < held.length && comparePositions(positionOf(held[next]!), positionOf(event)) < 0) merged.push(held[next++]!);
      merged.push(event);
    }
    while (next < held.length && comparePositions(positionOf(held[next]!), last) < 0) merged.push(held[next++]!);
    yield merged;
  }
  if (next < held.length) yield held.slice(next);
}

/**
 * The guests whose rows the view's guest-list events after `base` may
 * change (none when there are no such events), when the history's copies
 * give every other guest as the view shows them: no sign-up falls after the
 * base and within the view (it marks guests by address), and the events
 * name each guest they change (tail-reach.ts). Null otherwise: the whole
 * copy is restored and replayed. A long tail is not read to its end.
 */
async function guestsReachedAfter(db: Db, store: EventStore, base: LogPosition, target: ReplayTarget): Promise<string[] | null> {
  const signUp = await firstPositionAfter(db, base, { types: ACCOUNT_EVENT_TYPES });
  if (signUp !== null && target.accountsEnd !== null && comparePositions(signUp, target.accountsEnd) <= 0) return null;
  const tail = readUntil(store, base, target.eventSliceEnd, { types: GUEST_SLICE_TYPES, eventUuid: target.eventUuid });
  const first = await tail.next();
  if (first.done) return [];
  // A whole batch: the tail may go on, and is too long to restore guest by guest anyway.
  if (first.value.length >= BATCH_SIZE) {
    await tail.return(undefined);
    return null;
  }
  return guestsTheTailReaches(first.value);
}

export interface ReplayReport {
  events: number;
  ms: number;
  /** The history's batch end the view started from (null: the log's start). */
  base: LogPosition | null;
  /** The indexes are built and the statistics taken. */
  finished: boolean;
}

/**
 * Builds the guest list's read models as they stood at a past position of
 * the log: the REAL projections apply the event's events (and the sign-ups)
 * up to that position into the target schema, through the runner's own
 * `applyBatchSettingAside`, exactly as a rebuild does. Each projection keeps its own
 * checkpoint for the replay; they are removed at the end.
 */
export async function replayEventUntil(db: Db, store: EventStore, target: ReplayTarget): Promise<ReplayReport> {
  const started = performance.now();
  // Where the history starts the view, looked up while the schema is made.
  const bounds = {
    eventUuid: target.eventUuid,
    eventSliceEnd: target.eventSliceEnd,
    accountsEnd: target.accountsEnd,
    sliceTypes: EVENT_SLICE_TYPES,
    accountTypes: ACCOUNT_EVENT_TYPES,
  };
  const [base] = await Promise.all([
    target.fromHistory ? historyBase(db, bounds) : Promise.resolve(null),
    createScratchSchema(db, target.schema, PAST_VIEW_TABLES),
  ]);
  const checkpointOf = (projection: Projection) => `${target.schema}:${projection.name}`;
  const dropReplayCheckpoints = () => sql`delete from projection_checkpoints where name = any(${PAST_VIEW_PROJECTIONS.map(checkpointOf)}::text[])`.execute(db);
  const positions = new Map<Projection, LogPosition>(PAST_VIEW_PROJECTIONS.map((projection) => [projection, LOG_START]));
  const paces = new Map(PAST_VIEW_PROJECTIONS.map((projection) => [projection, new BatchPace()]));
  let count = 0;
  // Whether the whole copy came in place of the first guests', indexed and analysed.
  let finished = false;
  try {
    for (const projection of PAST_VIEW_PROJECTIONS) await resetCheckpoint(db, checkpointOf(projection), LOG_START);
    // The history's copies hold the guests' events up to the base; sign-ups before it are applied again,
    // which changes no guest (each already has its mark) but fills the projection's table of accounts.
    const alreadyIn = (projection: Projection, event: StoredEvent) =>
      base !== null &&
      projection === guestListProjection &&
      !ACCOUNT_EVENT_TYPES.includes(event.type) &&
      !PLAN_TYPES.includes(event.type) &&
      comparePositions(positionOf(event), base) <= 0;
    const batches = mergedBatches(store, target, base ?? LOG_START);
    // The log is read (and its personal data opened) while the copies are restored.
    let pending = batches.next();
    pending.catch(() => undefined);
    const reached = base && target.firstGuests ? await guestsReachedAfter(db, store, base, target) : null;
    const firstGuests = reached ? target.firstGuests! : null;
    // The guests the replay below may change: restored whole, and left out of the copies restored after it.
    let replayed: string[] = [];
    if (base && reached && firstGuests) {
      replayed = await restoreGuestsReached(db, target.schema, target.eventUuid, base, reached);
      await Promise.all([
        restoreFirstGuests(db, target.schema, target.eventUuid, base, firstGuests.counts[0] ?? 0, replayed),
        restoreCounters(db, target.schema, target.eventUuid, base),
      ]);
    } else if (base) await restoreFromHistory(db, target.schema, target.eventUuid, base);
    for (;;) {
      const current = await pending;
      if (current.done) break;
      pending = batches.next();
      pending.catch(() => undefined);
      const batch = current.value;
      count += batch.length;
      // The projections own disjoint tables: their batches run side by side.
      await Promise.all(
        PAST_VIEW_PROJECTIONS.map(async (projection) => {
          const events = batch.filter((event) => projection.handles.includes(event.type as never) && !alreadyIn(projection, event));
          if (events.length === 0) return;
          const to = positionOf(events[events.length - 1]!);
          const applied = await applyBatchSettingAside(db, projection, checkpointOf(projection), positions.get(projection)!, events, to, {
            schema: target.schema,
            pace: paces.get(projection),
          });
          if (!applied) throw new Error(`Replay of ${projection.name} into ${target.schema} lost its checkpoint`);
          positions.set(projection, applied.position);
        }),
      );
    }
    // The replay is applied: its checkpoints go now, not after the copies and indexes below, which a
    // reader of the first guests does not wait for (the finally below covers a failed replay).
    await dropReplayCheckpoints();
    if (base && firstGuests) {
      for (const [stage, count] of firstGuests.counts.entries()) {
        if (stage > 0) await restoreFirstGuests(db, target.schema, target.eventUuid, base, count, replayed);
        await restoreHostsOfFirstGuests(db, target.schema, target.eventUuid, base, replayed);
        await firstGuests.readable(count);
      }
      await restoreWholeInPlaceOfFirst(db, target.schema, target.eventUuid, base, PAST_VIEW_TABLES, target.indexes, replayed);
      finished = true;
    }
  } finally {
    await dropReplayCheckpoints();
  }
  if (target.finish !== false && !finished) await finishScratchSchema(db, target.schema, PAST_VIEW_TABLES, target.indexes);
  return { events: count, ms: performance.now() - started, base, finished: finished || target.finish !== false };
}
