import http from 'node:http';
import WebSocket from 'ws';
import { percentiles, send, type Percentiles } from '../load.ts';

export interface LiveLatencyResult {
  /** Dashboards watching the event, the measuring one included. */
  watchers: number;
  samples: number;
  latency: Percentiles;
  /** Check-ins whose websocket message never came (within the timeout). */
  missed: number;
  /** Messages that arrived before the HTTP reply (counted as 0 ms). */
  beforeReply: number;
  non200: number;
}

export interface ProjectionMessage {
  type: string;
  projection?: string;
  ids?: string[] | null;
  channel?: string;
}

/** A websocket whose messages can be awaited by predicate; listening starts before it opens. */
export class LiveSocket {
  readonly socket: WebSocket;
  readonly opened: Promise<void>;
  private readonly waiters: { match: (m: ProjectionMessage) => boolean; resolve: (m: ProjectionMessage) => void }[] = [];

  /** A socket on `url`, authenticated by the session token in a header (never in the URL). */
  constructor(url: string, token: string) {
    this.socket = new WebSocket(url, { headers: { authorization: `Bearer ${token}` } });
    this.socket.on('message', (raw) => {
      const message = JSON.parse(raw.toString()) as ProjectionMessage;
      for (const w of [...this.waiters]) {
        if (!w.match(message)) continue;
        this.waiters.splice(this.waiters.indexOf(w), 1);
        w.resolve(message);
      }
    });
    this.socket.on('error', () => undefined);
    this.opened = new Promise((resolve, reject) => {
      this.socket.once('open', () => resolve());
      this.socket.once('error', reject);
    });
  }

  next(match: (m: ProjectionMessage) => boolean, timeoutMs: number): Promise<ProjectionMessage> {
    return new Promise((resolve, reject) => {
      const waiter = { match, resolve: (m: ProjectionMessage) => (clearTimeout(timer), resolve(m)) };
      const timer = setTimeout(() => (this.waiters.splice(this.waiters.indexOf(waiter), 1), reject(new Error('websocket: timed out'))), timeoutMs);
      this.waiters.push(waiter);
    });
  }
}

/** A dashboard's socket, open and subscribed to the event's channel. */
async function watching(url: string, token: string, channel: string): Promise<LiveSocket> {
  const live = new LiveSocket(url, token);
  const hello = live.next((m) => m.type === 'hello', 30_000);
  hello.catch(() => undefined);
  await live.opened;
  await hello;
  const subscribed = live.next((m) => (m.type === 'subscribed' || m.type === 'error') && m.channel === channel, 30_000);
  live.socket.send(JSON.stringify({ type: 'subscribe', channel }));
  const answer = await subscribed;
  if (answer.type !== 'subscribed') throw new Error(`websocket subscribe refused: ${JSON.stringify(answer)}`);
  return live;
}

/**
 * A dashboard watching the event by websocket while a scanner checks guests
 * in one at a time: for each check-in, the time from the HTTP reply to the
 * guest_list message naming that guest. With `watchers`, as many dashboards
 * watch the event at once (issue 31: 1,000); the one that measures subscribed
 * last, so the hub writes to every other socket before or beside it. The
 * others only take their messages in (the bench's own CPU is the machine's too).
 */
export async function runLiveLatency(options: {
  origin: string;
  port: number;
  token: string;
  eventUuid: string;
  guestIds: string[];
  timeoutMs?: number;
  watchers?: number;
}): Promise<LiveLatencyResult> {
  const url = `ws://127.0.0.1:${options.port}/api/v2/ws`;
  const channel = `event.${options.eventUuid}`;
  const crowd: LiveSocket[] = [];
  let live: LiveSocket | null = null;
  try {
    // Opened a few dozen at a time: a thousand handshakes at once would measure the handshakes.
    const others = Math.max(0, (options.watchers ?? 1) - 1);
    for (let opened = 0; opened < others; opened += 50) {
      crowd.push(...(await Promise.all(Array.from({ length: Math.min(50, others - opened) }, () => watching(url, options.token, channel)))));
    }
    live = await watching(url, options.token, channel);
    const next = live.next.bind(live);

    const origin = new URL(options.origin);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const latencies: number[] = [];
    let missed = 0;
    let beforeReply = 0;
    let non200 = 0;
    for (const id of options.guestIds) {
      let arrivedAt = NaN;
      const arrival = next(
        (m) => m.type === 'projection' && m.projection === 'guest_list' && Array.isArray(m.ids) && m.ids.includes(id),
        options.timeoutMs ?? 5000,
      ).then(
        () => (arrivedAt = performance.now()),
        () => undefined,
      );
      const reply = await send(origin, agent, {
        method: 'POST',
        path: `/api/v2/events/attendees/${id}/check-in`,
        headers: { authorization: `Bearer ${options.token}` },
      });
      if (reply.status !== 200) non200++;
      await arrival;
      if (Number.isNaN(arrivedAt)) {
        missed++;
        continue;
      }
      const ms = arrivedAt - reply.endedAt;
      if (ms < 0) beforeReply++;
      latencies.push(Math.max(0, ms));
    }
    agent.destroy();
    return { watchers: crowd.length + 1, samples: latencies.length, latency: percentiles(latencies), missed, beforeReply, non200 };
  } finally {
    live?.socket.close();
    for (const socket of crowd) socket.socket.close();
  }
}
