import { sql } from 'kysely';
import type { Db } from '@usher/infra/db/database';
import { firstPositionAfter } from '@usher/infra/eventstore/past-view-lookups';
import type { LogPosition } from '@usher/infra/eventstore/types';
import { sharedColumnList } from '../guest-history/history-columns.ts';
import { finishScratchSchema } from './scratch-schema.ts';

export interface PastViewBounds {
  eventUuid: string;
  /** The last event of the event's slice in the view (null: none yet). */
  eventSliceEnd: LogPosition | null;
  /** The last sign-up in the view (null: none). */
  accountsEnd: LogPosition | null;
  sliceTypes: readonly string[];
  accountTypes: readonly string[];
}

/**
 * Where the guest list's history can start a past view: the last batch end of
 * the guest-list projection before the first event the view leaves out (the
 * next of the event's slice, or the next sign-up). Everything up to it is in
 * the view, so its copies are the view's rows then, and only the events after
 * it are replayed. Null when the history has no such batch end (the moment
 * predates it) or a guest forgotten since lost their earlier copies: replay
 * from the log's start.
 */
export async function historyBase(db: Db, bounds: PastViewBounds): Promise<LogPosition | null> {
  const [nextOfSlice, nextSignUp] = await Promise.all([
    firstPositionAfter(db, bounds.eventSliceEnd, { types: bounds.sliceTypes, eventUuid: bounds.eventUuid }),
    firstPositionAfter(db, bounds.accountsEnd, { types: bounds.accountTypes }),
  ]);
  const candidates = [nextOfSlice, nextSignUp].filter((position): position is LogPosition => position !== null);
  const limit =
    candidates.length === 0
      ? sql`true`
      : sql.join(
          candidates.map((next) => sql`(transaction_id, global_position) < (${next.transactionId}::xid8, ${next.globalPosition}::bigint)`),
          sql` and `,
        );
  const base = await sql<{ transaction_id: string; global_position: string }>`
    select b.transaction_id::text as transaction_id, b.global_position from rm_guest_list_batch_ends b
    where ${limit}
    -- The columns, not their text (by which '869' would come after '1544').
    order by b.transaction_id desc, b.global_position desc
    limit 1`.execute(db);
  const row = base.rows[0];
  if (!row) return null;
  const position = { transactionId: row.transaction_id, globalPosition: row.global_position };
  const forgottenSince = await sql<{ found: boolean }>`
    select exists (
      select 1 from rm_attendee_forgettings
      where event_uuid = ${bounds.eventUuid}::uuid
        and (version_transaction_id, version_global_position) > (${position.transactionId}::xid8, ${position.globalPosition}::bigint)
    ) as found`.execute(db);
  return forgottenSince.rows[0]?.found ? null : position;
}

const atPosition = (base: LogPosition) => sql`(${base.transactionId}::xid8, ${base.globalPosition}::bigint)`;

/** The copy `alias` is its guest's latest at or before `base`, and the guest was not removed by then. */
function latestAt(alias: string, base: LogPosition) {
  const copy = (column: string) => sql.ref(`${alias}.${column}`);
  const atBase = atPosition(base);
  return sql`(${copy('version_transaction_id')}, ${copy('version_global_position')}) <= ${atBase}
    and not exists (
      select 1 from public.rm_attendee_versions newer
      where newer.event_uuid = ${copy('event_uuid')} and newer.id = ${copy('id')}
        and (newer.version_transaction_id, newer.version_global_position) > (${copy('version_transaction_id')}, ${copy('version_global_position')})
        and (newer.version_transaction_id, newer.version_global_position) <= ${atBase})
    and not exists (
      select 1 from public.rm_attendee_removals r
      where r.event_uuid = ${copy('event_uuid')} and r.id = ${copy('id')} and (r.version_transaction_id, r.version_global_position) <= ${atBase})`;
}

/** Leaves out the guests `ids` names (none when empty). */
const notAmong = (column: string, ids: readonly string[]) => (ids.length === 0 ? sql`true` : sql`${sql.ref(column)} <> all(${[...ids]}::uuid[])`);

