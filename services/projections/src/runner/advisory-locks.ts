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

  constructor(private readonly db: Db) {}

  acquire(): void {
    this.users++;
  }

  async tryLock(key: string): Promise<boolean> {
    return this.inTurn(
      async (connection) =>
        (await sql<{ locked: boolean }>`select pg_try_advisory_lock(hashtext(${key})) as locked`.execute(connection)).rows[0]?.locked === true,
    );
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
      // The server went away (a restart) and the session's locks with it: the
      // next statement opens a new session. Leaders carry on; the checkpoints'
      // compare-and-set keeps a second one from doing harm.
      if (isDatabaseUnavailable(error)) this.reopen();
    });
    return run;
  }

  private reopen(): void {
    this.release?.();
    this.connection = this.release = null;
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

/**
 * Runs `work` while holding the process-wide advisory lock `key`; until the
 * lock is free (another process is the leader) waits as a standby, retrying
 * every few seconds, unless `stopped()` says to give up. While the database
 * is away (a restart) it waits for it the same way, then takes the lock and
 * starts the work again, instead of failing for good.
 */
export async function runAsLeader(db: Db, key: string, stopped: () => boolean, work: () => Promise<void>): Promise<void> {
  const locks = advisoryLocksOf(db);
  locks.acquire();
  try {
    while (!stopped()) {
      try {
        if (!(await locks.tryLock(key))) {
          await new Promise((resolve) => setTimeout(resolve, STANDBY_RETRY_MS));
          continue;
        }
        try {
          await work();
        } finally {
          await locks.unlock(key);
        }
        return;
      } catch (error) {
        if (!isDatabaseUnavailable(error) || stopped()) throw error;
        await new Promise((resolve) => setTimeout(resolve, DATABASE_RETRY_MS));
      }
    }
  } finally {
    await locks.leave();
  }
}
