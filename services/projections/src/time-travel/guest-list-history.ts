import { sql } from 'kysely';
import type { Db } from '@usher/infra/db/database';
import { positionOf, type LogPosition, type StoredEvent } from '@usher/infra/eventstore/types';
import { BATCH_SCHEMA, type BatchState } from '../runner/projection.ts';
import { SNAPSHOT_SCHEMA_PREFIX } from './scratch-schema.ts';
import { insertRows } from '../runner/insert-rows.ts';

/**
 * The guest list's history (migration 055): after each batch, a copy of every
 * guest row and counter row the batch changed, stamped with the batch's last
 * log position, and a mark per guest it removed. A past view then starts from
 * the copies at a batch end and replays only the events after it
 * (restore-from-history.ts). The guest-list projection calls these hooks; the
 * history tables are its own, so a rebuild fills them again from the log.
 */
export const HISTORY_TABLES = ['rm_attendee_versions', 'rm_attendee_removals', 'rm_attendee_forgettings', 'rm_attendee_stats_versions', 'rm_guest_list_batch_ends'];

type Row = Record<string, unknown>;

/** The state right after one of the batch's transactions, before its last: copies taken in memory. */
interface Midpoint {
  stamp: LogPosition;
  guests: Row[];
  counters: Row[];
}

interface BatchHistory {
  end: LogPosition | null;
  /** Guests changed by set-based statements, beside the row buffer's. */
  touched: Set<string>;
  removed: { event_uuid: string; id: string; stamp: LogPosition }[];
  forgotten: { event_uuid: string; id: string }[];
  /** The last event seen, and the guests and counters changed since the last midpoint. */
  last: StoredEvent | null;
  sinceMidpoint: Set<string>;
  /** Counters as the batch found them, by event: a midpoint's are these plus the deltas so far. */
  counters: Map<string, Row>;
  /**
   * Once a change is made by a statement over the table (a sign-up's marks,
   * a deleted tag or account), memory no longer holds the whole state: no
   * midpoints after it in this batch.
   */
  setBased: boolean;
  /** Sign-ups' emails (lower case) some stored guest without an account uses: their marks are such a statement. */
  marking: Set<string>;
  midpoints: Midpoint[];
}

const KEY = 'guest_list.history';

function historyOf(batch: BatchState): BatchHistory {
  let history = batch.get(KEY) as BatchHistory | undefined;
  if (!history) batch.set(KEY, (history = { end: null, touched: new Set(), removed: [], forgotten: [], last: null, sinceMidpoint: new Set(), counters: new Map(), setBased: false, marking: new Set(), midpoints: [] }));
  return history;
}

/** Types whose change to the guests is a statement over the table, not the batch's rows in memory. */
const SET_BASED_TYPES = ['UserAccountDeleted', 'AttendeeTagDeleted'];

const emailOf = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim().toLowerCase() : null);

/**
 * Before a batch: its last event (every copy written at flush is the state
 * right after it) and, when it spans several transactions, the counters of
 * its events as they stand, for the copies taken between them.
 */
export async function prepareHistory(trx: Db, batch: BatchState, events: readonly StoredEvent[]): Promise<void> {
  const last = events[events.length - 1];
  if (!last) return;
  const history = historyOf(batch);
  history.end = positionOf(last);
  if (events[0]!.transactionId === last.transactionId) return;
  // A sign-up marks, at flush, the stored guests with its email: most sign-ups match none.
  const signUps = [...new Set(events.filter((event) => event.type === 'UserRegistered').map((event) => emailOf(event.data.email)).filter((email): email is string => !!email))];
  if (signUps.length > 0) {
    const matched = await sql<{ email: string }>`select distinct lower(email) as email from rm_attendees where lower(email) = any(${signUps}::text[]) and account_created_at is null`.execute(trx);
    for (const row of matched.rows) history.marking.add(row.email);
  }
  const eventUuids = [...new Set(events.map((event) => event.metadata.event_uuid).filter((uuid): uuid is string => !!uuid))];
  if (eventUuids.length === 0) return;
  const rows = await sql<Row>`select * from rm_attendee_stats where event_uuid = any(${eventUuids}::uuid[])`.execute(trx);
  for (const row of rows.rows) history.counters.set(String(row.event_uuid), row);
}

/**
 * Before each event of the batch: when it opens a new transaction, the state
 * after the previous one is copied from memory (the guests changed since the
 * last copy, every counter the batch moved), so that a moment between two
 * transactions of one batch starts from its own copies, with nothing to replay.
 */
