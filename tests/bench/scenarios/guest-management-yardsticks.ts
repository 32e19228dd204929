import type pg from 'pg';
import { round1 } from './upload.ts';

/**
 * The guest-management part's yardsticks: PostgreSQL alone writing what the
 * product wrote (the seed's, the upload's and the bulk RSVP's events and
 * guest rows) into copies of its tables (same columns and indexes), `batch`
 * rows per transaction. The rows are copied server-side, so this is the floor
 * of the database's own work (durable commits, indexes, WAL), with no client.
 *
 * The part only marks what to copy; run.ts has PostgreSQL copy it while the
 * webhook receiver's 30 s outage leaves the machine idle (those 300,000
 * rows took about 25 s; the part waits for them if they run longer).
 */
export interface YardstickMarks {
  /** Log positions around each write measured. */
  beforeSeed: string;
  afterSeed: string;
  beforeUpload: string;
  afterUpload: string;
  beforeBulk: string;
  afterBulk: string;
  /** The guest rows as each write left them: the seeded event's and the upload's. */
  seedGuestIds: string[];
  uploadGuestIds: string[];
  /** The guests the bulk RSVP answered for. */
  bulkIds: string[];
}

export interface GuestManagementYardsticks {
  seed: { events_ms: number; events: number; transactions: number; guest_rows_ms: number; guest_rows: number };
  upload: { events: number; events_ms: number; guest_rows: number; guest_rows_ms: number; total_ms: number };
  bulk_rsvp: { events_one_transaction_ms: number; events: number; update_rows_ms: number; rows: number };
}

const BATCH = 1000;

/** The guest ids of an event, to copy their rows later as they are now. */
export async function guestIdsOf(pool: pg.Pool, eventUuid: string): Promise<string[]> {
  const { rows } = await pool.query<{ id: string }>('select id from rm_attendees where event_uuid = $1 order by id', [eventUuid]);
  return rows.map((row) => row.id);
}

export async function measureYardsticks(pool: pg.Pool, marks: YardstickMarks): Promise<GuestManagementYardsticks> {
  await pool.query('drop table if exists bench_es_copy, bench_rm_copy');
  await pool.query('create table bench_es_copy (like es_events including all)');
  await pool.query('create table bench_rm_copy (like rm_attendees including all) with (fillfactor = 80)');
  try {
    const seedEvents = await copyEvents(pool, marks.beforeSeed, marks.afterSeed, BATCH);
    const seedRows = await copyGuestRows(pool, marks.seedGuestIds);
    const uploadEvents = await copyEvents(pool, marks.beforeUpload, marks.afterUpload, BATCH);
    const uploadRows = await copyGuestRows(pool, marks.uploadGuestIds);
    const bulkAppend = await copyEvents(pool, marks.beforeBulk, marks.afterBulk, 0);
    const bulkUpdate = await updateRsvp(pool, marks.bulkIds);
    return {
      seed: {
        events_ms: round1(seedEvents.ms),
        events: seedEvents.events,
        transactions: seedEvents.transactions,
        guest_rows_ms: round1(seedRows.ms),
        guest_rows: seedRows.rows,
      },
      upload: {
        events: uploadEvents.events,
        events_ms: round1(uploadEvents.ms),
        guest_rows: uploadRows.rows,
        guest_rows_ms: round1(uploadRows.ms),
        total_ms: round1(uploadEvents.ms + uploadRows.ms),
      },
      bulk_rsvp: {
        events_one_transaction_ms: round1(bulkAppend.ms),
        events: bulkAppend.events,
        update_rows_ms: round1(bulkUpdate.ms),
        rows: bulkUpdate.rows,
      },
    };
  } finally {
    await pool.query('drop table if exists bench_es_copy, bench_rm_copy').catch(() => undefined);
  }
}

/** Re-inserts the events after `after` up to `upTo`, `batch` per transaction (0: all in one). */
async function copyEvents(pool: pg.Pool, after: string, upTo: string, batch: number): Promise<{ ms: number; events: number; transactions: number }> {
  const { rows } = await pool.query<{ p: string }>(
    'select global_position::text as p from es_events where global_position > $1::bigint and global_position <= $2::bigint order by global_position',
    [after, upTo],
  );
  const positions = rows.map((r) => r.p);
  const size = batch > 0 ? batch : Math.max(1, positions.length);
  const t0 = performance.now();
  let transactions = 0;
  for (let i = 0; i < positions.length; i += size) {
    const last = positions[Math.min(positions.length, i + size) - 1]!;
    await pool.query('insert into bench_es_copy select * from es_events where global_position between $1::bigint and $2::bigint', [positions[i], last]);
    transactions++;
  }
  return { ms: performance.now() - t0, events: positions.length, transactions };
}

/** Writes the guest rows of `ids`, BATCH per transaction. */
async function copyGuestRows(pool: pg.Pool, ids: string[]): Promise<{ ms: number; rows: number }> {
  const t0 = performance.now();
  for (let i = 0; i < ids.length; i += BATCH) {
    await pool.query('insert into bench_rm_copy select * from rm_attendees where id = any($1::uuid[])', [ids.slice(i, i + BATCH)]);
  }
  return { ms: performance.now() - t0, rows: ids.length };
}

/** The bulk RSVP's effect on the read model, as one UPDATE statement. */
async function updateRsvp(pool: pg.Pool, ids: string[]): Promise<{ ms: number; rows: number }> {
  const t0 = performance.now();
  const result = await pool.query('update bench_rm_copy set is_attending = false, rsvped_at = now(), updated_at = now() where id = any($1::uuid[])', [ids]);
  return { ms: performance.now() - t0, rows: result.rowCount ?? 0 };
}