/**
 * Fills a snapshot schema's guest rows (`into`: another table of the schema
 * shaped like them) with the event's state at the batch end `base`: each
 * guest's latest copy at or before it, less those removed by then, in one
 * statement. `except`: guests left out (the schema holds them as replayed).
 */
export async function restoreGuests(
  db: Db,
  schema: string,
  eventUuid: string,
  base: LogPosition,
  into = 'rm_attendees',
  except: readonly string[] = [],
): Promise<void> {
  const atBase = atPosition(base);
  const guestColumns = await sharedColumnList(db, 'rm_attendee_versions', 'rm_attendees');
  await sql`
    insert into ${sql.id(schema, into)} (${guestColumns})
    select ${guestColumns} from (
      select distinct on (v.id) v.* from public.rm_attendee_versions v
      where v.event_uuid = ${eventUuid}::uuid and (v.version_transaction_id, v.version_global_position) <= ${atBase}
        and ${notAmong('v.id', except)}
      -- Wholly descending: a backward walk of the primary key, no sort of 100,000 rows.
      order by v.id desc, v.version_transaction_id desc, v.version_global_position desc
    ) latest
    where not exists (
      select 1 from public.rm_attendee_removals r
      where r.event_uuid = ${eventUuid}::uuid and r.id = latest.id and (r.version_transaction_id, r.version_global_position) <= ${atBase}
    )`.execute(db);
}

/**
 * Restores only the first `count` guests of the list's default order at
 * `base` (and the guests who bring them, whose names and emails their rows
 * show): a walk of the history's spec-order index (migration 056) that stops
 * after them, so a past moment's first page is read before the other guests
 * are copied. Every guest not restored ranks after these, so the default
 * order's first `count` rows of the partial copy are the whole copy's.
 * Called again with a larger count, it adds the guests after those.
 * `except`: guests left out, whom the schema holds as the events after the
 * base left them (restoreGuestsReached); every other guest keeps their place
 * in the order from the base on, so the first `count` of the others and
 * those are still the view's first `count`.
 */
export async function restoreFirstGuests(
  db: Db,
  schema: string,
  eventUuid: string,
  base: LogPosition,
  count: number,
  except: readonly string[] = [],
): Promise<void> {
  const guestColumns = await sharedColumnList(db, 'rm_attendee_versions', 'rm_attendees');
  await sql`
    with firsts as (
      select v.* from public.rm_attendee_versions v
      where v.event_uuid = ${eventUuid}::uuid and ${notAmong('v.id', except)} and ${latestAt('v', base)}
      -- The live list's default order (attendee-queries.ts), which the index holds.
      order by (v.seat_sort_key is null), v.seat_sort_key, v.ordering, v.is_real_ticket desc, v.is_name_modified desc, lower(v.full_name), v.id
      limit ${count}
    ), parents as (
      select p.* from public.rm_attendee_versions p
      where p.event_uuid = ${eventUuid}::uuid
        and p.id in (select f.parent_attendee_id from firsts f where f.parent_attendee_id is not null)
        and p.id not in (select f.id from firsts f)
        and ${notAmong('p.id', except)}
        and ${latestAt('p', base)}
    )
    insert into ${sql.id(schema, 'rm_attendees')} (${guestColumns})
    select ${guestColumns} from firsts union all select ${guestColumns} from parents
    -- A later, longer look-ahead finds the guests an earlier one restored.
    on conflict do nothing`.execute(db);
}

/**
 * Replaces a snapshot's partial guest rows (restoreFirstGuests) with every
 * guest at `base`, but for the `replayed` guests, whose rows the partial
 * table holds as the events after the base left them (or lacks, removed):
 * copied into a table beside them, indexed and analysed
 * (finishScratchSchema), then put in their place in one transaction. Readers
 * of the first guests read the small table, never a half-made or unindexed one.
 */
