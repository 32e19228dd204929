import type { Db } from './db/database.ts';
import type { PgListener } from './db/pg-listener.ts';
import type { EventStore } from './eventstore/event-store.ts';
import type { MailTransport } from './mail/mail-transport.ts';
import type { SmsTransport } from './sms/sms-transport.ts';
import type { Clock, IdGenerator } from './clock.ts';
import type { ReadModelViews } from './read-model-views.ts';
import type { ReplicaSet } from './db/replicas/replica-set.ts';

/** What every service is built from; the same in embedded and scaled mode. */
export interface ServiceContext {
  db: Db;
  store: EventStore;
  listener: PgListener;
  /** Mail a request sends itself (a verification code, which must never enter the log). */
  mail: MailTransport;
  /** Text messages a request sends itself (a phone verification code). */
  sms: SmsTransport;
  /** Signs CSRF tokens; stored in the database, never in the log. */
  csrfKey: string;
  /** APP_URL is https: cookies always carry Secure (they do too for any request that came over TLS). */
  secureCookies: boolean;
  /** What time it is for the services' decisions: deadlines, code expiries, the `at` of commands; a test moves it instead of sleeping. */
  clock: Clock;
  /** Ids of what the services create. */
  ids: IdGenerator;
  /** What the command side shows from the read models (never decides from), injected by the composition root. */
  views: ReadModelViews;
  /** The query API's streaming replicas (DATABASE_REPLICA_URLS); absent: every read on the primary. */
  replicas?: ReplicaSet | null;
  /**
   * The command side tells each writer's browser where the primary's WAL was after its write (a cookie), so
   * the query API reads that session's requests from a replica only once the replica has replayed that far.
   */
  stickyReads?: boolean;
}
