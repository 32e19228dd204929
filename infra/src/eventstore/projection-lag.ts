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
 * How far each checkpoint is behind the log's high-water mark: the events of
 * the types it handles committed after it, up to the horizon every reader of
 * the log respects (transactions older than any still running). A read model
 * moves its checkpoint only for the types it handles, so only those count;
 * the es_events_type_commit_order index (migration 047) walks each type's
 * range after the checkpoint. One statement for every checkpoint.
 */
export async function checkpointLags(db: Db, manifest: Readonly<Record<string, readonly string[]>>): Promise<{ highWater: string; lags: CheckpointLag[] }> {
  const { rows } = await sql<{ name: string; checkpoint_position: string; updated_at: Date; behind: number | null; high_water: string | null }>`
    with horizon as (select pg_snapshot_xmin(pg_current_snapshot()) as xmin),
    manifest as (select key as name, array(select jsonb_array_elements_text(value)) as types from jsonb_each(${JSON.stringify(manifest)}::jsonb))
    select c.name, c.global_position::text as checkpoint_position, c.updated_at,
      case when m.types is null then null else (
        select count(*)::int from (
          select 1 from es_events e, horizon h
          where e.type = any(m.types)
            and (e.transaction_id, e.global_position) > (c.transaction_id, c.global_position)
            and e.transaction_id < h.xmin
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
  const highWater = rows[0]?.high_water ?? (await sql<{ position: string | null }>`select max(global_position)::text as position from es_events where transaction_id < pg_snapshot_xmin(pg_current_snapshot())`.execute(db)).rows[0]?.position;
  return { highWater: highWater ?? '0', lags };
}
