/**
 * Time travel (issue 4, "Auditors"): the guest list and its counters as they
 * were at a past moment, on an event that already has 100,000 guests. The
 * first request of a moment replays the event's log into a snapshot (cold);
 * the pages after it read that snapshot (warm). The live list's own page
 * times, measured here too, are the yardstick.
 */
import { percentiles, type Percentiles } from '../load.ts';

export interface TimeTravelInput {
  origin: string;
  /** A Bearer token of a user who may read the event. */
  token: string;
  eventUuid: string;
  log: (message: string) => void;
  /** Warm page requests measured (pages 1, 2, … in turn). */
  pageRequests?: number;
  statsRequests?: number;
  perPage?: number;
}

export interface TimeTravelResult {
  as_of: string;
  /** Guests the past view counted (the live total, since the moment is after the seeding). */
  total: number;
  live_total: number;
  /** First list page of the moment: resolving it, replaying the log into a snapshot, reading page 1. */
  cold_list_ms: number;
  /** The stats of the same moment, right after (its snapshot is built). */
  first_stats_ms: number;
  warm_list_ms: Percentiles;
  warm_stats_ms: Percentiles;
  /** The live list's pages, the same requests without as_of. */
  live_list_ms: Percentiles;
}

const round = (p: Percentiles) => Object.fromEntries(Object.entries(p).map(([k, v]) => [k, Number(v.toFixed(2))])) as unknown as Percentiles;

export async function runTimeTravel(input: TimeTravelInput): Promise<TimeTravelResult> {
  const { origin, token, eventUuid, log } = input;
  const pageRequests = input.pageRequests ?? 100;
  const statsRequests = input.statsRequests ?? 50;
  const perPage = input.perPage ?? 50;
  const headers = { authorization: `Bearer ${token}` };

  async function timed<T>(path: string): Promise<{ ms: number; body: T }> {
    const started = performance.now();
    const response = await fetch(origin + path, { headers });
    const text = await response.text();
    const ms = performance.now() - started;
    if (response.status !== 200) throw new Error(`GET ${path} → ${response.status}: ${text.slice(0, 300)}`);
    return { ms, body: JSON.parse(text) as T };
  }

  // A moment just past: everything seeded so far, nothing after.
  await new Promise((resolve) => setTimeout(resolve, 20));
  const asOf = new Date(Date.now() - 10).toISOString();
  const list = (page: number, moment: string | null) =>
    `/api/v2/events/${eventUuid}/attendees?page=${page}&per_page=${perPage}${moment ? `&as_of=${encodeURIComponent(moment)}` : ''}`;
  const stats = `/api/v2/events/${eventUuid}/attendees/stats?as_of=${encodeURIComponent(asOf)}`;

  log(`time travel: first request as_of ${asOf} (replays the event into a snapshot)`);
  const cold = await timed<{ meta: { total: number } }>(list(1, asOf));
  const firstStats = await timed<{ data: { total_individuals: number } }>(stats);
  log(`time travel: cold ${cold.ms.toFixed(0)} ms for ${cold.body.meta.total} guests; stats ${firstStats.ms.toFixed(1)} ms`);
  if (firstStats.body.data.total_individuals !== cold.body.meta.total) {
    throw new Error(`time travel: stats count ${firstStats.body.data.total_individuals} guests, the list ${cold.body.meta.total}`);
  }

  const pages = Math.max(1, Math.ceil(cold.body.meta.total / perPage));
  const warm: number[] = [];
  const live: number[] = [];
  let liveTotal = 0;
  for (let i = 0; i < pageRequests; i++) {
    // Pages spread across the list, so deep offsets count too.
    const page = 1 + ((i * 97) % pages);
    warm.push((await timed(list(page, asOf))).ms);
    const current = await timed<{ meta: { total: number } }>(list(page, null));
    live.push(current.ms);
    liveTotal = current.body.meta.total;
  }
  const warmStats: number[] = [];
  for (let i = 0; i < statsRequests; i++) warmStats.push((await timed(stats)).ms);

  const result: TimeTravelResult = {
    as_of: asOf,
    total: cold.body.meta.total,
    live_total: liveTotal,
    cold_list_ms: Number(cold.ms.toFixed(1)),
    first_stats_ms: Number(firstStats.ms.toFixed(1)),
    warm_list_ms: round(percentiles(warm)),
    warm_stats_ms: round(percentiles(warmStats)),
    live_list_ms: round(percentiles(live)),
  };
  log(`time travel: warm pages p50 ${result.warm_list_ms.p50} ms p95 ${result.warm_list_ms.p95} ms (live p50 ${result.live_list_ms.p50} ms); stats p50 ${result.warm_stats_ms.p50} ms`);
  return result;
}
