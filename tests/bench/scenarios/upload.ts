/**
 * Issue 31's upload figure: a CSV of `rows` guests uploaded on a new event,
 * end to end, as the dashboard does it: the file, the mapping, the import's
 * progress polled at the dashboard's cadence until done, then the stats
 * polled until their total counts every row. Part 3 of guest-management.ts,
 * and upload-run.ts alone.
 */
import type pg from 'pg';
import { FIRST_NAMES, LAST_NAMES } from '../../seed/sample-people.ts';
import type { Api } from '../api.ts';
import { percentiles, type Percentiles } from '../load.ts';
import { waitForProjections } from '../settle.ts';

export interface Stats {
  total_individuals: number;
  rsvp_pending: number;
  rsvp_yes: number;
  rsvp_no: number;
  approval_pending: number;
  approval_yes: number;
  approval_no: number;
  checked_in: number;
  not_checked_in: number;
}

interface Upload {
  id: string;
  status: string;
  source: string | null;
  headers: string[];
  mapping: (string | null)[];
  total_rows: number;
  processed: number;
  created: number;
  updated: number;
  failed: number;
  failure?: string | null;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const round1 = (n: number) => Math.round(n * 10) / 10;
export const roundP = (p: Percentiles) => Object.fromEntries(Object.entries(p).map(([k, v]) => [k, Number(v.toFixed(2))])) as unknown as Percentiles;

/** Polls `check` every `everyMs` until it returns true; the ms it took from `since`. */
export async function pollUntil(what: string, check: () => Promise<boolean>, since: number, everyMs: number, timeoutMs: number): Promise<number> {
  for (;;) {
    if (await check()) return performance.now() - since;
    if (performance.now() - since > timeoutMs) throw new Error(`${what}: not reached within ${timeoutMs} ms`);
    await sleep(everyMs);
  }
}

export async function maxPosition(pool: pg.Pool): Promise<string> {
  const { rows } = await pool.query<{ p: string }>('select coalesce(max(global_position), 0)::text as p from es_events');
  return rows[0]!.p;
}

/** A guest list as an Eventbrite attendee report would have it: distinct emails, none already in the event. */
export function eventbriteCsv(rows: number, tag: string): string {
  const lines = ['First Name,Last Name,Email,Cell Phone'];
  for (let i = 0; i < rows; i++) {
    const first = FIRST_NAMES[(i * 7) % FIRST_NAMES.length]!;
    const last = LAST_NAMES[(i * 13) % LAST_NAMES.length]!;
    const quote = (s: string) => (/[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
    // Every phone number differs, as on a real list: nothing is parsed twice.
    const phone = `(617) ${200 + Math.floor(i / 10000)}-${String(i % 10000).padStart(4, '0')}`;
    lines.push(`${quote(first)},${quote(last)},upload.${tag}.${i}@example.org,${phone}`);
  }
  return lines.join('\r\n') + '\r\n';
}

/** The event's stats as the dashboard reads them. */
export const statsOf = async (api: Api, eventUuid: string) => (await api.call<{ data: Stats }>('GET', `/api/v2/events/${eventUuid}/attendees/stats`)).data;

export async function runUpload(options: {
  /** Signed in as an organiser who may create events. */
  api: Api;
  /** The bench's own pool: the log's positions and the projections' lag. */
  pool: pg.Pool;
  rows: number;
  /** How often the upload's progress is polled: the dashboard's own cadence. */
  pollMs: number;
  settleTimeoutMs: number;
  log: (message: string) => void;
  /** CPU so far of the product and its PostgreSQL (cpu-use.ts), read at each phase's end when given. */
  cpuMs?: () => number;
}) {
  const { api, pool, rows, log } = options;
  const origin = api.origin;
  const headers = { authorization: `Bearer ${api.token}` };
  const uploadEvent = await api.createEvent('Bench upload');
  const csv = eventbriteCsv(rows, Date.now().toString(36));
  const csvBytes = Buffer.byteLength(csv);
  log(`upload: ${rows.toLocaleString('en-US')} rows (${(csvBytes / 2 ** 20).toFixed(1)} MB) on a new event…`);
  const beforeUpload = await maxPosition(pool);
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'eventbrite-attendees.csv');
  const cpu = [options.cpuMs?.()];
  const u0 = performance.now();
  const uploadResponse = await fetch(`${origin}/api/v2/events/${uploadEvent}/attendees/upload`, { method: 'POST', headers, body: form });
  const uploadText = await uploadResponse.text();
  const u1 = performance.now();
  cpu.push(options.cpuMs?.());
  if (uploadResponse.status !== 201) throw new Error(`upload → ${uploadResponse.status}: ${uploadText.slice(0, 500)}`);
  const received = (JSON.parse(uploadText) as { data: Upload }).data;
  const started = await api.call<{ data: Upload }>(
    'POST',
    `/api/v2/events/${uploadEvent}/attendees`,
    { upload: { id: received.id, mapping: received.mapping } },
    [202],
  );
  const u2 = performance.now();
  cpu.push(options.cpuMs?.());
  let finalUpload = started.data;
  const pollMs: number[] = [];
  await pollUntil(
    'upload status done',
    async () => {
      const p0 = performance.now();
      finalUpload = (await api.call<{ data: Upload }>('GET', `/api/v2/events/${uploadEvent}/attendees/upload/${received.id}`)).data;
      pollMs.push(performance.now() - p0);
      if (finalUpload.status === 'failed') throw new Error(`upload failed: ${finalUpload.failure ?? 'no reason given'}`);
      return finalUpload.status === 'done';
    },
    u2,
    options.pollMs,
    options.settleTimeoutMs,
  );
  const u3 = performance.now();
  cpu.push(options.cpuMs?.());
  let uploadStats: Stats | null = null;
  await pollUntil(
    'stats total after the upload',
    async () => (uploadStats = await statsOf(api, uploadEvent)).total_individuals === rows,
    u3,
    50,
    options.settleTimeoutMs,
  );
  const u4 = performance.now();
  cpu.push(options.cpuMs?.());
  const afterUpload = await maxPosition(pool);
  await waitForProjections(pool, options.settleTimeoutMs);
  const uploadAllProjectedMs = performance.now() - u3;
  cpu.push(options.cpuMs?.());
  const phaseCpu = (i: number) => (cpu[0] === undefined ? null : Math.round(cpu[i + 1]! - cpu[i]!));
  const upload = {
    rows,
    bytes: csvBytes,
    source: received.source,
    headers: received.headers,
    mapping: received.mapping,
    status: finalUpload.status,
    created: finalUpload.created,
    updated: finalUpload.updated,
    failed: finalUpload.failed,
    stats_total: (uploadStats as Stats | null)?.total_individuals ?? null,
    phases_ms: {
      file_to_upload_answer: round1(u1 - u0),
      mapping_to_import_started: round1(u2 - u1),
      import_started_to_done: round1(u3 - u2),
      done_to_stats_total: round1(u4 - u3),
    },
    /** The product's and PostgreSQL's CPU in the same phases, then from the stats total until every projection is done. */
    phases_cpu_ms: cpu[0] === undefined ? null : [0, 1, 2, 3, 4].map(phaseCpu),
    total_ms: round1(u4 - u0),
    every_projection_after_done_ms: round1(uploadAllProjectedMs),
    status_poll_every_ms: options.pollMs,
    status_polls: pollMs.length,
    status_poll_ms: roundP(percentiles(pollMs)),
  };
  log(`upload: ${Math.round(upload.total_ms)} ms end to end ${JSON.stringify(upload.phases_ms)}; created ${upload.created}, failed ${upload.failed}`);
  if (upload.phases_cpu_ms) log(`upload: CPU of product + PostgreSQL per phase (ms, the last until every projection) ${JSON.stringify(upload.phases_cpu_ms)}`);
  return { upload, uploadEvent, beforeUpload, afterUpload };
}
