import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { serverUser } from '@usher/infra/db/embedded/server-user';
import { Program, freePort, until } from './processes.ts';

const PG_BIN = '/usr/lib/postgresql/15/bin';
const NODES = ['pg1', 'pg2', 'pg3'] as const;

export interface PostgresNode {
  name: string;
  port: number;
  restPort: number;
  dataDir: string;
  patroni: Program;
}

interface ClusterMember {
  name: string;
  role: string;
  state: string;
}

/**
 * Three PostgreSQL 15 servers managed by Patroni, with etcd as its store and
 * HAProxy in front: HAProxy's primary port always leads to the server
 * Patroni's REST API calls the primary (the documented Patroni + HAProxy
 * set-up). Synchronous mode: a commit returns once one standby has it, and
 * only a synchronous standby may be promoted. `primary_start_timeout: 0`:
 * a primary whose postmaster dies is failed over at once rather than
 * restarted in place.
 */
export class PostgresCluster {
  readonly nodes: PostgresNode[] = [];
  private etcd: Program | null = null;
  private haproxy: Program | null = null;
  haproxyPort = 0;

  constructor(private readonly runDir: string) {}

  /** For the services: the primary through HAProxy, as the application role. */
  get primaryUrl(): string {
    return `postgres://usher@127.0.0.1:${this.haproxyPort}/usher`;
  }

  /** For the query API: each server directly (a promoted one serves reads as well as any replica). */
  get replicaUrls(): string[] {
    return this.nodes.map((node) => `postgres://usher@127.0.0.1:${node.port}/usher`);
  }

  async start(): Promise<void> {
    const user = serverUser();
    const owned = (dir: string) => {
      fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
      if (user) fs.chownSync(dir, user.uid, user.gid);
      return dir;
    };
    const etcdClient = await freePort();
    const etcdPeer = await freePort();
    this.etcd = Program.start(this.runDir, 'etcd', '/usr/bin/etcd', [
      '--name',
      'usher-etcd',
      '--data-dir',
      path.join(this.runDir, 'etcd'),
      '--listen-client-urls',
      `http://127.0.0.1:${etcdClient}`,
      '--advertise-client-urls',
      `http://127.0.0.1:${etcdClient}`,
      '--listen-peer-urls',
      `http://127.0.0.1:${etcdPeer}`,
      '--initial-advertise-peer-urls',
      `http://127.0.0.1:${etcdPeer}`,
      '--initial-cluster',
      `usher-etcd=http://127.0.0.1:${etcdPeer}`,
    ]);
    await until('etcd', async () => (await fetch(`http://127.0.0.1:${etcdClient}/health`)).ok, 30_000);

    for (const name of NODES) {
      const node = { name, port: await freePort(), restPort: await freePort(), dataDir: path.join(owned(path.join(this.runDir, name)), 'data') };
      const configFile = path.join(this.runDir, `${name}.patroni.yml`);
      // YAML reads JSON.
      fs.writeFileSync(configFile, JSON.stringify(patroniConfig(node, etcdClient, path.join(this.runDir, name)), null, 2));
      if (user) fs.chownSync(configFile, user.uid, user.gid);
      const patroni = Program.start(this.runDir, `${name}.patroni`, '/usr/bin/patroni', [configFile], { asPostgres: true, cwd: path.join(this.runDir, name) });
      this.nodes.push({ ...node, patroni });
      // The first one bootstraps the cluster; the others clone it with pg_basebackup once it leads.
      if (this.nodes.length === 1) await until('the first PostgreSQL to lead', async () => (await this.primaryNode()) !== null, 120_000, 500);
    }

    this.haproxyPort = await freePort();
    const haproxyConfig = path.join(this.runDir, 'haproxy.cfg');
    fs.writeFileSync(haproxyConfig, haproxyConfigText(this.haproxyPort, this.nodes));
    this.haproxy = Program.start(this.runDir, 'haproxy', '/usr/sbin/haproxy', ['-db', '-f', haproxyConfig]);
    // The application's role owns its database and nothing else: no superuser, no replication.
    await until(
      'HAProxy to reach the primary, and the application role and database made',
      async () => {
        await this.asSuperuser(async (client) => {
          await client.query(`do $$ begin if not exists (select from pg_roles where rolname = 'usher') then create role usher login; end if; end $$`);
          const exists = await client.query(`select 1 from pg_database where datname = 'usher'`);
          if (exists.rows.length === 0) await client.query(`create database usher owner usher`);
        });
        return true;
      },
      120_000,
      500,
    );
    await until(
      'both replicas streaming, one of them synchronous',
      async () => {
        const rows = await this.asSuperuser((client) =>
          client.query<{ sync_state: string }>(`select sync_state from pg_stat_replication where state = 'streaming'`),
        );
        return rows.rows.length === 2 && rows.rows.some((row) => row.sync_state === 'sync');
      },
      180_000,
      500,
    );
  }

