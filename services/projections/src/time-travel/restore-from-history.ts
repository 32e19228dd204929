import { sql } from 'kysely';
import type { Db } from '@usher/infra/db/database';
import { firstPositionAfter } from '@usher/infra/eventstore/past-view-lookups';
import type { LogPosition } from '@usher/infra/eventstore/types';
import { sharedColumnList } from './guest-list-history.ts';

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
  const limit = candidates.length === 0 ? sql`true` : sql.join(candidates.map((next) => sql`(transaction_id, global_position) < (${next.transactionId}::xid8, ${next.globalPosition}::bigint)`), sql` and `);
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

/**
 * Fills a snapshot schema's guest rows and counters with the event's state at
 * the batch end `base`: each guest's latest copy at or before it, less those
 * removed by then, in one statement each.
 */
export async function restoreFromHistory(db: Db, schema: string, eventUuid: string, base: LogPosition): Promise<void> {
  const atBase = sql`(${base.transactionId}::xid8, ${base.globalPosition}::bigint)`;
  const guestColumns = await sharedColumnList(db, 'rm_attendee_versions', 'rm_attendees');
  await sql`
    insert into ${sql.id(schema, 'rm_attendees')} (${guestColumns})
    select ${guestColumns} from (
      select distinct on (v.id) v.* from public.rm_attendee_versions v
      where v.event_uuid = ${eventUuid}::uuid and (v.version_transaction_id, v.version_global_position) <= ${atBase}
      -- Wholly descending: a backward walk of the primary key, no sort of 100,000 rows.
      order by v.id desc, v.version_transaction_id desc, v.version_global_position desc
    ) latest
    where not exists (
      select 1 from public.rm_attendee_removals r
      where r.event_uuid = ${eventUuid}::uuid and r.id = latest.id and (r.version_transaction_id, r.version_global_position) <= ${atBase}
    )`.execute(db);
  const counterColumns = await sharedColumnList(db, 'rm_attendee_stats_versions', 'rm_attendee_stats');
  await sql`
    insert into ${sql.id(schema, 'rm_attendee_stats')} (${counterColumns})
    select ${counterColumns} from public.rm_attendee_stats_versions
    where event_uuid = ${eventUuid}::uuid and (version_transaction_id, version_global_position) <= ${atBase}
    order by version_transaction_id desc, version_global_position desc
    limit 1`.execute(db);
}
