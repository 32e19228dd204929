import { sql } from 'kysely';
import type { Db } from '@usher/infra/db/database';
import { isDatabaseUnavailable } from '@usher/infra/db/database-unavailable';

type Connection = Parameters<Parameters<ReturnType<Db['connection']>['execute']>[0]>[0];

/**
 * Session advisory locks for every projection runner of a process, held on
 * ONE pooled connection between them. A connection per runner took a pool
 * slot each for the process's life: with a dozen projections a small pool
 * had none left for the runners' own transactions.
 */
class SharedLockConnection {
  private connection: Promise<Connection> | null = null;
  private release: (() => void) | null = null;
  private users = 0;
  private tail: Promise<unknown> = Promise.resolve();
  /** Which session the locks are held on: a new one after the server went away (a restart, a failover) took them all. */
  private session = 0;
  private heartbeat: { at: number; answer: Promise<number> } | null = null;

  constructor(private readonly db: Db) {}

  acquire(): void {
    this.users++;
  }

  /** The session the lock was taken on, or null when another session holds it. */
  async tryLock(key: string): Promise<number | null> {
    return this.inTurn(async (connection) => {
      const locked = (await sql<{ locked: boolean }>`select pg_try_advisory_lock(hashtext(${key})) as locked`.execute(connection)).rows[0]?.locked === true;
      return locked ? this.session : null;
    });
  }

  /**
   * Whether a lock taken on `session` is still held: its session still answers. One statement serves
   * every leader of the process for a second (they all ask every few seconds).
   */
  async stillHeld(session: number): Promise<boolean> {
    if (!this.heartbeat || performance.now() - this.heartbeat.at > HEARTBEAT_REUSE_MS) {
      const answer = this.inTurn(async (connection) => {
        await sql`select 1`.execute(connection);
        return this.session;
      }).catch(() => -1);
      this.heartbeat = { at: performance.now(), answer };
    }
    return (await this.heartbeat.answer) === session;
  }

  async unlock(key: string): Promise<void> {
    await this.inTurn((connection) => sql`select pg_advisory_unlock(hashtext(${key}))`.execute(connection)).catch(() => undefined);
  }

  /** The last runner to leave gives the connection back (and with it any lock). */
  async leave(): Promise<void> {
    if (--this.users > 0) return;
    await this.tail.catch(() => undefined);
    this.release?.();
    this.connection = this.release = null;
  }

  private open(): Promise<Connection> {
    this.connection ??= new Promise<Connection>((resolve, reject) => {
      this.db
        .connection()
        .execute(
          (connection) =>
            new Promise<void>((done) => {
              this.release = done;
              resolve(connection);
            }),
        )
        .catch(reject);
    });
    return this.connection;
  }

  // One statement at a time on the shared connection.
  private inTurn<T>(statement: (connection: Connection) => Promise<T>): Promise<T> {
    const run = this.tail.then(async () => statement(await this.open()));
    this.tail = run.catch((error: unknown) => {
      // The server went away (a restart, a failover) and the session's locks
      // with it: the next statement opens a new session, and each leader's
      // heartbeat ends its term (runAsLeader), so it takes its lock again or
      // stands by while another process leads.
      if (isDatabaseUnavailable(error)) this.reopen();
    });
    return run;
  }

  private reopen(): void {
    this.release?.();
    this.connection = this.release = null;
    this.session++;
  }
}

const byDatabase = new WeakMap<Db, SharedLockConnection>();

export function advisoryLocksOf(db: Db): SharedLockConnection {
  let locks = byDatabase.get(db);
  if (!locks) byDatabase.set(db, (locks = new SharedLockConnection(db)));
  return locks;
}

const STANDBY_RETRY_MS = 2000;
const DATABASE_RETRY_MS = 500;
// How often a leader checks that its lock's session is still there, and how long one answer serves them all.
const HEARTBEAT_MS = 2000;
const HEARTBEAT_REUSE_MS = 1000;

/** A leader's time in office: ended when the session holding its lock is gone, and the work then stops leading. */
export class LeadershipTerm {
  private lost = false;
  private readonly listeners: (() => void)[] = [];
  get ended(): boolean {
    return this.lost;
  }
  /** Called once when the term ends (to wake loops that wait on something other than the log). */
  onEnd(listener: () => void): void {
    this.listeners.push(listener);
  }
  end(): void {
    if (this.lost) return;
    this.lost = true;
    for (const listener of this.listeners) listener();
  }
}

/**
 * Runs `work` while holding the process-wide advisory lock `key`; until the
 * lock is free (another process is the leader) waits as a standby, retrying
 * every few seconds, unless `stopped()` says to give up. While the database
 * is away (a restart) it waits for it the same way, then takes the lock and
 * starts the work again, instead of failing for good. When the session that
 * holds the lock goes (a failover to a new primary) the term ends: `work`
 * sees it and returns, and the lock is taken again on a new session — or
 * another process, quicker, leads and this one stands by.
 */
export async function runAsLeader(db: Db, key: string, stopped: () => boolean, work: (term: LeadershipTerm) => Promise<void>): Promise<void> {
  const locks = advisoryLocksOf(db);
  locks.acquire();
  try {
    while (!stopped()) {
      try {
        const session = await locks.tryLock(key);
        if (session === null) {
          await new Promise((resolve) => setTimeout(resolve, STANDBY_RETRY_MS));
          continue;
        }
        const term = new LeadershipTerm();
        const heartbeat = setInterval(() => {
          void locks.stillHeld(session).then((held) => {
            if (!held) term.end();
          });
        }, HEARTBEAT_MS);
        try {
          await work(term);
        } finally {
          clearInterval(heartbeat);
          await locks.unlock(key);
        }
        if (!term.ended) return;
      } catch (error) {
        if (!isDatabaseUnavailable(error) || stopped()) throw error;
        await new Promise((resolve) => setTimeout(resolve, DATABASE_RETRY_MS));
      }
    }
  } finally {
    await locks.leave();
  }
}
