import { connectDatabase, type DatabaseHandle } from '../db/database.ts';
import { PgListener } from '../db/pg-listener.ts';
import { PostgresEventStore } from '../eventstore/postgres-event-store.ts';
import { personalDataVault } from '../eventstore/personal-data/personal-data-vault.ts';
import { APPEND_CHANNEL } from '../eventstore/channels.ts';
import { instanceSecret } from '../secrets/instance-secrets.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { readConfig } from '../config.ts';
import type { MailTransport } from '../mail/mail-transport.ts';
import type { MailConfig } from '../mail/mail-config.ts';
import { createInstanceMailTransport } from '../mail/instance-mail-transport.ts';
import { createSmsTransport, readSmsConfig, type SmsTransport } from '../sms/sms-transport.ts';
import type { ServiceContext } from '../context.ts';
import { randomIds, systemClock, type Clock, type IdGenerator } from '../clock.ts';
import { readModelViews } from '@usher/read-models/views';
import { ReplicaSet } from '../db/replicas/replica-set.ts';

export interface RunningContext extends ServiceContext {
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** Connects to PostgreSQL, brings its schema up to date, and builds what every service needs. */
export async function createContext(
  databaseUrl: string,
  options: {
    secureCookies?: boolean;
    poolSize?: number;
    /** How much lower than the requests' the pool's PostgreSQL backends run (db/backend-priority.ts); 0: the same. */
    backendNice?: number;
    /** What pg_stat_activity calls the pool's sessions: which part of Usher holds them. */
    applicationName?: string;
    clock?: Clock;
    ids?: IdGenerator;
    mail?: MailTransport;
    mailConfig?: MailConfig;
    sms?: SmsTransport;
    replicas?: { urls: string[]; maxLagMs?: number };
    stickyReads?: boolean;
  } = {},
): Promise<RunningContext> {
  const replicaUrls = options.replicas?.urls ?? [];
  const database = connectDatabase(databaseUrl, {
    max: options.poolSize ?? 40,
    routeReads: replicaUrls.length > 0,
    backendNice: options.backendNice,
    applicationName: options.applicationName,
  });
  const replicas = replicaUrls.length > 0 ? new ReplicaSet(database.pool, replicaUrls, { maxLagMs: options.replicas?.maxLagMs }) : null;
  await replicas?.start();
  await migrateToLatest(database.db);
  const listener = new PgListener(databaseUrl);
  await listener.listen(APPEND_CHANNEL);
  // Guests' personal data is encrypted in the log with a key per guest, so it can be forgotten.
  const store = new PostgresEventStore(database.db, listener, undefined, personalDataVault(database.db));
  const csrfKey = await instanceSecret(database.db, 'csrf_key');
  // The saved SMTP server of /admin/settings applies unless the environment names one.
  const mail = options.mail ?? createInstanceMailTransport(options.mailConfig ?? readConfig().mail, database.db);
  const sms = options.sms ?? createSmsTransport(readSmsConfig());
  return {
    db: database.db,
    store,
    listener,
    mail,
    sms,
    csrfKey,
    secureCookies: options.secureCookies ?? false,
    clock: options.clock ?? systemClock,
    ids: options.ids ?? randomIds,
    // The composition root hands the command side what it shows from the read models (read-model-views.ts).
    views: readModelViews(database.db),
    replicas,
    stickyReads: options.stickyReads ?? false,
    database,
    async close() {
      mail.close();
      await replicas?.stop();
      await listener.close();
      await database.destroy();
    },
  };
}