export function beforeEvent(
  batch: BatchState,
  stored: StoredEvent,
  guests: { get(id: string): Row | undefined; held(predicate: (row: Row) => boolean): Row[] },
  deltas: ReadonlyMap<string, Record<string, number>>,
): void {
  const history = historyOf(batch);
  const previous = history.last;
  history.last = stored;
  if (previous && previous.transactionId !== stored.transactionId && !history.setBased) {
    const copies = [...history.sinceMidpoint].flatMap((id) => {
      const row = guests.get(id);
      return row ? [{ ...row }] : [];
    });
    const counters = [...deltas].map(([eventUuid, delta]) => {
      const found = history.counters.get(eventUuid) ?? { event_uuid: eventUuid };
      return { ...found, ...Object.fromEntries(Object.entries(delta).map(([column, by]) => [column, Number(found[column] ?? 0) + by])) };
    });
    history.midpoints.push({ stamp: positionOf(previous), guests: copies, counters });
    history.sinceMidpoint.clear();
  }
  if (SET_BASED_TYPES.includes(stored.type)) history.setBased = true;
  if (stored.type === 'UserRegistered') {
    const email = emailOf(stored.data.email);
    if (email && (history.marking.has(email) || guests.held((row) => emailOf(row.email) === email && row.account_created_at === null).length > 0)) history.setBased = true;
  }
}

/** A guest row the batch changed in memory. */
export function noteChangedGuest(batch: BatchState, id: string): void {
  historyOf(batch).sinceMidpoint.add(id);
}

/** Guests a set-based statement changed (tag deleted, account registered or deleted). */
export function noteTouchedGuests(batch: BatchState, ids: readonly string[]): void {
  const { touched } = historyOf(batch);
  for (const id of ids) touched.add(id);
}

/** A removed guest: gone from every copy stamped at or after the event that removed them. */
export function noteRemovedGuest(batch: BatchState, stored: StoredEvent, eventUuid: string, id: string): void {
  historyOf(batch).removed.push({ event_uuid: eventUuid, id, stamp: positionOf(stored) });
}

/** A forgotten guest: their earlier copies go (see migration 055). */
export function noteForgottenGuest(batch: BatchState, eventUuid: string, id: string): void {
  historyOf(batch).forgotten.push({ event_uuid: eventUuid, id });
}

/** A deleted account's name goes from the copies of the guests it checked in, as from their rows. */
export async function renameDeletedCheckers(trx: Db, batch: BatchState, userIds: readonly string[], name: string): Promise<void> {
  if (inSnapshot(batch)) return;
  await sql`update rm_attendee_versions set checked_in_by = ${name} where checked_in_by_id = any(${[...userIds]}::uuid[])`.execute(trx);
}

/** A past view's own replay (a snapshot schema) keeps no history: the runner names the batch's schema. */
function inSnapshot(batch: BatchState): boolean {
  const schema = batch.get(BATCH_SCHEMA);
  return typeof schema === 'string' && schema.startsWith(SNAPSHOT_SCHEMA_PREFIX);
}

// The columns a history table shares with its live table, once per process:
// named, so a column added to the live table later cannot shift the others.
const sharedColumns = new Map<string, Promise<string[]>>();

function columnsOf(trx: Db, history: string, live: string): Promise<string[]> {
  let columns = sharedColumns.get(history);
  if (!columns) {
    columns = sql<{ name: string }>`
      select h.attname as name from pg_attribute h
      join pg_attribute l on l.attrelid = ${`public.${live}`}::regclass and l.attname = h.attname and l.attnum > 0 and not l.attisdropped
      where h.attrelid = ${`public.${history}`}::regclass and h.attnum > 0 and not h.attisdropped
      order by h.attnum`
      .execute(trx)
      .then((result) => result.rows.map((row) => row.name));
    columns.catch(() => sharedColumns.delete(history));
    sharedColumns.set(history, columns);
  }
  return columns;
}

/** The column list, quoted, for a history table and its live table. */
export async function sharedColumnList(trx: Db, history: string, live: string) {
  return sql.join((await columnsOf(trx, history, live)).map((column) => sql.id(column)));
}

/**
 * The copies taken between the batch's transactions, all in one statement per
 * table: a rebuild's batch spans thousands of transactions (a check-in is
 * one), and a statement per boundary made the rebuild 40 % slower.
 */
