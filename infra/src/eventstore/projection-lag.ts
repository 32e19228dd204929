import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** The most unapplied events counted per checkpoint: enough to say "far behind" without walking a huge backlog. */
export const LAG_COUNT_CAP = 10_000;

export interface CheckpointLag {
  name: string;
  checkpointPosition: string;
  behindEvents: number;
  behindCapped: boolean;
  updatedAt: Date;
}

/**
 * How far each checkpoint is behind the log's high-water mark: the events
 * committed after it, up to the horizon every reader of the log respects
 * (transactions older than any still running). A read model moves its
 * checkpoint only for the event types it handles, so for those `handles`
 * names, only events of those types count (the es_events_type_commit_order
 * index of migration 047 walks each type's range); any other checkpoint (the
 * mailer, the webhook matcher) counts every event after it.
 */
export async function checkpointLags(db: Db, handles: (name: string) => readonly string[]): Promise<{ highWater: string; lags: CheckpointLag[] }> {
  const [highWater, checkpoints] = await Promise.all([
    sql<{ position: string | null }>`
      select max(global_position)::text as position from es_events
      where transaction_id < pg_snapshot_xmin(pg_current_snapshot())`.execute(db),
    db.selectFrom('projection_checkpoints').select(['name', 'transaction_id', 'global_position', 'updated_at']).orderBy('name').execute(),
  ]);
  const lags = await Promise.all(
    checkpoints.map(async (checkpoint) => {
      const types = handles(checkpoint.name);
      const ofTypes = types.length > 0 ? sql`e.type = any(${[...types]}::text[])` : sql`true`;
      const { rows } = await sql<{ behind: number }>`
        select count(*)::int as behind from (
          select 1 from es_events e
          where ${ofTypes}
            and (e.transaction_id, e.global_position) > (${checkpoint.transaction_id}::xid8, ${checkpoint.global_position}::bigint)
            and e.transaction_id < pg_snapshot_xmin(pg_current_snapshot())
          limit ${LAG_COUNT_CAP + 1}
        ) unapplied`.execute(db);
      const behind = rows[0]?.behind ?? 0;
      return {
        name: checkpoint.name,
        checkpointPosition: String(checkpoint.global_position),
        behindEvents: Math.min(behind, LAG_COUNT_CAP),
        behindCapped: behind > LAG_COUNT_CAP,
        updatedAt: new Date(checkpoint.updated_at),
      };
    }),
  );
  return { highWater: highWater.rows[0]?.position ?? '0', lags };
}
