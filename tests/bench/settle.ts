import pg from 'pg';
import { allProjections } from '@usher/projections/all-projections';
import { MIN_INTERVAL_MS } from '@usher/projections/runner/planner-statistics';

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

/**
 * Whether some projection has an event still to apply: a walk of the
 * commit-order index from each checkpoint that stops at the first match.
 * Polled every 50 ms, so it must stay cheap however far behind a projection
 * is: counting the backlog scanned it all, and on a 100,000-guest bulk change
 * the polling itself kept a core of PostgreSQL busy.
 */
async function anyProjectionBehind(pool: pg.Pool): Promise<boolean> {
  const { rows: checkpoints } = await pool.query<{ name: string; transaction_id: string; global_position: string }>(
    'select name, transaction_id::text, global_position::text from projection_checkpoints',
  );
  const at = new Map(checkpoints.map((c) => [c.name, c]));
  // The projections of guests' events first: while they are behind, the
  // walks from the rarer projections' older checkpoints need not run.
  const busiestFirst = [...allProjections].sort((a, b) => b.handles.length - a.handles.length);
  for (const projection of busiestFirst) {
    const checkpoint = at.get(projection.name) ?? { transaction_id: '0', global_position: '0' };
    const { rows } = await pool.query<{ behind: boolean }>(
      `select exists (
         select 1 from es_events e
         where (e.transaction_id, e.global_position) > ($1::xid8, $2::bigint) and e.type = any($3::text[])
       ) as behind`,
      [checkpoint.transaction_id, checkpoint.global_position, [...projection.handles]],
    );
    if (rows[0]!.behind) return true;
  }
  return false;
}

