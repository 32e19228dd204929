import { connectDatabase } from '@usher/infra/db/database';
import { checkpointLags } from '@usher/infra/eventstore/projection-lag';
import { PROJECTION_MANIFEST } from '@usher/events/projection-manifest';
import { parseWalLocation } from '@usher/infra/db/replicas/wal-location';
import type { PostgresCluster, PostgresNode } from './postgres-cluster.ts';

/** The event's guest-list rows and counters as one server holds them, row by row. */
export async function readModelSnapshot(cluster: PostgresCluster, node: PostgresNode, eventUuid: string): Promise<{ guests: unknown[]; stats: unknown[] }> {
  return cluster.asSuperuser(
    async (client) => {
      const guests = await client.query<{ row: unknown }>(`select to_jsonb(a) as row from rm_attendees a where event_uuid = $1 order by id`, [eventUuid]);
      const stats = await client.query<{ row: unknown }>(`select to_jsonb(s) as row from rm_attendee_stats s where event_uuid = $1`, [eventUuid]);
      return { guests: guests.rows.map((r) => r.row), stats: stats.rows.map((r) => r.row) };
    },
    node.port,
    'usher',
  );
}

/** The projections that have not yet applied every event they handle (on the primary), with how far behind. */
export async function projectionsBehind(cluster: PostgresCluster): Promise<string[]> {
  const database = connectDatabase(cluster.primaryUrl, { max: 1 });
  try {
    const { lags } = await checkpointLags(database.db, PROJECTION_MANIFEST);
    return lags.filter((lag) => (lag.behindEvents ?? 0) > 0).map((lag) => `${lag.name} ${lag.behindEvents}`);
  } finally {
    await database.destroy();
  }
}

/**
 * The end of what the primary has put in its WAL. The insert location, not
 * pg_current_wal_lsn() (what is written out so far): a projection's batch
 * commits asynchronously (checkpoints.ts), and its commit record may wait in
 * the WAL buffers for the WAL writer for a few hundred milliseconds. A replica
 * that had replayed to the write location could still miss the last batch, and
 * its read models would differ from a rebuild by the door's last check-ins.
 */
export async function primaryWal(cluster: PostgresCluster): Promise<bigint> {
  const primary = await cluster.asSuperuser((client) => client.query<{ location: string }>(`select pg_current_wal_insert_lsn()::text as location`));
  return parseWalLocation(primary.rows[0]?.location)!;
}

/** The servers that have not replayed the WAL up to `target` yet. */
export async function serversBehind(cluster: PostgresCluster, target: bigint): Promise<string[]> {
  const behind: string[] = [];
  for (const node of cluster.nodes) {
    const replayed = await cluster
      .asSuperuser(
        (client) =>
          client.query<{ location: string }>(
            `select (case when pg_is_in_recovery() then pg_last_wal_replay_lsn() else pg_current_wal_lsn() end)::text as location`,
          ),
        node.port,
      )
      .catch(() => null);
    if ((parseWalLocation(replayed?.rows[0]?.location) ?? 0n) < target) behind.push(node.name);
  }
  return behind;
}

type Snapshot = Awaited<ReturnType<typeof readModelSnapshot>>;
type Row = Record<string, unknown>;

/**
 * What differs between a server's read models and the rebuild's, row by row and field by field, with each
 * differing guest's events in log order: a failure that only says "differ" cannot be explained afterwards.
 */
export async function describeDifferences(cluster: PostgresCluster, node: PostgresNode, live: Snapshot, rebuilt: Snapshot): Promise<string> {
  const byId = (rows: unknown[]) => new Map((rows as Row[]).map((row) => [String(row.id ?? row.event_uuid), row]));
  const lines: string[] = [];
  const guestIds: string[] = [];
  for (const [kind, liveRows, rebuiltRows] of [
    ['guest', byId(live.guests), byId(rebuilt.guests)],
    ['counters', byId(live.stats), byId(rebuilt.stats)],
  ] as const) {
    for (const id of new Set([...liveRows.keys(), ...rebuiltRows.keys()])) {
      const [a, b] = [liveRows.get(id), rebuiltRows.get(id)];
      if (!a || !b) {
        lines.push(`${kind} ${id}: ${a ? 'only live' : 'only in the rebuild'}`);
        continue;
      }
      const fields = Object.keys({ ...a, ...b }).filter((field) => JSON.stringify(a[field]) !== JSON.stringify(b[field]));
      if (fields.length === 0) continue;
      if (kind === 'guest') guestIds.push(id);
      lines.push(`${kind} ${id}: ${fields.map((field) => `${field} live ${JSON.stringify(a[field])} / rebuilt ${JSON.stringify(b[field])}`).join('; ')}`);
    }
  }
  if (guestIds.length > 0) {
    const events = await cluster.asSuperuser(
      (client) =>
        client.query<{ stream_id: string; type: string; transaction_id: string; global_position: string; recorded_at: Date; data: unknown }>(
          // Each guest's last events, where a difference from a rebuild comes from.
          `select stream_id, type, transaction_id::text, global_position::text, recorded_at, data from (
             select *, row_number() over (partition by stream_id order by stream_position desc) as from_end from es_events where stream_id = any($1)
           ) e where from_end <= 6 order by transaction_id, global_position`,
          [guestIds.slice(0, 5).map((id) => `attendee-${id}`)],
        ),
      node.port,
      'usher',
    );
    for (const event of events.rows)
      lines.push(
        `  ${event.stream_id} @${event.transaction_id}/${event.global_position} ${event.recorded_at.toISOString()} ${event.type} ${JSON.stringify(event.data)}`,
      );
  }
  return lines.slice(0, 60).join('\n');
}
