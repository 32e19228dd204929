import { sql } from 'kysely';
import { DELETED_USER_NAME } from '@usher/events';
import type { Db } from '@usher/infra/db/database';
import type { StoredEvent } from '@usher/infra/eventstore/types';
import type { BatchState } from '../runner/projection.ts';
import { noCounts, type StatusCounts } from './status-counts.ts';

const KEY = 'guest_list.deleted_accounts';

function deletedOf(batch: BatchState): string[] {
  let deleted = batch.get(KEY) as string[] | undefined;
  if (!deleted) batch.set(KEY, (deleted = []));
  return deleted;
}

/** A UserAccountDeleted: its account's traces in the guest list go at flush, after the batch's rows are written. */
export function noteDeletedAccount(stored: StoredEvent, batch: BatchState): void {
  deletedOf(batch).push(stored.data.user_id as string);
}

/**
 * A deleted account no longer makes its address 'has an account' (the accounts counter moves by
 * the guests it unmarks), and the guests it checked in read as checked in by a deleted user. The
 * log says the same once its key is gone; this keeps the live rows level with a rebuild.
 */
export async function flushDeletedAccounts(trx: Db, batch: BatchState, deltas: Map<string, StatusCounts>): Promise<void> {
  const deleted = deletedOf(batch);
  if (deleted.length === 0) return;
  const unmarked = await sql<{ event_uuid: string; count: number }>`
    with gone as (delete from rm_guest_accounts where user_id = any(${deleted}::uuid[]) returning email),
    unmarked as (
      update rm_attendees a set account_created_at = null
      from gone where lower(a.email) = gone.email and a.account_created_at is not null
      returning a.event_uuid, a.id
    )
    select event_uuid, count(*)::int as count from unmarked group by event_uuid`.execute(trx);
  for (const row of unmarked.rows) {
    const running = deltas.get(row.event_uuid) ?? noCounts();
    running.accounts -= row.count;
    deltas.set(row.event_uuid, running);
  }
  await sql`update rm_attendees set checked_in_by = ${DELETED_USER_NAME} where checked_in_by_id = any(${deleted}::uuid[])`.execute(trx);
  deleted.length = 0;
}
