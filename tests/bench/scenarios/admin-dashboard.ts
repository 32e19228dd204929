/**
 * The admin dashboard on a busy instance (issue 18): ADMIN_DASHBOARD_GUESTS
 * guests (100,000 by default) over ADMIN_DASHBOARD_EVENTS events (50), each
 * seeded by tests/seed with its own organiser, RSVPs and check-ins. Then the
 * p95 of GET /api/v2/stats/admin/dashboard beside GET /api/auth/business (the
 * same authentication, one indexed row) measured on the same product, the
 * same token and the same clients.
 */
import { createContext } from '@usher/infra/runtime/create-context';
import type pg from 'pg';
import { seedEvent } from '../../seed/seed-event.ts';
import { Api } from '../api.ts';
import { runLoad, type LoadResult } from '../load.ts';
import { ms, num, type Row } from '../report.ts';
import { waitForProjections } from '../settle.ts';

export const ADMIN_DASHBOARD_CONFIG = {
  guests: Number(process.env.ADMIN_DASHBOARD_GUESTS ?? 100_000),
  events: Number(process.env.ADMIN_DASHBOARD_EVENTS ?? 50),
  warmupRequests: 30,
  requests: 300,
  concurrency: 4,
  settleTimeoutMs: 600_000,
};

export interface AdminDashboardResult {
  guests: number;
  events: number;
  seed_ms: number;
  dashboard: LoadResult;
  baseline: LoadResult;
  /** The dashboard's own answer at the end, to check the seed is what was measured. */
  counted_guests: number;
}

export async function runAdminDashboard(options: {
  origin: string;
  databaseUrl: string;
  pool: pg.Pool;
  log: (message: string) => void;
}): Promise<AdminDashboardResult> {
  const config = ADMIN_DASHBOARD_CONFIG;
  // The instance's first account administers it: sign it up before the seed's organisers.
  const admin = new Api(options.origin);
  await admin.signUp();
  const started = performance.now();
  const context = await createContext(options.databaseUrl, { poolSize: 4 });
  let guests = 0;
  try {
    const perEvent = Math.max(1, Math.floor(config.guests / config.events));
    for (let index = 0; index < config.events; index += 1) {
      guests += (await seedEvent(context, { guests: perEvent })).guests;
      if ((index + 1) % 10 === 0) options.log(`admin dashboard: ${index + 1} of ${config.events} events seeded (${num(guests)} guests)`);
    }
  } finally {
    await context.close();
  }
  await waitForProjections(options.pool, config.settleTimeoutMs);
  const seedMs = performance.now() - started;
  options.log(`admin dashboard: ${num(guests)} guests over ${config.events} events seeded and projected in ${Math.round(seedMs)} ms`);

  const headers = { authorization: `Bearer ${admin.token}` };
  const measure = (path: string, requests: number) =>
    runLoad({ origin: options.origin, concurrency: config.concurrency, next: (index) => (index < requests ? { method: 'GET', path, headers } : null) });
  const dashboardPath = '/api/v2/stats/admin/dashboard?timezone=America/New_York';
  await measure(dashboardPath, config.warmupRequests);
  await measure('/api/auth/business', config.warmupRequests);
  // Alternating would mix their latencies in one connection pool; one after the other, on a quiet product, is fairer to both.
  const baseline = await measure('/api/auth/business', config.requests);
  const dashboard = await measure(dashboardPath, config.requests);
  const answer = await admin.call<{ data: { guests: number } }>('GET', dashboardPath);
  return { guests, events: config.events, seed_ms: seedMs, dashboard, baseline, counted_guests: answer.data.guests };
}

export function adminDashboardRows(result: AdminDashboardResult): Row[] {
  const failed = result.dashboard.non2xx + result.dashboard.errors;
  return [
    {
      figure: `Admin dashboard p95 (${num(result.guests)} guests, ${num(result.events)} events)`,
      value: ms(result.dashboard.latency.p95),
      against: `baseline /api/auth/business p95 ${ms(result.baseline.latency.p95)}; p50 ${ms(result.dashboard.latency.p50)} vs ${ms(result.baseline.latency.p50)}`,
      verdict: 'info',
    },
    {
      figure: 'Admin dashboard answers',
      value: `${num(result.dashboard.requests - failed)} of ${num(result.dashboard.requests)}`,
      against: `counted ${num(result.counted_guests)} guests, expected ${num(result.guests)}`,
      verdict: failed === 0 && result.counted_guests === result.guests ? 'PASS' : 'MISS',
    },
  ];
}
