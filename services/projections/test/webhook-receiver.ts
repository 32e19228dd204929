import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface ReceivedRequest {
  path: string;
  headers: Record<string, string>;
  body: string;
  /** What the receiver answered: a status, or 'hang' when it never did. */
  answered: number | 'hang';
  at: number;
}

/** How a path answers its n-th request (1-based). */
export type Behaviour = (n: number) => number | 'hang';

export interface WebhookReceiver {
  url(path: string): string;
  /** Every request so far, in arrival order. */
  received: ReceivedRequest[];
  on(path: string, behaviour: Behaviour): void;
  /** Requests to `path` that were answered 2xx. */
  accepted(path: string): ReceivedRequest[];
  waitFor(match: (received: ReceivedRequest[]) => boolean, timeoutMs?: number): Promise<void>;
  /** Stops listening (connections refused) until `start` again, on the same port. */
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A real HTTP server on loopback that webhook tests deliver to, answering
 * each path as told: 200 by default, or failures, or never.
 */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedRequest[] = [];
  const behaviours = new Map<string, Behaviour>();
  const counts = new Map<string, number>();
  const sockets = new Set<Socket>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      const n = (counts.get(path) ?? 0) + 1;
      counts.set(path, n);
      const answer = (behaviours.get(path) ?? (() => 200))(n);
      const headers = Object.fromEntries(Object.entries(request.headers).map(([key, value]) => [key, String(value)]));
      received.push({ path, headers, body: Buffer.concat(chunks).toString('utf8'), answered: answer, at: Date.now() });
      if (answer === 'hang') return;
      response.writeHead(answer, { 'content-type': 'text/plain' }).end(answer < 300 ? 'ok' : 'nope');
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    received,
    on: (path, behaviour) => behaviours.set(path, behaviour),
    accepted: (path) => received.filter((r) => r.path === path && typeof r.answered === 'number' && r.answered < 300),
    async waitFor(match, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (!match(received)) {
        if (Date.now() > deadline)
          throw new Error(`receiver: condition not met within ${timeoutMs} ms; got ${received.map((r) => `${r.path}:${r.answered}`).join(' ')}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    down: stop,
    up: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    close: stop,
  };
}
