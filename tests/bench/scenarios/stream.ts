import { percentiles, type Percentiles } from '../load.ts';

export interface StreamBenchResult {
  /** Events read through GET /api/v2/stream, paging with limit=1000 from the start. */
  eventsRead: number;
  pages: number;
  readMs: number;
  eventsPerSecond: number;
  /** From sending an append to the long-poll reply carrying it. */
  wakeSamples: number;
  wake: Percentiles;
  /** Long polls that ended without the appended guest (timed out or woke empty). */
  missed: number;
}

interface StreamPage {
  data: { type: string; data: Record<string, unknown> }[];
  meta: { cursor: string; has_more: boolean };
}

const PAGE_LIMIT = 1000;
// Time for the long poll to reach the server and start waiting before the append is sent.
const SETTLE_BEFORE_APPEND_MS = 30;

/**
 * The Stream API's two figures: (a) read throughput, paging through the
 * organisation's whole stream; (b) long-poll wake-up latency, a client
 * waiting at the head while another request appends one guest.
 * `token` is a session token (Bearer) of a user whose organisation has events;
 * the scenario creates its own API token with stream:read for the reading.
 */
export async function runStreamBench(options: {
  origin: string;
  token: string;
  eventUuid: string;
  log?: (line: string) => void;
  samples?: number;
  /** Stop reading after this many events (the stream of a big organisation is long). */
  maxEvents?: number;
}): Promise<StreamBenchResult> {
  const log = options.log ?? (() => undefined);
  const session = { authorization: `Bearer ${options.token}` };
  const call = async <T>(method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<T> => {
    const response = await fetch(options.origin + path, {
      method,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (response.status >= 300) throw new Error(`${method} ${path} → ${response.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text) as T;
  };

  const created = await call<{ data: { id: string; token: string } }>('POST', '/api/v2/account/api-tokens', session, {
    name: 'Stream bench',
    scopes: ['stream:read'],
  });
  const reader = { authorization: `Bearer ${created.data.token}` };
  try {
    // (a) Throughput: the whole organisation stream, 1000 at a time.
    let cursor = '';
    let eventsRead = 0;
    let pages = 0;
    const readStarted = performance.now();
    for (;;) {
      const page = await call<StreamPage>('GET', `/api/v2/stream?limit=${PAGE_LIMIT}${cursor ? `&after=${cursor}` : ''}`, reader);
      pages++;
      eventsRead += page.data.length;
      cursor = page.meta.cursor;
      if (page.data.length < PAGE_LIMIT || eventsRead >= (options.maxEvents ?? Infinity)) break;
    }
    const readMs = performance.now() - readStarted;
    const eventsPerSecond = eventsRead / (readMs / 1000);
    log(`stream: read ${eventsRead} events in ${pages} pages, ${readMs.toFixed(0)} ms (${eventsPerSecond.toFixed(0)} events/s)`);

    // (b) Long-poll wake-up: wait at the head for guests added, one at a time.
    // From the head: a type none of the remaining events has moves the cursor past them in one read.
    cursor = (await call<StreamPage>('GET', `/api/v2/stream?limit=1&types=ApiTokenRevoked&after=${cursor}`, reader)).meta.cursor;
    const samples = options.samples ?? 50;
    const latencies: number[] = [];
    let missed = 0;
    for (let i = 0; i < samples; i++) {
      const name = `Wake${i}-${Date.now()}`;
      const poll = call<StreamPage>('GET', `/api/v2/stream?after=${cursor}&types=AttendeeAdded&wait=10&limit=${PAGE_LIMIT}`, reader).then((page) => ({
        page,
        at: performance.now(),
      }));
      await new Promise((resolve) => setTimeout(resolve, SETTLE_BEFORE_APPEND_MS));
      const appendSentAt = performance.now();
      await call('POST', `/api/v2/events/${options.eventUuid}/attendees`, session, { members: [{ first_name: name, last_name: 'Bench' }] });
      let { page, at } = await poll;
      cursor = page.meta.cursor;
      // A reply that woke for something else (or raced the append) is followed by one more poll.
      while (!page.data.some((item) => item.data.first_name === name)) {
        if (performance.now() - appendSentAt > 10_000) break;
        ({ page, at } = await call<StreamPage>('GET', `/api/v2/stream?after=${cursor}&types=AttendeeAdded&wait=10&limit=${PAGE_LIMIT}`, reader).then((p) => ({
          page: p,
          at: performance.now(),
        })));
        cursor = page.meta.cursor;
      }
      if (page.data.some((item) => item.data.first_name === name)) latencies.push(at - appendSentAt);
      else missed++;
    }
    const wake = percentiles(latencies);
    log(`stream: long-poll wake-up p50 ${wake.p50.toFixed(1)} ms, p95 ${wake.p95.toFixed(1)} ms over ${latencies.length} samples (${missed} missed)`);
    return { eventsRead, pages, readMs, eventsPerSecond, wakeSamples: latencies.length, wake, missed };
  } finally {
    await call('DELETE', `/api/v2/account/api-tokens/${created.data.id}`, session).catch(() => undefined);
  }
}
