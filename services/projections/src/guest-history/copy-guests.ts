import { sql } from 'kysely';
import type { Db } from '@usher/infra/db/database';
import type { LogPosition } from '@usher/infra/eventstore/types';
import { sharedColumnList, sharedColumnNames } from './history-columns.ts';
import { comparesEveryEvent, type PendingCopies } from './pending-copies.ts';

/**
 * The guests whose row differs from their latest copy (or who have none), in
 * the events named or in all: what a statement over the table changed
 * (a deleted tag, a deleted account, a renamed table), which no event names guest by guest.
 */
async function guestsUnlikeTheirCopies(trx: Db, pending: PendingCopies): Promise<string[]> {
  const events = [...pending.compared];
  if (events.length === 0) return [];
  const names = await sharedColumnNames(trx, 'rm_attendee_versions', 'rm_attendees');
  const of = (alias: string) => sql.join(names.map((name) => sql.ref(`${alias}.${name}`)));
  const scope = comparesEveryEvent(pending) ? sql`true` : sql`a.event_uuid = any(${events}::uuid[])`;
  const result = await sql<{ id: string }>`
    select a.id from rm_attendees a
    left join lateral (
      select v.* from rm_attendee_versions v where v.event_uuid = a.event_uuid and v.id = a.id
      order by v.version_transaction_id desc, v.version_global_position desc limit 1
    ) l on true
    where ${scope} and (l.id is null or row(${of('a')}) is distinct from row(${of('l')}))`.execute(trx);
  return result.rows.map((row) => row.id);
}

/**
 * Copies, stamped `at`, every guest row and counter row `pending` names, as
 * they stand now: the caller holds the guest list at exactly `at`. Marks `at`
 * as a batch end, where a past view may start from the copies.
 */
export async function copyGuestList(trx: Db, pending: PendingCopies, at: LogPosition): Promise<void> {
  const stamp = sql`${at.transactionId}::xid8, ${at.globalPosition}::bigint`;
  const ids = new Set(pending.guests);
  if (pending.removed.size > 0) {
    // A plus-one's removal changes its parent's ticket count; its row is gone, its copies say who the parent was.
    const parents = await sql<{ id: string }>`
      select distinct parent_attendee_id as id from rm_attendee_versions
      where id = any(${[...pending.removed]}::uuid[]) and parent_attendee_id is not null`.execute(trx);
    for (const row of parents.rows) ids.add(row.id);
  }
  if (pending.emails.size > 0) {
    const marked = await sql<{ id: string }>`select id from rm_attendees where lower(email) = any(${[...pending.emails]}::text[])`.execute(trx);
    for (const row of marked.rows) ids.add(row.id);
  }
  for (const id of await guestsUnlikeTheirCopies(trx, pending)) ids.add(id);
  const counters = new Set(pending.counters);
  if (ids.size > 0) {
    const columns = await sharedColumnList(trx, 'rm_attendee_versions', 'rm_attendees');
    const copied = await sql<{ event_uuid: string }>`
      insert into rm_attendee_versions (${columns}, version_transaction_id, version_global_position)
      select ${columns}, ${stamp} from rm_attendees where id = any(${[...ids]}::uuid[])
      on conflict do nothing
      returning event_uuid`.execute(trx);
    for (const row of copied.rows) counters.add(row.event_uuid);
  }
  if (counters.size > 0) {
    const columns = await sharedColumnList(trx, 'rm_attendee_stats_versions', 'rm_attendee_stats');
    await sql`
      insert into rm_attendee_stats_versions (${columns}, version_transaction_id, version_global_position)
      select ${columns}, ${stamp} from rm_attendee_stats where event_uuid = any(${[...counters]}::uuid[])
      on conflict do nothing`.execute(trx);
  }
  await sql`insert into rm_guest_list_batch_ends (transaction_id, global_position) values (${stamp}) on conflict do nothing`.execute(trx);
}