export async function restoreWholeInPlaceOfFirst(
  db: Db,
  schema: string,
  eventUuid: string,
  base: LogPosition,
  tables: readonly string[],
  indexes: readonly string[],
  replayed: readonly string[] = [],
): Promise<void> {
  const whole = 'rm_attendees_whole';
  // The same columns, defaults and keys (the key names are the table's own, which no read uses).
  await sql`create unlogged table ${sql.id(schema, whole)} (like ${sql.id(schema, 'rm_attendees')} including all)`.execute(db);
  await restoreGuests(db, schema, eventUuid, base, whole, replayed);
  if (replayed.length > 0) {
    await sql`
      insert into ${sql.id(schema, whole)} select * from ${sql.id(schema, 'rm_attendees')} where id = any(${[...replayed]}::uuid[])`.execute(db);
  }
  await finishScratchSchema(db, schema, tables, indexes, { rm_attendees: whole });
  await db.transaction().execute(async (trx) => {
    await sql`drop table ${sql.id(schema, 'rm_attendees')}`.execute(trx);
    await sql`alter table ${sql.id(schema, whole)} rename to rm_attendees`.execute(trx);
  });
}

/**
 * After restoreFirstGuests and the replay of the host groups: the hosts of
 * the restored guests' groups, whose names the list shows on each of them
 * (they rank after the first guests, so the order's first rows stay theirs).
 */
export async function restoreHostsOfFirstGuests(db: Db, schema: string, eventUuid: string, base: LogPosition, except: readonly string[] = []): Promise<void> {
  const guestColumns = await sharedColumnList(db, 'rm_attendee_versions', 'rm_attendees');
  await sql`
    insert into ${sql.id(schema, 'rm_attendees')} (${guestColumns})
    select ${guestColumns} from public.rm_attendee_versions h
    where h.event_uuid = ${eventUuid}::uuid
      and h.id in (
        select hh.attendee_id from ${sql.id(schema, 'rm_host_group_hosts')} hh
        where hh.group_id in (select a.host_group_id from ${sql.id(schema, 'rm_attendees')} a where a.host_group_id is not null))
      and h.id not in (select a.id from ${sql.id(schema, 'rm_attendees')} a)
      and ${notAmong('h.id', except)}
      and ${latestAt('h', base)}`.execute(db);
}

/**
 * Restores, at `base`, the guests the events after it reach (tail-reach.ts)
 * and the guests who bring them (a plus-one's removal changes its parent's
 * ticket count), so their replay finds every row it changes. Returns every
 * guest whose row the replay may leave other than its copy: those and the parents.
 */
export async function restoreGuestsReached(db: Db, schema: string, eventUuid: string, base: LogPosition, reached: readonly string[]): Promise<string[]> {
  if (reached.length === 0) return [];
  const guestColumns = await sharedColumnList(db, 'rm_attendee_versions', 'rm_attendees');
  const restored = await sql<{ id: string }>`
    with named as (
      select v.* from public.rm_attendee_versions v
      where v.event_uuid = ${eventUuid}::uuid and v.id = any(${[...reached]}::uuid[]) and ${latestAt('v', base)}
    ), parents as (
      select p.* from public.rm_attendee_versions p
      where p.event_uuid = ${eventUuid}::uuid
        and p.id in (select n.parent_attendee_id from named n where n.parent_attendee_id is not null)
        and p.id not in (select n.id from named n)
        and ${latestAt('p', base)}
    )
    insert into ${sql.id(schema, 'rm_attendees')} (${guestColumns})
    select ${guestColumns} from named union all select ${guestColumns} from parents
    returning id`.execute(db);
  return [...new Set([...reached, ...restored.rows.map((row) => row.id)])];
}

/** Fills a snapshot schema's counters with the event's at the batch end `base`. */
export async function restoreCounters(db: Db, schema: string, eventUuid: string, base: LogPosition): Promise<void> {
  const counterColumns = await sharedColumnList(db, 'rm_attendee_stats_versions', 'rm_attendee_stats');
  await sql`
    insert into ${sql.id(schema, 'rm_attendee_stats')} (${counterColumns})
    select ${counterColumns} from public.rm_attendee_stats_versions
    where event_uuid = ${eventUuid}::uuid and (version_transaction_id, version_global_position) <= ${atPosition(base)}
    order by version_transaction_id desc, version_global_position desc
    limit 1`.execute(db);
}

/** Fills a snapshot schema's guest rows and counters with the event's state at the batch end `base`. */
export async function restoreFromHistory(db: Db, schema: string, eventUuid: string, base: LogPosition): Promise<void> {
  await Promise.all([restoreGuests(db, schema, eventUuid, base), restoreCounters(db, schema, eventUuid, base)]);
}
