import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** The most unapplied events counted per checkpoint: enough to say "far behind" without walking a huge backlog. */
export const LAG_COUNT_CAP = 10_000;

export interface CheckpointLag {
  name: string;
  checkpointPosition: string;
  /** Null for a follower whose event types the manifest does not name: its checkpoint moves only when it has work, so events after it say nothing. */
  behindEvents: number | null;
  behindCapped: boolean;
  updatedAt: Date;
}

/**
 * How far each checkpoint is behind: the events of the types it handles
 * committed after it, those beyond the readers' horizon too (committed after
 * a transaction still open began: the readers cannot take them yet, but they
 * wait all the same). The high-water mark is the newest event every reader
 * may see. A read model moves its checkpoint only for the types it handles,
 * so only those count; the es_events_type_commit_order index (migration 047) walks each type's
 * range after the checkpoint. One statement for every checkpoint.
 */
export async function checkpointLags(db: Db, manifest: Readonly<Record<string, readonly string[]>>): Promise<{ highWater: string; lags: CheckpointLag[] }> {
  const { rows } = await sql<{ name: string; checkpoint_position: string; updated_at: Date; behind: number | null; high_water: string | null }>`
    with horizon as (select pg_snapshot_xmin(pg_current_snapshot()) as xmin),
    manifest as (select key as name, array(select jsonb_array_elements_text(value)) as types from jsonb_each(${JSON.stringify(manifest)}::jsonb))
    select c.name, c.global_position::text as checkpoint_position, c.updated_at,
      case when m.types is null then null else (
        select count(*)::int from (
          select 1 from es_events e
          where e.type = any(m.types)
            and (e.transaction_id, e.global_position) > (c.transaction_id, c.global_position)
          limit ${LAG_COUNT_CAP + 1}
        ) unapplied
      ) end as behind,
      (select max(e.global_position)::text from es_events e, horizon h where e.transaction_id < h.xmin) as high_water
    from projection_checkpoints c
    left join manifest m on m.name = c.name
    order by c.name`.execute(db);
  const lags = rows.map((row) => ({
    name: row.name,
    checkpointPosition: row.checkpoint_position,
    behindEvents: row.behind === null ? null : Math.min(row.behind, LAG_COUNT_CAP),
    behindCapped: row.behind !== null && row.behind > LAG_COUNT_CAP,
    updatedAt: new Date(row.updated_at),
  }));
  // Without any checkpoint yet (a fresh instance), the high-water mark is asked on its own.
  const highWater =
    rows[0]?.high_water ??
    (
      await sql<{
        position: string | null;
      }>`select max(global_position)::text as position from es_events where transaction_id < pg_snapshot_xmin(pg_current_snapshot())`.execute(db)
    ).rows[0]?.position;
  return { highWater: highWater ?? '0', lags };
}

export interface ProjectionDelay {
  name: string;
  /** When the oldest committed event it handles and has not applied was recorded; null when it has applied every one. */
  oldestUnappliedAt: Date | null;
}

/**
 * How long each read model has kept an event waiting: the oldest committed
 * event of its types after its checkpoint, beyond the readers' horizon too,
 * so a transaction holding the horizon (and with it every reader) shows as
 * the delay it causes rather than as nothing to read. One index probe per
 * type (es_events_type_commit_order); followers the manifest does not name
 * are left out. Also when the oldest transaction still open that holds the
 * horizon began: the usual reason every read model waits at once.
 */
export async function projectionDelays(
  db: Db,
  manifest: Readonly<Record<string, readonly string[]>>,
): Promise<{ delays: ProjectionDelay[]; horizonHeldSince: Date | null }> {
  const { rows } = await sql<{ name: string; oldest: Date | null; horizon_held_since: Date | null }>`
    with manifest as (select key as name, array(select jsonb_array_elements_text(value)) as types from jsonb_each(${JSON.stringify(manifest)}::jsonb))
    select c.name,
      (select min(first.recorded_at) from unnest(m.types) as t(type),
        lateral (
          select e.recorded_at from es_events e
          where e.type = t.type and (e.transaction_id, e.global_position) > (c.transaction_id, c.global_position)
          order by e.transaction_id, e.global_position
          limit 1
        ) first) as oldest,
      (select min(a.xact_start) from pg_stat_activity a where a.backend_xid is not null and a.datname = current_database()) as horizon_held_since
    from projection_checkpoints c
    join manifest m on m.name = c.name
    order by c.name`.execute(db);
  return {
    delays: rows.map((row) => ({ name: row.name, oldestUnappliedAt: row.oldest ? new Date(row.oldest) : null })),
    horizonHeldSince: rows[0]?.horizon_held_since ? new Date(rows[0].horizon_held_since) : null,
  };
}
