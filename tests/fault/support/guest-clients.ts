import { randomUUID } from 'node:crypto';

type Kind = 'check-in' | 'rsvp-yes' | 'undo-check-in' | 'rsvp-no';

/** Each guest goes round these, so that every acknowledged request changes the guest and appends exactly one event. */
const ROUND: readonly Kind[] = ['check-in', 'rsvp-yes', 'undo-check-in', 'rsvp-no'];

export interface Acknowledged {
  guestId: string;
  kind: Kind;
  correlationId: string;
  attempts: number;
  /** When the attempt that was acknowledged went out, and when its answer came (performance.now()). */
  sentAt: number;
  acknowledgedAt: number;
  /** The log position the answer carried (read-your-writes: a query may send it back as X-Min-Position). */
  position: string | null;
}

const RETRY_AFTER_MS = 100;
const REQUEST_TIMEOUT_MS = 10_000;

/**
 * Door staff and organisers at work: clients each checking their guests in
 * and out and changing their RSVPs over real HTTP, one request at a time. A
 * request that gets no answer or a 503 (the product or its database away)
 * is sent again, unchanged (same correlation id, same Idempotency-Key), until
 * it is acknowledged with a 2xx: then the client knows it took effect.
 * Anything else is an unexpected answer.
 */
export class GuestClients {
  readonly acknowledged: Acknowledged[] = [];
  readonly unexpected: string[] = [];
  readonly answers = new Map<string, number>();
  private readonly next = new Map<string, number>();
  private running: Promise<void>[] = [];
  private stopping = false;

  constructor(
    private readonly baseUrl: string,
    private readonly authorization: string,
    private readonly guestsByClient: readonly (readonly string[])[],
  ) {}

  /** Starts the clients; `answers` counts this run's answers only. */
  start(): void {
    this.stopping = false;
    this.answers.clear();
    this.running = this.guestsByClient.map((guests) => this.work(guests));
  }

  /** Lets every client finish (and get acknowledged) the request it is on, then stop. */
  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.all(this.running);
  }

  /** What each guest must look like once everything acknowledged has taken effect. */
  expectedGuests(): Map<string, { checked_in: boolean; is_attending: boolean | null }> {
    const guests = new Map<string, { checked_in: boolean; is_attending: boolean | null }>();
    for (const clientGuests of this.guestsByClient) for (const id of clientGuests) guests.set(id, { checked_in: false, is_attending: null });
    for (const { guestId, kind } of this.acknowledged) {
      const guest = guests.get(guestId)!;
      if (kind === 'check-in' || kind === 'undo-check-in') guest.checked_in = kind === 'check-in';
      else guest.is_attending = kind === 'rsvp-yes';
    }
    return guests;
  }

  private async work(guests: readonly string[]): Promise<void> {
    for (let turn = 0; !this.stopping; turn++) {
      const guestId = guests[turn % guests.length]!;
      const step = this.next.get(guestId) ?? 0;
      const kind = ROUND[step % ROUND.length]!;
      const acknowledged = await this.untilAcknowledged(guestId, kind);
      if (!acknowledged) return;
      this.acknowledged.push(acknowledged);
      this.next.set(guestId, step + 1);
    }
  }

  private async untilAcknowledged(guestId: string, kind: Kind): Promise<Acknowledged | null> {
    const correlationId = randomUUID();
    for (let attempts = 1; ; attempts++) {
      const sentAt = performance.now();
      const { status, position } = await this.send(guestId, kind, correlationId);
      this.answers.set(String(status), (this.answers.get(String(status)) ?? 0) + 1);
      if (typeof status === 'number' && status >= 200 && status < 300)
        return { guestId, kind, correlationId, attempts, sentAt, acknowledgedAt: performance.now(), position };
      if (status !== 'no answer' && status !== 503) {
        this.unexpected.push(`${kind} ${guestId}: ${status}`);
        return null;
      }
      await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS));
    }
  }

  private async send(guestId: string, kind: Kind, correlationId: string): Promise<{ status: number | 'no answer'; position: string | null }> {
    const headers: Record<string, string> = { authorization: this.authorization, 'x-correlation-id': correlationId };
    let url = `${this.baseUrl}/api/v2/events/attendees/${guestId}`;
    let init: RequestInit;
    if (kind === 'check-in' || kind === 'undo-check-in') {
      url += `/${kind}`;
      init = { method: 'GET', headers: { ...headers, 'idempotency-key': correlationId } };
    } else {
      url += '/rsvp';
      init = { method: 'PUT', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ rsvp: kind === 'rsvp-yes' }) };
    }
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      const body = await response.text();
      return { status: response.status, position: response.ok ? positionOf(body) : null };
    } catch {
      return { status: 'no answer', position: null };
    }
  }
}

function positionOf(body: string): string | null {
  try {
    const { position } = JSON.parse(body) as { position?: unknown };
    return typeof position === 'string' || typeof position === 'number' ? String(position) : null;
  } catch {
    return null;
  }
}
