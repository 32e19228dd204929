import { sql } from 'kysely';
import type { Db } from '@usher/infra/db/database';
import type { LogPosition, StoredEvent } from '@usher/infra/eventstore/types';
import type { BatchState } from '../runner/projection.ts';
import { SNAPSHOT_SCHEMA_PREFIX } from './scratch-schema.ts';

/**
 * The guest list's history (migration 055): after each batch, a copy of every
 * guest row and counter row the batch changed, stamped with the batch's last
 * log position, and a mark per guest it removed. A past view then starts from
 * the copies at a batch end and replays only the events after it
 * (restore-from-history.ts). The guest-list projection calls these hooks; the
 * history tables are its own, so a rebuild fills them again from the log.
 */
export const HISTORY_TABLES = ['rm_attendee_versions', 'rm_attendee_removals', 'rm_attendee_forgettings', 'rm_attendee_stats_versions', 'rm_guest_list_batch_ends'];

interface BatchHistory {
  end: LogPosition | null;
  /** Guests changed by set-based statements, beside the row buffer's. */
  touched: Set<string>;
  removed: { event_uuid: string; id: string }[];
  forgotten: { event_uuid: string; id: string }[];
}

const KEY = 'guest_list.history';

function historyOf(batch: BatchState): BatchHistory {
  let history = batch.get(KEY) as BatchHistory | undefined;
  if (!history) batch.set(KEY, (history = { end: null, touched: new Set(), removed: [], forgotten: [] }));
  return history;
}

/** The batch's last event: every copy the batch writes is the state right after it. */
export function noteBatchEnd(batch: BatchState, events: readonly StoredEvent[]): void {
  const last = events[events.length - 1];
  if (last) historyOf(batch).end = { transactionId: last.transactionId, globalPosition: last.globalPosition };
}

/** Guests a set-based statement changed (tag deleted, account registered or deleted). */
export function noteTouchedGuests(batch: BatchState, ids: readonly string[]): void {
  const { touched } = historyOf(batch);
  for (const id of ids) touched.add(id);
}

export function noteRemovedGuest(batch: BatchState, eventUuid: string, id: string): void {
  historyOf(batch).removed.push({ event_uuid: eventUuid, id });
}

/** A forgotten guest: their earlier copies go (see migration 055). */
export function noteForgottenGuest(batch: BatchState, eventUuid: string, id: string): void {
  historyOf(batch).forgotten.push({ event_uuid: eventUuid, id });
}

/** A deleted account's name goes from the copies of the guests it checked in, as from their rows. */
export async function renameDeletedCheckers(trx: Db, userIds: readonly string[], name: string): Promise<void> {
  if (await inSnapshot(trx)) return;
  await sql`update rm_attendee_versions set checked_in_by = ${name} where checked_in_by_id = any(${[...userIds]}::uuid[])`.execute(trx);
}

/** A past view's own replay (a snapshot schema) keeps no history. */
async function inSnapshot(trx: Db): Promise<boolean> {
  const schema = await sql<{ name: string }>`select current_schema() as name`.execute(trx);
  return schema.rows[0]?.name.startsWith(SNAPSHOT_SCHEMA_PREFIX) ?? false;
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
 * Writes the batch's copies, after its rows and counters: `written`, the
 * guests the row buffer wrote; `counters`, the events whose counters moved.
 * A past view's own replay (a snapshot schema) keeps no history.
 */
export async function recordHistory(trx: Db, batch: BatchState, written: readonly string[], counters: readonly string[]): Promise<void> {
  const history = historyOf(batch);
  const end = history.end;
  if (!end) return;
  const ids = [...new Set([...written, ...history.touched])];
  if (await inSnapshot(trx)) return;
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
  if (ids.length > 0) {
    const columns = await sharedColumnList(trx, 'rm_attendee_versions', 'rm_attendees');
    await sql`
      insert into rm_attendee_versions (${columns}, version_transaction_id, version_global_position)
      select ${columns}, ${stamp} from rm_attendees where id = any(${ids}::uuid[])`.execute(trx);
  }
  if (history.removed.length > 0) {
    await sql`
      insert into rm_attendee_removals (event_uuid, id, version_transaction_id, version_global_position)
      select r.event_uuid, r.id, ${stamp} from jsonb_to_recordset(${JSON.stringify(history.removed)}::jsonb) as r(event_uuid uuid, id uuid)
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
}
