import { sql } from 'kysely';
import type { Db } from '@usher/infra/db/database';
import type { LogPosition } from '@usher/infra/eventstore/types';
import { sharedColumnList } from './history-columns.ts';

// Guests copied per transaction: a sixteenth of the id space each, so none outlasts the batch budget.
const ID_RANGES = 16;

/**
 * The history's copies of a guest list rebuilt in the same pass: every guest
 * row and counter row of `from` (the rebuilt guest list's schema), stamped
 * `at`, where both stand, into the rebuilt history in `into`, with `at` as
 * its batch end. Set-based, once, instead of noting each batch's guests to
 * copy at the next live batch; a past view before `at` replays the log.
 */
export async function copyRebuiltGuestList(db: Db, from: string, into: string, at: LogPosition): Promise<void> {
  const stamp = sql`${at.transactionId}::xid8, ${at.globalPosition}::bigint`;
  const guests = await sharedColumnList(db, 'rm_attendee_versions', 'rm_attendees');
  const counters = await sharedColumnList(db, 'rm_attendee_stats_versions', 'rm_attendee_stats');
  const bound = (range: number) => `${range.toString(16)}0000000-0000-0000-0000-000000000000`;
  for (let range = 0; range < ID_RANGES; range++) {
    const upper = range + 1 < ID_RANGES ? sql`and id < ${bound(range + 1)}::uuid` : sql``;
    await inTransaction(db, (trx) =>
      sql`
        insert into ${sql.id(into, 'rm_attendee_versions')} (${guests}, version_transaction_id, version_global_position)
        select ${guests}, ${stamp} from ${sql.id(from, 'rm_attendees')} where id >= ${bound(range)}::uuid ${upper}`.execute(trx),
    );
  }
  await inTransaction(db, async (trx) => {
    await sql`
      insert into ${sql.id(into, 'rm_attendee_stats_versions')} (${counters}, version_transaction_id, version_global_position)
      select ${counters}, ${stamp} from ${sql.id(from, 'rm_attendee_stats')}`.execute(trx);
    await sql`insert into ${sql.id(into, 'rm_guest_list_batch_ends')} (transaction_id, global_position) values (${stamp})`.execute(trx);
  });
}

function inTransaction(db: Db, write: (trx: Db) => Promise<unknown>): Promise<unknown> {
  return db.transaction().execute(async (trx) => {
    // Rebuilt tables are swapped in whole or not at all: nothing waits for this to reach the disk.
    await sql`set local synchronous_commit = off`.execute(trx);
    return write(trx);
  });
}
