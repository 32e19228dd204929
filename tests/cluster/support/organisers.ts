import WebSocket from 'ws';
import type { GuestClients } from '../../fault/support/guest-clients.ts';

/**
 * Organisers at their dashboards during the door: each reads the guest list
 * over and over, every other read with the position of the latest
 * acknowledged check-in as X-Min-Position (read-your-writes), and counts
 * where the answers came from (X-Read-Source).
 */
export class Organisers {
  readonly sources = new Map<string, number>();
  readonly statuses = new Map<string, number>();
  /** Reads with X-Min-Position, and those of them the primary answered after the replica did not catch up in time. */
  minPositionReads = 0;
  minPositionFallbacks = 0;
  /** Answers marked as given before the read models reached the position (the client would ask again). */
  answeredBehind = 0;
  private running: Promise<void>[] = [];
  private stopping = false;

  constructor(
    private readonly baseUrl: string,
    private readonly authorization: string,
    private readonly eventUuid: string,
    private readonly scanners: GuestClients,
  ) {}

  start(count: number): void {
    this.stopping = false;
    this.running = Array.from({ length: count }, () => this.work());
  }

  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.all(this.running);
  }

  private async work(): Promise<void> {
    for (let turn = 0; !this.stopping; turn++) {
      const latest = this.scanners.acknowledged.at(-1);
      const position = turn % 2 === 0 ? latest?.position : null;
      const headers: Record<string, string> = { authorization: this.authorization, ...(position ? { 'x-min-position': position } : {}) };
      try {
        const response = await fetch(`${this.baseUrl}/api/v2/events/${this.eventUuid}/attendees?per_page=50`, { headers, signal: AbortSignal.timeout(10_000) });
        await response.arrayBuffer();
        this.count(this.statuses, String(response.status));
        if (response.ok) {
          const source = response.headers.get('x-read-source') ?? 'unrouted';
          this.count(this.sources, source);
          if (position) {
            this.minPositionReads++;
            if (source === 'primary-fallback') this.minPositionFallbacks++;
            if (response.headers.get('x-read-model-behind')) this.answeredBehind++;
          }
        } else {
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      } catch {
        this.count(this.statuses, 'no answer');
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  }

  private count(map: Map<string, number>, key: string): void {
    map.set(key, (map.get(key) ?? 0) + 1);
  }
}

/**
 * A dashboard's live connection: subscribed to the event's channel, counting
 * the projection changes it is told of, and reconnecting (as the dashboard
 * does) when its socket closes.
 */
export class DashboardSocket {
  messages: { at: number }[] = [];
  reconnects = 0;
  private socket: WebSocket | null = null;
  private closed = false;

  constructor(
    private readonly wsUrl: string,
    private readonly authorization: string,
    private readonly channel: string,
  ) {}

  open(): void {
    const socket = new WebSocket(this.wsUrl, { headers: { authorization: this.authorization } });
    this.socket = socket;
    socket.on('open', () => socket.send(JSON.stringify({ type: 'subscribe', channel: this.channel })));
    socket.on('message', (raw) => {
      const message = JSON.parse(raw.toString()) as { type?: string };
      if (message.type !== 'subscribed' && message.type !== 'pong') this.messages.push({ at: performance.now() });
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      if (this.closed) return;
      this.reconnects++;
      setTimeout(() => this.open(), 500);
    });
  }

  receivedSince(at: number): number {
    return this.messages.filter((message) => message.at > at).length;
  }

  close(): void {
    this.closed = true;
    this.socket?.terminate();
  }
}
