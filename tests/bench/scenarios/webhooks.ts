import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { percentiles, type Percentiles } from '../load.ts';

export interface WebhookBenchResult {
  /** From the reply to the command that appended a guest to the receiver getting its delivery. */
  latencySamples: number;
  latency: Percentiles;
  /** Guests added while the receiver was down, and what happened once it was back. */
  appendedWhileDown: number;
  downMs: number;
  /** From the receiver coming back to the last of them arriving. */
  recoveryMs: number;
  lost: number;
  /** The same webhook-id accepted more than once. */
  duplicates: number;
  /** Every accepted delivery came in commit order. */
  orderKept: boolean;
}

interface Arrival {
  name: string;
  id: string;
  position: bigint;
  at: number;
}

/** A loopback receiver that can go away (connections refused) and come back on the same port. */
async function startReceiver() {
  const arrivals: Arrival[] = [];
  const sockets = new Set<Socket>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const at = performance.now();
      try {
        const payload = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data: { global_position: string; data: { first_name?: string } } };
        arrivals.push({
          name: payload.data.data.first_name ?? '',
          id: String(request.headers['webhook-id']),
          position: BigInt(payload.data.global_position),
          at,
        });
      } catch {
        // Not one of ours: answered all the same.
      }
      response.writeHead(204).end();
    });
  });
  server.keepAliveTimeout = 5000;
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return {
    url: `http://127.0.0.1:${port}/usher-bench`,
    arrivals,
    down: close,
    up: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    close,
  };
}

async function until(done: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  while (!done()) {
    if (performance.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return true;
}

/**
 * Webhook delivery through the running product: (a) latency from a guest
 * being appended (the command's reply) to its delivery reaching a loopback
 * receiver, over ~200 guests added one by one; (b) the receiver down for
 * `downMs` (60 s unless told) while ~100 guests are appended, then back:
 * how long until all are delivered, none lost, none twice, order kept. The product's back-off (5 s, 10 s, 20 s, 30 s, 1 min…,
 * ±10 %) retries at about 35 s and 65 s after the first failure.
 * `token` is a session token (Bearer) of an editor of `eventUuid`.
 */
export async function runWebhookBench(options: {
  origin: string;
  token: string;
  eventUuid: string;
  log?: (line: string) => void;
  guests?: number;
  downMs?: number;
  guestsWhileDown?: number;
  /**
   * Other work the bench runs while the receiver is down and the machine is all but idle (the guest-management
   * yardsticks). It starts with the outage; its end is awaited once the recovery is measured, so it neither
   * lengthens the outage nor holds up the figure.
   */
  whileDown?: () => Promise<unknown>;
}): Promise<WebhookBenchResult> {
  const log = options.log ?? (() => undefined);
  const guests = options.guests ?? 200;
  const downMs = options.downMs ?? 60_000;
  const guestsWhileDown = options.guestsWhileDown ?? 100;
  const headers = { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' };
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(options.origin + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    if (response.status >= 300) throw new Error(`${method} ${path} → ${response.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text) as T;
  };
  const addGuest = async (name: string) => {
    await call('POST', `/api/v2/events/${options.eventUuid}/attendees`, { members: [{ first_name: name, last_name: 'Webhook' }] });
    return performance.now();
  };

  const receiver = await startReceiver();
  const endpoint = await call<{ data: { id: string } }>('POST', `/api/v2/events/${options.eventUuid}/webhooks`, {
    url: receiver.url,
    description: 'Webhook bench',
    event_types: ['AttendeeAdded'],
  });
  const run = `${Date.now().toString(36)}`;
  try {
    // (a) Latency: one guest at a time, so each delivery is timed on its own.
    const appendedAt = new Map<string, number>();
    for (let i = 0; i < guests; i++) {
      const name = `WhLat${run}-${i}`;
      appendedAt.set(name, await addGuest(name));
    }
    const deliveredAll = await until(() => receiver.arrivals.filter((a) => appendedAt.has(a.name)).length >= guests, 30_000);
    const latencies = receiver.arrivals.filter((a) => appendedAt.has(a.name)).map((a) => a.at - appendedAt.get(a.name)!);
    const latency = percentiles(latencies);
    log(
      `webhooks: ${latencies.length}/${guests} delivered${deliveredAll ? '' : ' (timed out)'}; append→receiver p50 ${latency.p50.toFixed(1)} ms, p95 ${latency.p95.toFixed(1)} ms`,
    );

    // (b) Outage: the receiver refuses connections while guests keep coming.
    await receiver.down();
    const downStarted = performance.now();
    let sideWorkEndedAt: number | null = null;
    const sideWork = options.whileDown?.().finally(() => (sideWorkEndedAt = performance.now()));
    // Awaited below; a failure is the caller's to see then, not an unhandled rejection meanwhile.
    sideWork?.catch(() => undefined);
    const whileDown = new Set<string>();
    for (let i = 0; i < guestsWhileDown; i++) {
      const name = `WhDown${run}-${i}`;
      await addGuest(name);
      whileDown.add(name);
      const due = downStarted + ((i + 1) * downMs) / guestsWhileDown;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
    }
    await receiver.up();
    const upAt = performance.now();
    log(`webhooks: receiver back after ${((upAt - downStarted) / 1000).toFixed(1)} s down, ${guestsWhileDown} guests appended meanwhile`);
    const recovered = await until(
      () => new Set(receiver.arrivals.filter((a) => whileDown.has(a.name)).map((a) => a.name)).size >= guestsWhileDown,
      10 * 60_000,
    );
    const recoveryMs = recovered ? Math.max(...receiver.arrivals.filter((a) => whileDown.has(a.name)).map((a) => a.at)) - upAt : NaN;
    if (sideWork) {
      await sideWork;
      if (sideWorkEndedAt! > upAt)
        log(`webhooks: the work beside the outage ended ${((sideWorkEndedAt! - upAt) / 1000).toFixed(1)} s after the receiver came back`);
    }

    const ids = receiver.arrivals.map((a) => a.id);
    const duplicates = ids.length - new Set(ids).size;
    const orderKept = receiver.arrivals.every((arrival, i) => i === 0 || arrival.position > receiver.arrivals[i - 1]!.position);
    const lost = guestsWhileDown - new Set(receiver.arrivals.filter((a) => whileDown.has(a.name)).map((a) => a.name)).size;
    log(
      `webhooks: all caught up ${(recoveryMs / 1000).toFixed(1)} s after the receiver came back; lost ${lost}, duplicates ${duplicates}, order ${orderKept ? 'kept' : 'BROKEN'}`,
    );
    return {
      latencySamples: latencies.length,
      latency,
      appendedWhileDown: guestsWhileDown,
      downMs: upAt - downStarted,
      recoveryMs,
      lost,
      duplicates,
      orderKept,
    };
  } finally {
    await call('DELETE', `/api/v2/webhooks/${endpoint.data.id}`).catch(() => undefined);
    await receiver.close();
  }
}