  async stop(): Promise<void> {
    await this.haproxy?.stop();
    for (const node of this.nodes) await node.patroni.stop();
    // Patroni stops its PostgreSQL on SIGTERM; a server it left behind (a crash) is stopped here.
    for (const node of this.nodes) {
      if (fs.existsSync(path.join(node.dataDir, 'postmaster.pid'))) {
        const user = serverUser();
        const { spawnSync } = await import('node:child_process');
        spawnSync(path.join(PG_BIN, 'pg_ctl'), ['-D', node.dataDir, '-m', 'immediate', 'stop'], {
          ...(user ? { uid: user.uid, gid: user.gid } : {}),
          stdio: 'ignore',
          cwd: '/',
        });
      }
    }
    await this.etcd?.stop();
  }

  /** The members as Patroni sees them (its REST API, asked of any node that answers). */
  async members(): Promise<ClusterMember[]> {
    for (const node of this.nodes) {
      try {
        const response = await fetch(`http://127.0.0.1:${node.restPort}/cluster`, { signal: AbortSignal.timeout(2000) });
        if (response.ok) return ((await response.json()) as { members: ClusterMember[] }).members;
      } catch {
        // Try the next node.
      }
    }
    return [];
  }

  async primaryNode(): Promise<PostgresNode | null> {
    const leader = (await this.members()).find((member) => member.role === 'leader' && member.state === 'running');
    return this.nodes.find((node) => node.name === leader?.name) ?? null;
  }

  async replicaNodes(): Promise<PostgresNode[]> {
    const replicas = (await this.members()).filter((member) => member.role !== 'leader' && (member.state === 'running' || member.state === 'streaming'));
    return this.nodes.filter((node) => replicas.some((member) => member.name === node.name));
  }

  /** kill -9 of a server's postmaster: its backends die with it, Patroni on that node survives. */
  killPostmaster(node: PostgresNode): void {
    const pid = Number(fs.readFileSync(path.join(node.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    process.kill(pid, 'SIGKILL');
  }

  async asSuperuser<T>(work: (client: pg.Client) => Promise<T>, port = this.haproxyPort, database = 'postgres'): Promise<T> {
    const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database, connectionTimeoutMillis: 10_000 });
    client.on('error', () => undefined);
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}

function patroniConfig(node: { name: string; port: number; restPort: number; dataDir: string }, etcdPort: number, home: string) {
  return {
    scope: 'usher',
    name: node.name,
    restapi: { listen: `127.0.0.1:${node.restPort}`, connect_address: `127.0.0.1:${node.restPort}` },
    etcd3: { hosts: [`127.0.0.1:${etcdPort}`] },
    bootstrap: {
      dcs: {
        // loop_wait + 2 × retry_timeout ≤ ttl: a dead leader's key expires within 10 s, a crashed postmaster is seen within a second.
        ttl: 10,
        loop_wait: 1,
        retry_timeout: 4,
        synchronous_mode: true,
        synchronous_node_count: 1,
        primary_start_timeout: 0,
        maximum_lag_on_failover: 16 * 1024 * 1024,
        postgresql: {
          use_pg_rewind: true,
          use_slots: true,
          parameters: {
            max_connections: 400,
            wal_level: 'replica',
            hot_standby: 'on',
            hot_standby_feedback: 'on',
            wal_log_hints: 'on',
            max_wal_senders: 10,
            max_replication_slots: 10,
            wal_keep_size: '256MB',
            // The test kills processes, never the machine: the operating system keeps what was written.
            fsync: 'off',
          },
        },
      },
      initdb: [{ encoding: 'UTF8' }, { locale: 'C.UTF-8' }],
      pg_hba: ['local all all trust', 'host all all 127.0.0.1/32 trust', 'host replication all 127.0.0.1/32 trust'],
    },
    postgresql: {
      listen: `127.0.0.1:${node.port}`,
      connect_address: `127.0.0.1:${node.port}`,
      data_dir: node.dataDir,
      bin_dir: PG_BIN,
      pgpass: path.join(home, 'pgpass'),
      // A replica's clone must not wait for a spread checkpoint (minutes on an idle new server).
      basebackup: [{ checkpoint: 'fast' }],
      authentication: {
        superuser: { username: 'postgres', password: 'cluster-test' },
        replication: { username: 'replicator', password: 'cluster-test' },
        rewind: { username: 'postgres', password: 'cluster-test' },
      },
      parameters: { unix_socket_directories: home },
    },
  };
}

function haproxyConfigText(port: number, nodes: readonly { name: string; port: number; restPort: number }[]): string {
  return `global
    maxconn 2000

defaults
    mode tcp
    timeout connect 2s
    timeout client 30m
    timeout server 30m
    timeout check 1s

# The primary: whichever server Patroni's REST API answers 200 on /primary for. A server that stops
# being it has its sessions cut at once (on-marked-down), so no client keeps writing to a demoted one.
listen usher_primary
    bind 127.0.0.1:${port}
    option httpchk OPTIONS /primary
    http-check expect status 200
    default-server inter 500ms fall 2 rise 1 on-marked-down shutdown-sessions
${nodes.map((node) => `    server ${node.name} 127.0.0.1:${node.port} maxconn 400 check port ${node.restPort}`).join('\n')}
`;
}
