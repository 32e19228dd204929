import pg from 'pg';
import { parseWalLocation } from './wal-location.ts';
import { replicaLabel } from './replica-urls.ts';

export interface ReplicaSetOptions {
  /** A replica further behind the primary than this leaves the rotation until it catches up. */
  maxLagMs?: number;
  /** How often each server is asked where it is. */
  pollMs?: number;
  /** Connections per replica. */
  poolSize?: number;
}

/** One streaming replica the query API may read from, as last seen by the poller. */
export class ReplicaNode {
  readonly label: string;
  readonly pool: pg.Pool;
  /** Answered its last poll and is not too far behind. */
  healthy = false;
  /** The WAL it had replayed when last asked (0 before the first answer). */
  replayed = 0n;
  lagMs = 0;

  constructor(url: string, poolSize: number) {
    this.label = replicaLabel(url);
    // A dead host must cost a read a few seconds at most, not the operating system's connect timeout.
    this.pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 3000 });
    this.pool.on('error', () => undefined);
    this.pool.on('connect', (client) => client.on('error', () => undefined));
  }
}

interface PrimarySample {
  at: number;
  location: bigint;
}

const SAMPLE_WINDOW_MS = 120_000;

/**
 * The replicas of DATABASE_REPLICA_URLS and which of them may answer a read
 * now. Every `pollMs` it asks the primary where its WAL is and each replica
 * how far it has replayed: a replica that does not answer, or whose replay is
 * more than `maxLagMs` behind (measured against the primary's earlier
 * positions), leaves the rotation, and returns by itself once it answers and
 * has caught up. A server that is no longer in recovery (a promoted replica)
 * is as current as a primary and stays in.
 */
export class ReplicaSet {
  readonly nodes: ReplicaNode[];
  private readonly maxLagMs: number;
  private readonly pollMs: number;
  private samples: PrimarySample[] = [];
  private timer: NodeJS.Timeout | null = null;
  private next = 0;
  private polling: Promise<void> | null = null;

  constructor(
    private readonly primary: pg.Pool,
    urls: string[],
    options: ReplicaSetOptions = {},
  ) {
    this.maxLagMs = options.maxLagMs ?? 5000;
    this.pollMs = options.pollMs ?? 500;
    this.nodes = urls.map((url) => new ReplicaNode(url, options.poolSize ?? 20));
  }

  /** Asks every server once, then keeps asking in the background. */
  async start(): Promise<void> {
    await this.poll();
    this.timer = setInterval(() => void this.poll(), this.pollMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.polling;
    await Promise.all(this.nodes.map((node) => node.pool.end().catch(() => undefined)));
  }

  /**
   * A replica for the next read, in turn among those in rotation that have
   * replayed at least `atLeast` (the session's last write); null: read from the primary.
   */
  pick(atLeast: bigint | null = null): ReplicaNode | null {
    const count = this.nodes.length;
    for (let offset = 0; offset < count; offset++) {
      const node = this.nodes[(this.next + offset) % count]!;
      if (node.healthy && (atLeast === null || node.replayed >= atLeast)) {
        this.next = (this.next + offset + 1) % count;
        return node;
      }
    }
    return null;
  }

  /** A read found the replica gone: out of rotation now, not at the next poll. */
  markDown(node: ReplicaNode): void {
    node.healthy = false;
  }

  /** One round of questions; rounds never overlap. */
  poll(): Promise<void> {
    this.polling ??= this.pollOnce().finally(() => {
      this.polling = null;
    });
    return this.polling;
  }

  private async pollOnce(): Promise<void> {
    await this.samplePrimary();
    await Promise.all(this.nodes.map((node) => this.pollReplica(node)));
  }

  private async samplePrimary(): Promise<void> {
    const now = Date.now();
    try {
      const { rows } = await this.primary.query<{ location: string }>('select pg_current_wal_lsn()::text as location');
      const location = parseWalLocation(rows[0]?.location);
      if (location === null) return;
      this.samples.push({ at: now, location });
      this.samples = this.samples.filter((sample) => now - sample.at <= SAMPLE_WINDOW_MS);
    } catch {
      // No primary (a failover under way): no yardstick either. Replicas are judged by answering alone
      // until a primary answers again, rather than all drifting "behind" a primary that is gone.
      this.samples = [];
    }
  }

  private async pollReplica(node: ReplicaNode): Promise<void> {
    try {
      const { rows } = await node.pool.query<{ location: string | null }>(
        `select (case when pg_is_in_recovery() then pg_last_wal_replay_lsn() else pg_current_wal_lsn() end)::text as location`,
      );
      const replayed = parseWalLocation(rows[0]?.location);
      if (replayed === null) throw new Error('no WAL location');
      node.replayed = replayed;
      node.lagMs = this.lagOf(replayed);
      node.healthy = node.lagMs <= this.maxLagMs;
    } catch {
      node.healthy = false;
    }
  }

  /** How long ago the primary was first past what the replica has replayed: 0 when it has all the primary had. */
  private lagOf(replayed: bigint): number {
    const firstAhead = this.samples.find((sample) => sample.location > replayed);
    return firstAhead ? Date.now() - firstAhead.at : 0;
  }
}
