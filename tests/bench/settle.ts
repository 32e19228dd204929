import pg from 'pg';
import { allProjections } from '@usher/projections/all-projections';

/**
 * Events not yet applied by each projection, read straight from the
 * database: those of the types it handles, past its checkpoint.
 */
export async function projectionLag(pool: pg.Pool): Promise<Record<string, number>> {
  const lag: Record<string, number> = {};
  for (const projection of allProjections) {
    const { rows } = await pool.query<{ n: string }>(
      `select count(*) as n from es_events e
       left join projection_checkpoints c on c.name = $1
       where e.type = any($2::text[])
         and (c.name is null or (e.transaction_id, e.global_position) > (c.transaction_id, c.global_position))`,
      [projection.name, [...projection.handles]],
    );
    lag[projection.name] = Number(rows[0]!.n);
  }
  return lag;
}

/** Waits until every projection has applied the whole log; returns the ms it took. */
export async function waitForProjections(pool: pg.Pool, timeoutMs: number): Promise<number> {
  const t0 = performance.now();
  for (;;) {
    const lag = await projectionLag(pool);
    if (Object.values(lag).every((n) => n === 0)) return performance.now() - t0;
    if (performance.now() - t0 > timeoutMs) throw new Error(`projections still behind after ${timeoutMs} ms: ${JSON.stringify(lag)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