/** Waits until every projection has applied the whole log; returns the ms it took. */
export async function waitForProjections(pool: pg.Pool, timeoutMs: number): Promise<number> {
  const t0 = performance.now();
  for (;;) {
    if (!(await anyProjectionBehind(pool))) return performance.now() - t0;
    const lag = performance.now() - t0 > timeoutMs ? await projectionLag(pool) : null;
    if (lag) throw new Error(`projections still behind after ${timeoutMs} ms: ${JSON.stringify(lag)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Waits until the projections' tables are analysed after the last burst: a
 * projection runs ANALYZE once a large burst has ended (at once for 20,000
 * events or more, else once 15 s have passed since its last one:
 * planner-statistics.ts), after its checkpoint has moved, so
 * waitForProjections returns before it, and the next measured action would
 * share seconds of the machine with it. Done when no ANALYZE runs and no
 * read-model table that a projection is still to analyse has `rows` changed
 * since its last analysis, or after `timeoutMs`. Returns the ms waited and,
 * when it timed out, the tables still unanalysed.
 *
 * A table changed that much is one a projection is still to analyse only
 * while that can still come: within the rest after its last analysis (the
 * deferred one), or, where it was last analysed before that, in the moment
 * after the checkpoint (ANALYZE_STARTS_WITHIN_MS). Past both, nothing analyses
 * it before the next burst, and waiting for it only held the bench: the bulk
 * RSVP of the guest-management part left rm_attendee_versions with 10,350
 * rows changed after its projection's analysis (a projection counts events,
 * not rows, and analyses again after 10,000), and the bulk actions waited the
 * whole 30 s for an ANALYZE that never came (issue 31: the bench's 12 minutes).
 */
export async function waitForAnalyze(pool: pg.Pool, timeoutMs: number, rows = 10_000): Promise<{ ms: number; unanalysed: string[] }> {
  const t0 = performance.now();
  for (;;) {
    const startsSoon = performance.now() - t0 < ANALYZE_STARTS_WITHIN_MS;
    const { rows: found } = await pool.query<{ running: number; pending: string[] }>(
      `select (select count(*)::int from pg_stat_activity where state = 'active' and query ilike 'analyze %' and pid <> pg_backend_pid()) as running,
              array(select format('%s (%s changed, analysed %s)', relname, n_mod_since_analyze, coalesce(last_analysed::time::text, 'never'))
                    from (select relname, n_mod_since_analyze, greatest(last_analyze, last_autoanalyze) as last_analysed from pg_stat_user_tables) t
                    where left(relname, 3) = 'rm_' and n_mod_since_analyze >= $1
                      and ($2 or last_analysed > now() - make_interval(secs => $3 / 1000.0))
                    order by relname) as pending`,
      [rows, startsSoon, PROJECTION_ANALYSIS_REST_MS],
    );
    const { running, pending } = found[0]!;
    const timedOut = performance.now() - t0 > timeoutMs;
    if ((running === 0 && pending.length === 0) || timedOut) return { ms: performance.now() - t0, unanalysed: timedOut ? pending : [] };
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The projections' rest between analyses, and a second more: the latest a deferred analysis comes after the last one. */
const PROJECTION_ANALYSIS_REST_MS = MIN_INTERVAL_MS + 1_000;
/** How soon after waitForProjections a projection's ANALYZE at a burst's end has started (its checkpoint moves just before). */
const ANALYZE_STARTS_WITHIN_MS = 2_000;

/**
 * Writes out what the last parts left dirty before a part that measures
 * latency: a spread checkpoint of the writes before (a seed, a send, a
 * race for seats) would otherwise flush pages and sync files during its
 * seconds, and a commit's or a read's wait on the disk would be the last
 * part's. CHECKPOINT on each cluster (an immediate one, done when it
 * returns), then no vacuum still running, or `timeoutMs`. Returns the ms it
 * took.
 *
 * An autovacuum worker's pass is taken over by a VACUUM of the same table:
 * the worker sleeps between pages (autovacuum_vacuum_cost_delay), so its pass
 * over the event log after the bulk invitations kept the bench waiting 8 to
 * 20 s, where the same pass unthrottled ends in a few. The table ends as
 * vacuumed either way, which is what the next part needs.
 */
export async function settleDisks(pools: pg.Pool[], timeoutMs = 30_000): Promise<number> {
  const t0 = performance.now();
  for (const pool of pools) await pool.query('checkpoint');
  for (const pool of pools)
    for (;;) {
      await vacuumInsteadOfAutovacuum(pool);
      const { rows } = await pool.query<{ vacuuming: number }>(
        `select count(*)::int as vacuuming from pg_stat_activity where backend_type = 'autovacuum worker' and state = 'active'`,
      );
      if (rows[0]!.vacuuming === 0 || performance.now() - t0 > timeoutMs) break;
      await new Promise((r) => setTimeout(r, 100));
    }
  return performance.now() - t0;
}

/**
 * The tables autovacuum workers are vacuuming now (not analysing: that ends
 * soon): each worker is cancelled and its table vacuumed here instead. A
 * worker that keeps going (one preventing wraparound ignores a cancel), or
 * one started again on the table meanwhile, makes the VACUUM wait for it.
 */
async function vacuumInsteadOfAutovacuum(pool: pg.Pool): Promise<void> {
  const { rows } = await pool.query<{ pid: number; schema: string; table: string }>(
    `select a.pid, n.nspname as schema, c.relname as table
     from pg_stat_activity a
     join pg_stat_progress_vacuum v on v.pid = a.pid
     join pg_class c on c.oid = v.relid
     join pg_namespace n on n.oid = c.relnamespace
     where a.backend_type = 'autovacuum worker' and v.datname = current_database()`,
  );
  for (const { pid, schema, table } of rows) {
    // If either is refused, the caller waits for the worker as before.
    await pool.query('select pg_cancel_backend($1)', [pid]).catch(() => undefined);
    // With ANALYZE: a cancelled worker's analysis of the table would otherwise come back during the next part.
    await pool.query(`vacuum (analyze) ${pg.escapeIdentifier(schema)}.${pg.escapeIdentifier(table)}`).catch(() => undefined);
  }
}
