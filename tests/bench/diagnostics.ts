import fs from 'node:fs';
import os from 'node:os';
import type pg from 'pg';

const TICK_MS = 1000 / 100; // USER_HZ is 100 on Linux

function cpuTicks(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]); // utime + stime
  } catch {
    return 0;
  }
}

function childrenOf(ppid: number): number[] {
  const pids: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === ppid) pids.push(Number(entry));
    } catch {
      /* gone */
    }
  }
  return pids;
}

/** The pid running `script` under node within a process group (the tsx worker, not its launcher). */
export function nodePidOf(pgid: number, script: string): number | null {
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) !== pgid) continue;
      const cmd = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (cmd.includes('preflight.cjs') && cmd.includes(script)) return Number(entry);
    } catch {
      /* gone */
    }
  }
  return null;
}

export interface CpuShare {
  /** CPU time used during the window, as % of one core. */
  product: number;
  postgres: number;
  loadGenerator: number;
  cores: number;
}

/** Measures CPU used by the product, PostgreSQL (postmaster and backends) and this process over a window. */
export function cpuMeter(productPid: number | null, postmasterPid: number | null) {
  const pgTicks = () => (postmasterPid ? cpuTicks(postmasterPid) + childrenOf(postmasterPid).reduce((sum, pid) => sum + cpuTicks(pid), 0) : 0);
  const start = { at: performance.now(), product: productPid ? cpuTicks(productPid) : 0, pg: pgTicks(), self: process.cpuUsage() };
  return (): CpuShare => {
    const wall = performance.now() - start.at;
    const self = process.cpuUsage(start.self);
    return {
      product: productPid ? (((cpuTicks(productPid) - start.product) * TICK_MS) / wall) * 100 : NaN,
      postgres: (((pgTicks() - start.pg) * TICK_MS) / wall) * 100,
      loadGenerator: ((self.user + self.system) / 1000 / wall) * 100,
      cores: os.cpus().length,
    };
  };
}

export function postmasterPid(dataDir: string): number | null {
  try {
    return Number(fs.readFileSync(`${dataDir}/postmaster.pid`, 'utf8').split('\n')[0]) || null;
  } catch {
    return null;
  }
}

/**
 * Samples pg_stat_activity while load runs: which statements the product's
 * connections are busy with, and what they wait on. Returns the top entries.
 */
export function activitySampler(pool: pg.Pool, database: string, everyMs = 100) {
  const counts = new Map<string, number>();
  const lockCounts = new Map<string, number>();
  let samples = 0;
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      try {
        const { rows } = await pool.query<{ query: string; wait: string | null; state: string }>(
          `select regexp_replace(left(query, 90), '\\s+', ' ', 'g') as query, state,
                  case when wait_event is null then 'CPU' else wait_event_type || ':' || wait_event end as wait
           from pg_stat_activity
           where datname = $1 and pid <> pg_backend_pid() and state in ('active', 'idle in transaction')`,
          [database],
        );
        const locks = await pool.query<{ what: string; n: string }>(
          `select l.locktype || ' ' || coalesce(l.classid::regclass::text, l.relation::regclass::text, '') || ' ' || coalesce(l.objid::text, '') || ' ' || l.mode as what,
                  count(*) as n
           from pg_locks l join pg_stat_activity a on a.pid = l.pid
           where not l.granted and a.datname = $1
           group by 1`,
          [database],
        );
        for (const row of locks.rows) {
          const key = `waiting for lock: ${row.what}`;
          lockCounts.set(key, (lockCounts.get(key) ?? 0) + Number(row.n));
        }
        samples++;
        for (const row of rows) {
          const key = `${row.state === 'active' ? '' : '[idle in tx] '}${row.query} — ${row.wait}`;
          counts.set(key, (counts.get(key) ?? 0) + 1);
        }
      } catch {
        /* the server may be busy; skip a sample */
      }
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return async (top = 8) => {
    stopped = true;
    await loop;
    return {
      samples,
      top: [...counts.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, top)
        .map(([what, n]) => ({ what, avgBusyConnections: Number((n / Math.max(1, samples)).toFixed(2)) })),
      lockWaits: [...lockCounts.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([what, n]) => ({ what, avgWaiting: Number((n / Math.max(1, samples)).toFixed(2)) })),
    };
  };
}
