import { createHash } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '@usher/infra/db/database';
import type { LogPosition } from '@usher/infra/eventstore/types';
import { ACCOUNT_EVENT_TYPES, EVENT_SLICE_TYPES } from '@usher/projections/time-travel/replay-event-until';

/**
 * A past moment mapped onto the log: the last event of the organiser's event
 * (and the last sign-up) recorded at or before it. Every moment between the
 * same two events maps to the same positions, so they share one snapshot.
 */
export interface PastMoment {
  eventUuid: string;
  eventSliceEnd: LogPosition | null;
  accountsEnd: LogPosition | null;
  /** Names the snapshot: equal keys, equal past views. */
  key: string;
}

/**
 * `recorded_at` is the store's clock: PostgreSQL's now() in the appending
 * transaction, stamped on every event of one append. Only events of
 * transactions older than every running one are considered (the same horizon
 * readers of the log use), so a position, once resolved, can never gain an
 * earlier event that commits late.
 */
async function lastPositionAtOrBefore(db: Db, asOf: Date, slice: RawBuilder<unknown>): Promise<LogPosition | null> {
  const result = await sql<{ transaction_id: string; global_position: string }>`
    select e.transaction_id::text as transaction_id, e.global_position
    from es_events e
    where ${slice}
      and e.recorded_at <= ${asOf.toISOString()}::timestamptz
      and e.transaction_id < pg_snapshot_xmin(pg_current_snapshot())
    order by e.transaction_id desc, e.global_position desc
    limit 1`.execute(db);
  const row = result.rows[0];
  return row ? { transactionId: row.transaction_id, globalPosition: row.global_position } : null;
}

const text = (position: LogPosition | null) => (position ? `${position.transactionId}.${position.globalPosition}` : '-');

export async function resolvePastMoment(db: Db, eventUuid: string, asOf: Date): Promise<PastMoment> {
  const [eventSliceEnd, accountsEnd] = await Promise.all([
    // The slice's expression index (migration 013), walked backwards from the end.
    lastPositionAtOrBefore(db, asOf, sql`e.metadata->>'event_uuid' = ${eventUuid} and e.type = any(${[...EVENT_SLICE_TYPES]}::text[])`),
    lastPositionAtOrBefore(db, asOf, sql`e.type = any(${[...ACCOUNT_EVENT_TYPES]}::text[])`),
  ]);
  const key = createHash('sha256').update(`${eventUuid}|${text(eventSliceEnd)}|${text(accountsEnd)}`).digest('hex');
  return { eventUuid, eventSliceEnd, accountsEnd, key };
}
