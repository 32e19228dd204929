import { sql } from 'kysely';
import type { Db } from '@usher/infra/db/database';
import { PREPARED } from '@usher/infra/db/prepared-statements';
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

/**
 * The lock that orders a merged batch (apply-together.ts) against a rebuild's
 * swap-in: the batch takes it shared, the swap-in exclusive, each before any
 * other lock, so neither can hold a table the other waits for.
 */
const SWAP_GATE = sql`hashtext('usher:rebuild:swap-gate')`;

/**
 * Moves several projections' checkpoints to `to` at once, each only if it
 * still stands where its runner read it, behind the swap gate taken shared
 * (the materialised gate yields its row before any checkpoint row is joined,
 * and so locked). Answers how many moved; the transaction commits without
 * waiting for the disk, as advanceCheckpoint's 'asynchronous'.
 */
export async function advanceCheckpointsTogether(trx: Db, moves: readonly { name: string; from: LogPosition }[], to: LogPosition): Promise<number> {
  const result = await sql<{ moved: unknown }>`${PREPARED}
    with gate as materialized (select pg_advisory_xact_lock_shared(${SWAP_GATE})),
    moves as (select * from unnest(${moves.map((move) => move.name)}::text[], ${moves.map((move) => move.from.transactionId)}::text[], ${moves.map((move) => move.from.globalPosition)}::bigint[]) as m(name, transaction_id, global_position))
    update projection_checkpoints c
    set transaction_id = ${to.transactionId}::xid8, global_position = ${to.globalPosition}::bigint, updated_at = now()
    from gate, moves m
    where c.name = m.name and c.transaction_id = m.transaction_id::xid8 and c.global_position = m.global_position
    returning set_config('synchronous_commit', 'off', true) as moved`.execute(trx);
  return result.rows.length;
}

/** Taken first by a rebuild's swap-in: waits for the merged batches under way, and holds off the next until it commits. */
export async function closeSwapGate(trx: Db): Promise<void> {
  await sql`select pg_advisory_xact_lock(${SWAP_GATE})`.execute(trx);
}
