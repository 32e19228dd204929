import { EventEmitter } from 'node:events';
import pg from 'pg';

const RETRY_FIRST_MS = 250;
const RETRY_AT_MOST_MS = 2000;

/**
 * One dedicated connection per process that LISTENs on the channels the
 * process cares about and re-emits their notifications; it reconnects (and
 * re-listens) when the server goes away, and tells listeners so they can
 * catch up on what they may have missed.
 */
export class PgListener extends EventEmitter {
  private client: pg.Client | null = null;
  private readonly channels = new Set<string>();
  private closed = false;
  private connecting: Promise<void> | null = null;
  // pg is dropping its implicit per-client queue: statements on this shared
  // connection (LISTENs, NOTIFYs from every runner) go one after another.
  private tail: Promise<unknown> = Promise.resolve();

  constructor(private readonly url: string) {
    super();
    this.setMaxListeners(0);
  }

  async listen(channel: string): Promise<void> {
    if (!/^[a-z_]+$/.test(channel)) throw new Error(`Bad channel name ${channel}`);
    this.channels.add(channel);
    await this.ensureConnected();
    await this.inTurn(() => this.client?.query(`listen ${channel}`));
  }

  async notify(channel: string, payload: string): Promise<void> {
    await this.ensureConnected();
    await this.inTurn(() => this.client?.query('select pg_notify($1, $2)', [channel, payload]));
  }

  private inTurn<T>(statement: () => Promise<T> | undefined): Promise<T | undefined> {
    const run = this.tail.then(statement, statement);
    this.tail = run.catch(() => undefined);
    return run;
  }

  private ensureConnected(): Promise<void> {
    if (this.client) return Promise.resolve();
    this.connecting ??= this.connect().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (message) => this.emit(message.channel, message.payload ?? ''));
    client.on('error', () => this.reconnectSoon(client));
    client.on('end', () => this.reconnectSoon(client));
    try {
      await client.connect();
      for (const channel of this.channels) await client.query(`listen ${channel}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    // Closed while it was connecting: it must not keep a connection open.
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
  }

  private reconnectSoon(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    this.retry(0);
  }

  // Tries again until the server lets it in (a restart can take a while), a
  // little less often each time; a failed attempt schedules the next.
  private retry(attempt: number): void {
    if (this.closed) return;
    setTimeout(
      () => {
        if (this.closed) return;
        this.ensureConnected().then(
          () => this.emit('reconnected'),
          () => this.retry(attempt + 1),
        );
      },
      Math.min(RETRY_FIRST_MS * 2 ** attempt, RETRY_AT_MOST_MS),
    ).unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}
