/**
 * Time travel (issue 4, "Auditors"; issue 17, section 8): the guest list as
 * it was at past moments of an event that has 100,000 guests. Each moment is
 * asked for the first time in this process (its first page is cold: nothing
 * of that moment is cached yet); its later pages follow. The live list's
 * first page, measured in the same run between them, is the yardstick.
 */
import type pg from 'pg';
import { percentiles, type Percentiles } from '../load.ts';
import { ms, num, verdict, type Row } from '../report.ts';

export const TIME_TRAVEL_TARGETS = { firstPageMs: 1000, laterPageMs: 200 };

export interface TimeTravelInput {
  origin: string;
  /** A Bearer token of a user who may read the event. */
  token: string;
  eventUuid: string;
  /** The bench's own pool: where in the event's log the moments fall (not measured). */
  pool: pg.Pool;
  log: (message: string) => void;
  /** Distinct past moments, each first asked here. */
  moments?: number;
  /** Later pages read per moment: pages 2, 3, … as a person pages on. */
  laterPages?: number;
  statsRequests?: number;
  perPage?: number;
}

export interface TimeTravelResult {
  moments: string[];
  /** Guests the past view counted at each moment. */
  totals: number[];
  live_total: number;
  /** Each moment's page 1, the first request of that moment. */
  first_page_ms: Percentiles;
  /** The pages after it, of the same moments. */
  later_pages_ms: Percentiles;
  /** The stats of a moment, after its first page. */
  stats_ms: Percentiles;
  /** The live list's page 1, the same request without as_of, between them. */
  live_first_page_ms: Percentiles;
  /** The live list's pages 2, 3, …, each right after the same past page. */
  live_later_pages_ms: Percentiles;
  first_page_samples: number[];
}

const round = (p: Percentiles) => Object.fromEntries(Object.entries(p).map(([k, v]) => [k, Number(v.toFixed(2))])) as unknown as Percentiles;

/**
 * Moments spread over the second half of the event's log, where every guest
 * has been added and RSVPs, approvals and check-ins are being recorded: each
 * shows the whole list, and no two share a position of the log.
 */
async function momentsOf(pool: pg.Pool, eventUuid: string, count: number): Promise<string[]> {
  const fractions = Array.from({ length: count }, (_, i) => 0.55 + (0.44 * i) / Math.max(1, count - 1));
  const { rows } = await pool.query<{ at: Date[] }>(
    `select percentile_disc($2::float8[]) within group (order by recorded_at) as at from es_events where metadata->>'event_uuid' = $1`,
    [eventUuid, fractions],
  );
  return [...new Set(rows[0]!.at.map((at) => at.toISOString()))];
}

export async function runTimeTravel(input: TimeTravelInput): Promise<TimeTravelResult> {
  const { origin, token, eventUuid, pool, log } = input;
  const laterPages = input.laterPages ?? 12;
  const statsRequests = input.statsRequests ?? 3;
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
  const list = (page: number, moment: string | null) =>
    `/api/v2/events/${eventUuid}/attendees?page=${page}&per_page=${perPage}${moment ? `&as_of=${encodeURIComponent(moment)}` : ''}`;
  const stats = (moment: string) => `/api/v2/events/${eventUuid}/attendees/stats?as_of=${encodeURIComponent(moment)}`;

  const moments = await momentsOf(pool, eventUuid, input.moments ?? 8);
  const first: number[] = [];
  const later: number[] = [];
  const statsTimes: number[] = [];
  const live: number[] = [];
  const liveLater: number[] = [];
  const totals: number[] = [];
  let liveTotal = 0;
  const liveFirstPage = async () => {
    const current = await timed<{ meta: { total: number } }>(list(1, null));
    live.push(current.ms);
    liveTotal = current.body.meta.total;
  };
  await liveFirstPage();
  for (const moment of moments) {
    const cold = await timed<{ meta: { total: number } }>(list(1, moment));
    first.push(cold.ms);
    totals.push(cold.body.meta.total);
    await liveFirstPage();
    for (let i = 0; i < statsRequests; i++) {
      const counted = await timed<{ data: { total_individuals: number } }>(stats(moment));
      statsTimes.push(counted.ms);
      if (counted.body.data.total_individuals !== cold.body.meta.total) {
        throw new Error(`time travel at ${moment}: stats count ${counted.body.data.total_individuals} guests, the list ${cold.body.meta.total}`);
      }
    }
    const pages = Math.max(2, Math.ceil(cold.body.meta.total / perPage));
    for (let i = 0; i < laterPages; i++) {
      const page = 2 + (i % (pages - 1));
      later.push((await timed(list(page, moment))).ms);
      liveLater.push((await timed(list(page, null))).ms);
    }
    log(`time travel at ${moment}: first page ${cold.ms.toFixed(0)} ms for ${cold.body.meta.total} guests`);
  }

  const result: TimeTravelResult = {
    moments,
    totals,
    live_total: liveTotal,
    first_page_ms: round(percentiles(first)),
    later_pages_ms: round(percentiles(later)),
    stats_ms: round(percentiles(statsTimes)),
    live_first_page_ms: round(percentiles(live)),
    live_later_pages_ms: round(percentiles(liveLater)),
    first_page_samples: first.map((n) => Number(n.toFixed(1))),
  };
  log(
    `time travel: first page p50 ${result.first_page_ms.p50} ms p95 ${result.first_page_ms.p95} ms; later pages p50 ${result.later_pages_ms.p50} ms p95 ${result.later_pages_ms.p95} ms (live first page p50 ${result.live_first_page_ms.p50} ms)`,
  );
  return result;
}

/** The bench table's rows: each figure beside the live list's first page, measured in the same run. */
export function timeTravelRows(t: TimeTravelResult): Row[] {
  const liveFirst = `live first page p50 ${ms(t.live_first_page_ms.p50)}, p95 ${ms(t.live_first_page_ms.p95)}`;
  const guests = `${t.moments.length} moments of ${num(Math.min(...t.totals))}–${num(Math.max(...t.totals))} guests`;
  return [
    { figure: 'Guest list as_of, first page p50', value: ms(t.first_page_ms.p50), against: `${liveFirst}; ${guests}`, verdict: 'info' },
    {
      figure: 'Guest list as_of, first page p95',
      value: ms(t.first_page_ms.p95),
      against: `target ≤ ${num(TIME_TRAVEL_TARGETS.firstPageMs)} ms`,
      verdict: verdict(t.first_page_ms.p95 <= TIME_TRAVEL_TARGETS.firstPageMs),
    },
    {
      figure: 'Guest list as_of, later pages p50',
      value: ms(t.later_pages_ms.p50),
      against: `${liveFirst}; live same pages p50 ${ms(t.live_later_pages_ms.p50)}, p95 ${ms(t.live_later_pages_ms.p95)}`,
      verdict: 'info',
    },
    {
      figure: 'Guest list as_of, later pages p95',
      value: ms(t.later_pages_ms.p95),
      against: `target ≤ ${num(TIME_TRAVEL_TARGETS.laterPageMs)} ms`,
      verdict: verdict(t.later_pages_ms.p95 <= TIME_TRAVEL_TARGETS.laterPageMs),
    },
    { figure: 'Stats as_of p95', value: ms(t.stats_ms.p95), against: 'no target', verdict: 'info' },
  ];
}
