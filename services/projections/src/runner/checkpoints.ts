import { sql } from 'kysely';
import type { Db } from '@usher/infra/db/database';
import { LOG_START, type LogPosition } from '@usher/infra/eventstore/types';

export async function readCheckpoint(db: Db, name: string): Promise<LogPosition> {
  await db
    .insertInto('projection_checkpoints')
    .values({ name })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('projection_checkpoints').select(['transaction_id', 'global_position']).where('name', '=', name).executeTakeFirstOrThrow();
  return { transactionId: row.transaction_id, globalPosition: row.global_position };
}

/**
 * Moves the checkpoint only if it still stands where this runner read it.
 * Taken first in the batch's transaction, it also locks out any other runner
 * (or a rebuild swapping tables) until the batch commits: each event takes
 * effect exactly once. `commit: 'asynchronous'` (a read model's batch, inside
 * its transaction) lets that transaction commit without waiting for the disk,
 * said in the same statement rather than in a SET LOCAL of its own.
 */
export async function advanceCheckpoint(
  trx: Db,
  name: string,
  from: LogPosition,
  to: LogPosition,
  commit: 'durable' | 'asynchronous' = 'durable',
): Promise<boolean> {
  const result = await sql<{ moved: unknown }>`
    update projection_checkpoints
    set transaction_id = ${to.transactionId}::xid8, global_position = ${to.globalPosition}::bigint, updated_at = now()
    where name = ${name} and transaction_id = ${from.transactionId}::xid8 and global_position = ${from.globalPosition}::bigint
    returning ${commit === 'asynchronous' ? sql`set_config('synchronous_commit', 'off', true)` : sql`true`} as moved`.execute(trx);
  return result.rows.length === 1;
}

export async function resetCheckpoint(trx: Db, name: string, to: LogPosition = LOG_START): Promise<void> {
  await sql`
    insert into projection_checkpoints (name, transaction_id, global_position) values (${name}, ${to.transactionId}::xid8, ${to.globalPosition}::bigint)
    on conflict (name) do update set transaction_id = excluded.transaction_id, global_position = excluded.global_position, updated_at = now()`.execute(trx);
}
