import type { Db } from '../db/database.ts';
import type { PgListener } from '../db/pg-listener.ts';
import type { EventStore } from '../eventstore/event-store.ts';

/** What every service is built from; the same in embedded and scaled mode. */
export interface ServiceContext {
  db: Db;
  store: EventStore;
  listener: PgListener;
  /** Signs CSRF tokens; stored in the database, never in the log. */
  csrfKey: string;
  /** APP_URL is https: cookies always carry Secure (they do too for any request that came over TLS). */
  secureCookies: boolean;
}
