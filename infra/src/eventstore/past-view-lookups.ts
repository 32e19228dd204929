import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { LogPosition } from './types.ts';

/**
 * The first event after `after` (null: from the log's start) in commit order,
 * of these types and, when given, of one organiser's event: where a past view
 * stops. Walks es_events_event_commit_order (migration 013) for an event's
 * slice, es_events_commit_order otherwise.
 */
export async function firstPositionAfter(
  db: Db,
  after: LogPosition | null,
  slice: { types: readonly string[]; eventUuid?: string },
): Promise<LogPosition | null> {
  const ofEvent = slice.eventUuid === undefined ? sql`true` : sql`e.metadata->>'event_uuid' = ${slice.eventUuid}`;
  // One type as an equality, so a partial index on it (es_events_user_registered, migration 017) applies.
  const ofTypes = slice.types.length === 1 ? sql`e.type = ${slice.types[0]}` : sql`e.type = any(${[...slice.types]}::text[])`;
  const from = after ?? { transactionId: '0', globalPosition: '0' };
  const result = await sql<{ transaction_id: string; global_position: string }>`
    select e.transaction_id::text as transaction_id, e.global_position
    from es_events e
    where ${ofEvent} and ${ofTypes}
      and (e.transaction_id, e.global_position) > (${from.transactionId}::xid8, ${from.globalPosition}::bigint)
    order by e.transaction_id, e.global_position
    limit 1`.execute(db);
  const row = result.rows[0];
  return row ? { transactionId: row.transaction_id, globalPosition: row.global_position } : null;
}
