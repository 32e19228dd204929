/**
 * CPU time spent by the bench's own processes, read from /proc: a figure of
 * work per request that other load on a shared machine barely moves, unlike
 * a throughput (two helpers' test runs beside a bench halve its requests per
 * second, not the CPU each request costs).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

interface ProcStat {
  pid: number;
  ppid: number;
  pgrp: number;
  /** utime + stime, and cutime + cstime (children already reaped), in ticks. */
  own: number;
  reaped: number;
}

function procStats(): ProcStat[] {
  const stats: ProcStat[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const text = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // After the parenthesised name: state ppid pgrp … utime (14th field overall) stime cutime cstime.
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      stats.push({
        pid: Number(entry),
        ppid: Number(fields[1]),
        pgrp: Number(fields[2]),
        own: Number(fields[11]) + Number(fields[12]),
        reaped: Number(fields[13]) + Number(fields[14]),
      });
    } catch {
      /* exited meanwhile */
    }
  }
  return stats;
}

const toMs = (ticks: number) => (ticks * 1000) / TICKS_PER_SECOND;

/** Every process of a group (a bench child: npx → tsx → node and its threads), with what they reaped. */
export function groupCpuMs(pgid: number): number {
  return toMs(
    procStats()
      .filter((stat) => stat.pgrp === pgid)
      .reduce((sum, stat) => sum + stat.own + stat.reaped, 0),
  );
}

/** The PostgreSQL cluster in `clusterDir`: its postmaster, the backends alive now, and those that have ended. */
export function postgresCpuMs(clusterDir: string): number {
  const postmaster = Number(fs.readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  return toMs(
    procStats()
      .filter((stat) => stat.pid === postmaster || stat.ppid === postmaster)
      .reduce((sum, stat) => sum + stat.own + (stat.pid === postmaster ? stat.reaped : 0), 0),
  );
}

/** A bench product's CPU so far, its own processes and its PostgreSQL's apart (standalone-product.ts), in ms. */
export function productCpuMs(product: { productGroup: number; clusterDir: string }): { productMs: number; postgresMs: number } {
  return { productMs: groupCpuMs(product.productGroup), postgresMs: postgresCpuMs(product.clusterDir) };
}

/** The whole machine's busy CPU time so far, every core together (/proc/stat: all but idle and I/O wait), in ms. */
export function machineBusyMs(): number {
  const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = fields;
  return toMs(user + nice + system + irq + softirq + steal);
}
