import { ms, num, perSecond, verdict, type Row } from './report.ts';
import type { StreamBenchResult } from './scenarios/stream.ts';
import { timeTravelRows, type TimeTravelResult } from './scenarios/time-travel.ts';
import { reportsRows, type ReportsBenchResult } from './scenarios/reports.ts';
import type { WebhookBenchResult } from './scenarios/webhooks.ts';
import type { RebuildResult } from './scenarios/rebuild.ts';

/** Issue 4's figures: each scenario's result, or why it has none. */
export interface EventStreamResults {
  stream: StreamBenchResult | null;
  timeTravel: TimeTravelResult | null;
  reports: ReportsBenchResult | null;
  webhooks: WebhookBenchResult | null;
  rebuild: RebuildResult | null;
  errors: Record<string, string>;
}

const failed = (figure: string, error: string | undefined): Row => ({
  figure,
  value: 'failed',
  against: (error ?? 'not run').split('\n')[0]!.slice(0, 100),
  verdict: 'MISS',
});

/** The event stream's rows of the bench table. */
export function eventStreamRows(r: EventStreamResults, rebuildTarget: number): Row[] {
  const rows: Row[] = [];
  if (r.stream) {
    rows.push(
      {
        figure: 'Stream API read throughput',
        value: perSecond(r.stream.eventsPerSecond),
        against: `${num(r.stream.eventsRead)} events in ${num(r.stream.pages)} pages of 1,000`,
        verdict: 'info',
      },
      {
        figure: 'Long-poll wake-up after an append p50',
        value: ms(r.stream.wake.p50),
        against: `${r.stream.wakeSamples} samples, ${r.stream.missed} missed`,
        verdict: 'info',
      },
      { figure: 'Long-poll wake-up after an append p95', value: ms(r.stream.wake.p95), against: 'no target', verdict: r.stream.missed === 0 ? 'info' : 'MISS' },
    );
  } else rows.push(failed('Stream API', r.errors.stream));
  if (r.webhooks) {
    const w = r.webhooks;
    rows.push(
      { figure: 'Webhook delivery append → receiver p50', value: ms(w.latency.p50), against: `${w.latencySamples} deliveries`, verdict: 'info' },
      { figure: 'Webhook delivery append → receiver p95', value: ms(w.latency.p95), against: 'no target', verdict: 'info' },
      {
        figure: `Webhooks: receiver down ${Math.round(w.downMs / 1000)} s`,
        value: `all in ${ms(w.recoveryMs)} after`,
        against: `${w.appendedWhileDown} sent meanwhile; lost ${w.lost}, twice ${w.duplicates}, order ${w.orderKept ? 'kept' : 'BROKEN'}`,
        verdict: verdict(w.lost === 0 && w.duplicates === 0 && w.orderKept),
      },
    );
  } else rows.push(failed('Webhooks', r.errors.webhooks));
  if (r.timeTravel) rows.push(...timeTravelRows(r.timeTravel));
  if (r.reports) rows.push(...reportsRows(r.reports));
  else rows.push(failed('Time travel', r.errors['time travel']));
  if (r.rebuild) {
    rows.push({
      figure: `Rebuild of every read model (${num(r.rebuild.log_events)} events)`,
      value: perSecond(r.rebuild.events_per_second),
      against: `target ≥ ${num(rebuildTarget)} /s (${ms(r.rebuild.rebuild_ms)}; its process's CPU ${num(r.rebuild.process_cpu_ms / 1000, 1)} s, its GC ${num(r.rebuild.gc_ms / 1000, 1)} s)`,
      verdict: verdict(r.rebuild.events_per_second >= rebuildTarget),
    });
  } else rows.push(failed('Rebuild of every read model', r.errors.rebuild));
  return rows;
}