async function recordMidpoints(trx: Db, history: BatchHistory): Promise<void> {
  if (history.midpoints.length === 0) return;
  // A guest forgotten in this batch keeps no copy from before it.
  const forgotten = new Set(history.forgotten.map((guest) => guest.id));
  const stampOf = (midpoint: Midpoint) => ({ version_transaction_id: midpoint.stamp.transactionId, version_global_position: midpoint.stamp.globalPosition });
  const ends = history.midpoints.map((midpoint) => ({ transaction_id: midpoint.stamp.transactionId, global_position: midpoint.stamp.globalPosition }));
  await sql`
    insert into rm_guest_list_batch_ends (transaction_id, global_position)
    select e.transaction_id::xid8, e.global_position from jsonb_to_recordset(${JSON.stringify(ends)}::jsonb) as e(transaction_id text, global_position bigint)
    on conflict do nothing`.execute(trx);
  await insertRows(
    trx,
    'rm_attendee_versions',
    history.midpoints.flatMap((midpoint) => midpoint.guests.filter((guest) => !forgotten.has(String(guest.id))).map((guest) => ({ ...guest, ...stampOf(midpoint) }))),
  );
  await insertRows(
    trx,
    'rm_attendee_stats_versions',
    history.midpoints.flatMap((midpoint) => midpoint.counters.map((counters) => ({ ...counters, ...stampOf(midpoint) }))),
  );
}

/**
 * Writes the batch's copies, after its rows and counters: `written`, the
 * guests the row buffer wrote; `counters`, the events whose counters moved.
 * A past view's own replay (a snapshot schema) keeps no history.
 */
export async function recordHistory(trx: Db, batch: BatchState, written: readonly string[], counters: readonly string[]): Promise<void> {
  const history = historyOf(batch);
  const end = history.end;
  if (!end) return;
  const ids = [...new Set([...written, ...history.touched])];
  if (inSnapshot(batch)) return;
  const stamp = sql`${end.transactionId}::xid8, ${end.globalPosition}::bigint`;
  await sql`insert into rm_guest_list_batch_ends (transaction_id, global_position) values (${stamp}) on conflict do nothing`.execute(trx);
  if (history.forgotten.length > 0) {
    const json = JSON.stringify(history.forgotten);
    await sql`
      delete from rm_attendee_versions v using jsonb_to_recordset(${json}::jsonb) as f(event_uuid uuid, id uuid)
      where v.event_uuid = f.event_uuid and v.id = f.id`.execute(trx);
    await sql`
      insert into rm_attendee_forgettings (event_uuid, id, version_transaction_id, version_global_position)
      select f.event_uuid, f.id, ${stamp} from jsonb_to_recordset(${json}::jsonb) as f(event_uuid uuid, id uuid)
      on conflict (event_uuid, id) do update set version_transaction_id = excluded.version_transaction_id, version_global_position = excluded.version_global_position`.execute(trx);
  }
  await recordMidpoints(trx, history);
  if (ids.length > 0) {
    const columns = await sharedColumnList(trx, 'rm_attendee_versions', 'rm_attendees');
    await sql`
      insert into rm_attendee_versions (${columns}, version_transaction_id, version_global_position)
      select ${columns}, ${stamp} from rm_attendees where id = any(${ids}::uuid[])`.execute(trx);
  }
  if (history.removed.length > 0) {
    await sql`
      insert into rm_attendee_removals (event_uuid, id, version_transaction_id, version_global_position)
      select r.event_uuid, r.id, r.stamp_transaction_id::xid8, r.stamp_global_position
      from jsonb_to_recordset(${JSON.stringify(history.removed.map((guest) => ({ event_uuid: guest.event_uuid, id: guest.id, stamp_transaction_id: guest.stamp.transactionId, stamp_global_position: guest.stamp.globalPosition })))}::jsonb)
        as r(event_uuid uuid, id uuid, stamp_transaction_id text, stamp_global_position bigint)
      on conflict do nothing`.execute(trx);
  }
  if (counters.length > 0) {
    const columns = await sharedColumnList(trx, 'rm_attendee_stats_versions', 'rm_attendee_stats');
    await sql`
      insert into rm_attendee_stats_versions (${columns}, version_transaction_id, version_global_position)
      select ${columns}, ${stamp} from rm_attendee_stats where event_uuid = any(${[...counters]}::uuid[])`.execute(trx);
  }
  history.touched.clear();
  history.removed.length = 0;
  history.forgotten.length = 0;
  history.midpoints.length = 0;
}
