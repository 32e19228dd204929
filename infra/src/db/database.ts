import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';
import { copyCapablePool } from './copy-in.ts';
import { readRoutingPool } from './replicas/routing-pool.ts';
import { lowerBackendPriorityOnConnect } from './backend-priority.ts';

export type Db = Kysely<Database>;

// bigint and xid8 stay strings: positions outgrow Number's safe range in theory,
// and the API hands them out as opaque cursors anyway.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => value);

export interface DatabaseHandle {
  db: Db;
  pool: pg.Pool;
  url: string;
  destroy(): Promise<void>;
}

/**
 * `routeReads`: the query API with DATABASE_REPLICA_URLS; the reads of a
 * request routed to a replica (replicas/read-route.ts) go there, all else to `url`.
 */
export function connectDatabase(
  url: string,
  options: { max?: number; routeReads?: boolean; backendNice?: number; applicationName?: string } = {},
): DatabaseHandle {
  // application_name tells the operator whose sessions pg_stat_activity lists (one named in the URL wins).
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 20,
    application_name: options.applicationName,
    onConnect: lowerBackendPriorityOnConnect(options.backendNice ?? 0),
  });
  // A client that loses its server must not bring the process down: the pool
  // handles an idle one's error, and a checked-out one (a transaction between
  // statements, the projections' advisory-lock session) has no listener of
  // the pool's. Its next statement fails instead, and the pool drops it on release.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: options.routeReads ? readRoutingPool(copyCapablePool(pool)) : copyCapablePool(pool) }),
  });
  return {
    db,
    pool,
    url,
    async destroy() {
      await db.destroy();
    },
  };
}
