import type { Db } from '../db/database.ts';
import type { PgListener } from '../db/pg-listener.ts';
import type { EventStore } from '../eventstore/event-store.ts';
import type { Clock, IdGenerator } from './clock.ts';

/** What every service is built from; the same in embedded and scaled mode. */
export interface ServiceContext {
  db: Db;
  store: EventStore;
  listener: PgListener;
  /** Signs CSRF tokens; stored in the database, never in the log. */
  csrfKey: string;
  secureCookies: boolean;
  /** What time it is for the services' decisions: deadlines, expiries, the `at` of commands. */
  clock: Clock;
  /** Ids of what the services create. */
  ids: IdGenerator;
}
