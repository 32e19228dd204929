import type pg from 'pg';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import { isDatabaseUnavailable } from '../database-unavailable.ts';
import { currentReadRoute, replicaFailed } from './read-route.ts';
import type { ReplicaNode } from './replica-set.ts';
import { BEGINS_TRANSACTION, ENDS_TRANSACTION, isReadOnlyStatement } from './read-statements.ts';

// A standby refusing a statement that writes: that statement belongs on the primary.
const READ_ONLY_TRANSACTION = '25006';
// A standby cancelling a read that conflicts with the WAL it replays (a vacuumed row the read still needed):
// the primary has no such conflict.
const RECOVERY_CONFLICT = '40001';

/**
 * A pool for Kysely that sends each statement where it belongs: a read of a
 * request routed to a replica (read-route.ts) to that replica, everything
 * else (writes, transactions from their BEGIN to their end, reads outside a
 * routed request) to the primary. Each side's connection is taken only when
 * a statement needs it. A read the replica cannot answer (gone, or read-only
 * after all) runs again on the primary, and a gone replica leaves the
 * rotation at once. A read the replica cancelled for a conflict with its
 * replay runs again on the primary too.
 */
export function readRoutingPool(primary: PostgresPool): PostgresPool {
  return {
    // Kysely runs SQL text through its clients (no cursors: the dialect is given none), which is all this one takes.
    connect: async () => new RoutingClient(primary) as unknown as PostgresPoolClient,
    end: () => primary.end(),
  };
}

class RoutingClient {
  private primaryClient: Promise<PostgresPoolClient> | null = null;
  private replicaClient: { node: ReplicaNode; client: Promise<pg.PoolClient> } | null = null;
  private inTransaction = false;

  constructor(private readonly primary: PostgresPool) {}

  async query(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<unknown>> {
    if (BEGINS_TRANSACTION.test(sql)) this.inTransaction = true;
    const replica = !this.inTransaction && isReadOnlyStatement(sql) ? currentReadRoute()?.replica : null;
    if (ENDS_TRANSACTION.test(sql)) this.inTransaction = false;
    if (replica) {
      try {
        const client = await this.replica(replica);
        return (await client.query(sql, [...parameters])) as PostgresQueryResult<unknown>;
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        const replicaOnly = code === READ_ONLY_TRANSACTION || code === RECOVERY_CONFLICT;
        if (!replicaOnly && !isDatabaseUnavailable(error)) throw error;
        if (!replicaOnly) {
          const route = currentReadRoute();
          if (route) replicaFailed(route);
          this.dropReplica(true);
        }
      }
    }
    return (await this.primaryOne()).query(sql, parameters);
  }

  release(): void {
    void this.primaryClient?.then((client) => client.release()).catch(() => undefined);
    this.dropReplica();
  }

  private primaryOne(): Promise<PostgresPoolClient> {
    if (!this.primaryClient) {
      const connecting = this.primary.connect();
      // A failed connect must not stay cached: the next statement tries again.
      connecting.catch(() => {
        if (this.primaryClient === connecting) this.primaryClient = null;
      });
      this.primaryClient = connecting;
    }
    return this.primaryClient;
  }

  private replica(node: ReplicaNode): Promise<pg.PoolClient> {
    if (this.replicaClient?.node !== node) {
      this.dropReplica();
      this.replicaClient = { node, client: node.pool.connect() };
      this.replicaClient.client.catch(() => undefined);
    }
    return this.replicaClient.client;
  }

  private dropReplica(broken = false): void {
    const held = this.replicaClient;
    this.replicaClient = null;
    // A broken connection is destroyed rather than handed to the next read.
    void held?.client.then((client) => client.release(broken)).catch(() => undefined);
  }
}
