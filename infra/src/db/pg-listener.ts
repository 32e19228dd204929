import { EventEmitter } from 'node:events';
import pg from 'pg';

const RETRY_FIRST_MS = 250;
const RETRY_AT_MOST_MS = 2000;
// 200 parameters a statement at most.
const MAX_NOTIFICATIONS_PER_STATEMENT = 100;

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
  // Notifications waiting for this connection's next statement.
  private readonly notifications: { channel: string; payload: string; resolve: () => void; reject: (error: unknown) => void }[] = [];

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

  /**
   * Notifications asked while this connection's statement before runs go
   * together in its next one (`select pg_notify(…), pg_notify(…)`, in the
   * order asked): under a door's load every commit of every projection
   * notifies, and each statement is a round trip (issue 31). Identical ones
   * in the same statement are delivered once, as PostgreSQL does within a
   * transaction: a second identical wake-up would say nothing more.
   */
  async notify(channel: string, payload: string): Promise<void> {
    await this.ensureConnected();
    await new Promise<void>((resolve, reject) => {
      this.notifications.push({ channel, payload, resolve, reject });
      if (this.notifications.length === 1) void this.inTurn(() => this.sendNotifications());
    });
  }

  private async sendNotifications(): Promise<void> {
    const sending = this.notifications.splice(0, MAX_NOTIFICATIONS_PER_STATEMENT);
    // More than one statement holds: the rest go in the next turn.
    if (this.notifications.length > 0) void this.inTurn(() => this.sendNotifications());
    try {
      const calls = sending.map((_, index) => `pg_notify($${2 * index + 1}, $${2 * index + 2})`).join(', ');
      await this.client?.query(
        `select ${calls}`,
        sending.flatMap((notification) => [notification.channel, notification.payload]),
      );
      for (const notification of sending) notification.resolve();
    } catch (error) {
      for (const notification of sending) notification.reject(error);
    }
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
    const client = new pg.Client({ connectionString: this.url, application_name: 'usher listener' });
    client.on('notification', (message) => this.emit(message.channel, message.payload ?? ''));
    client.on('error', () => this.reconnectSoon(client));
    client.on('end', () => this.reconnectSoon(client));
    try {
      await client.connect();
      // A NOTIFY commits a transaction of its own, which PostgreSQL gives an id and a commit record:
      // committed synchronously, each waits for a WAL flush, a disk sync under a door's load that the
      // appends' commits queue behind. A notification is not durable anyway (a listener hears only what
      // is sent while it is connected, and reads the log to catch up after a reconnect), and nothing
      // else is written on this connection: it commits asynchronously.
      await client.query('set synchronous_commit = off');
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
