/**
 * Reports (issue 32 §4) on an event of 100,000 guests: each report's query, read through the API as the
 * dashboard asks for it (the whole list, broken down by tag, and as of a past moment), the organisation's
 * events side by side beside them. Target: p95 ≤ 200 ms per report.
 */
import { percentiles, type Percentiles } from '../load.ts';
import { ms, num, verdict, type Row } from '../report.ts';

export const REPORTS_TARGET_MS = 200;

export interface ReportsBenchInput {
  origin: string;
  token: string;
  eventUuid: string;
  log: (message: string) => void;
  /** Requests per report and way of asking. */
  requests?: number;
}

export interface ReportsBenchResult {
  requests: number;
  /** By report and way of asking ('arrivals', 'arrivals by tag', 'arrivals as of', 'organisation'). */
  ms: Record<string, Percentiles>;
  /** The whole list's attendance as the report counts it (a sanity check that it read the seeded guests). */
  guests: number;
}

const REPORTS = ['arrivals', 'attendance', 'responses', 'journeys', 'messages'] as const;

async function timed(origin: string, token: string, path: string): Promise<{ ms: number; body: { data: Record<string, unknown> } }> {
  const started = performance.now();
  const response = await fetch(`${origin}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { data: Record<string, unknown> };
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`${path}: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
  return { ms: elapsed, body };
}

export async function runReportsBench(input: ReportsBenchInput): Promise<ReportsBenchResult> {
  const { origin, token, eventUuid, log } = input;
  const requests = input.requests ?? 40;
  const asOf = new Date(Date.now() - 60_000).toISOString();
  const asks: [string, string][] = [];
  for (const report of REPORTS) {
    const base = `/api/v2/events/${eventUuid}/reports/${report}`;
    asks.push([report, base], [`${report} by tag`, `${base}?by=tag`], [`${report} as of`, `${base}?as_of=${encodeURIComponent(asOf)}`]);
  }
  asks.push(['organisation', '/api/v2/reports/events']);
  const samples: Record<string, number[]> = {};
  // A warm-up round, not measured: the first query of each shape plans it.
  for (const [, path] of asks) await timed(origin, token, path);
  // Round after round, so a slow moment of the shared machine falls on every report alike.
  for (let round = 0; round < requests; round += 1) {
    for (const [name, path] of asks) (samples[name] ??= []).push((await timed(origin, token, path)).ms);
  }
  const attendance = await timed(origin, token, `/api/v2/events/${eventUuid}/reports/attendance`);
  const guests = Number((attendance.body.data.rows as { guests: number }[])[0]?.guests ?? 0);
  const result = { requests, ms: Object.fromEntries(Object.entries(samples).map(([name, list]) => [name, percentiles(list)])), guests };
  log(`reports: ${asks.length} asks × ${requests}, on ${num(guests)} guests`);
  return result;
}

export function reportsRows(result: ReportsBenchResult): Row[] {
  return Object.entries(result.ms).map(([name, p]) => ({
    figure: `Report ${name}, p95`,
    value: ms(p.p95),
    against: `target ≤ ${REPORTS_TARGET_MS} ms; p50 ${ms(p.p50)}; ${num(result.guests)} guests, ${result.requests} requests`,
    verdict: verdict(p.p95 <= REPORTS_TARGET_MS),
  }));
}
