import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, StartupError, type EmbeddedDatabase } from '../../src/db/embedded-postgres.ts';
import { LEGACY_PASSWORD } from '../../src/db/embedded/database-password.ts';
// Counts a zombie as gone: the orphan's new parent (init) reaps it in its own time.
import { isAlive } from '../../src/db/embedded/leftover-postmaster.ts';

const EMBEDDED_MODULE = fileURLToPath(new URL('../../src/db/embedded-postgres.ts', import.meta.url));
const isRoot = process.getuid?.() === 0;
const madeDirs: string[] = [];
const running: EmbeddedDatabase[] = [];

afterAll(async () => {
  for (const database of running) await database.stop();
  for (const dir of madeDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A DATA_DIR as `mktemp -d` makes it: mode 700, ours (as root, PostgreSQL runs as `postgres` and must still reach it). */
function dataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'usher-embedded-'));
  madeDirs.push(dir);
  return dir;
}

async function start(dir: string, notices: string[] = []): Promise<EmbeddedDatabase> {
  const database = await startEmbeddedPostgres({ dir: path.join(dir, 'postgres'), databaseName: 'usher', notice: (message) => notices.push(message) });
  running.push(database);
  return database;
}

async function query(url: string, statement: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return (await client.query(statement)).rows;
  } finally {
    await client.end();
  }
}

async function eventually<T>(attempt: () => Promise<T>, withinMs = 30_000): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

describe('the embedded PostgreSQL', () => {
  it('starts on a data directory whose server a killed process left running, stopping that server first and saying so', async () => {
    const dir = dataDir();
    // A start in a process of its own, killed with -9 once its server is up: the server is orphaned.
    const script = `const m = await import(${JSON.stringify(EMBEDDED_MODULE)}); const db = await m.startEmbeddedPostgres({ dir: ${JSON.stringify(path.join(dir, 'postgres'))}, databaseName: 'usher', notice: () => {} }); process.stdout.write('ready ' + db.pid() + '\\n'); setInterval(() => {}, 1000);`;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    const orphanPid = await new Promise<number>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        const ready = /ready (\d+)/.exec(chunk.toString());
        if (ready) resolve(Number(ready[1]));
      });
      child.once('exit', (code) => reject(new Error(`the first start exited (${code})`)));
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    expect(isAlive(orphanPid)).toBe(true);

    const notices: string[] = [];
    const database = await start(dir, notices);
    expect(notices.join('\n')).toMatch(new RegExp(`Found PostgreSQL \\(pid ${orphanPid}\\) still running`));
    expect(isAlive(orphanPid)).toBe(false);
    expect(await query(database.url, 'select 1 as one')).toEqual([{ one: 1 }]);
  });

  it('stops its server when the process that started it exits without stopping it', async () => {
    const dir = dataDir();
    const script = `const m = await import(${JSON.stringify(EMBEDDED_MODULE)}); const db = await m.startEmbeddedPostgres({ dir: ${JSON.stringify(path.join(dir, 'postgres'))}, databaseName: 'usher', notice: () => {} }); process.stdout.write('ready ' + db.pid() + '\\n'); process.exit(0);`;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await new Promise((resolve) => child.once('exit', resolve));
    const pid = Number(/ready (\d+)/.exec(output)?.[1]);
    expect(pid).toBeGreaterThan(0);
    await eventually(async () => expect(isAlive(pid)).toBe(false));
  });

  it('is reached over TCP alone when its directory is too deep for a socket path', async () => {
    const deep = fs.mkdtempSync(path.join(os.tmpdir(), `usher-embedded-${'deep-enough-'.repeat(8)}`));
    madeDirs.push(deep);
    const database = await start(deep);
    expect(new URL(database.url).searchParams.has('host')).toBe(false);
    expect(await query(database.url, 'select inet_client_addr() as addr')).toEqual([{ addr: '127.0.0.1' }]);
  });

  describe('on one data directory', () => {
    const dir = dataDir();
    const clusterDir = path.join(dir, 'postgres');
    const passwordFile = `${clusterDir}.password`;
    let database: EmbeddedDatabase;

    it('gives it a random password of its own, in a file only its owner may read', async () => {
      database = await start(dir);
      const password = fs.readFileSync(passwordFile, 'utf8').trim();
      expect(password).toMatch(/^[0-9a-f]{64}$/);
      expect(fs.statSync(passwordFile).mode & 0o777).toBe(0o600);
      expect(decodeURIComponent(new URL(database.url).password)).toBe(password);
      const withLegacy = new URL(database.url);
      withLegacy.password = LEGACY_PASSWORD;
      await expect(query(withLegacy.toString(), 'select 1')).rejects.toMatchObject({ code: '28P01' });
    });

    it('is reached through a unix socket in its own directory, and still over TCP on its port', async () => {
      const url = new URL(database.url);
      expect(url.searchParams.get('host')).toBe(path.join(dir, 'postgres'));
      // No client address: the connection came through the socket.
      expect(await query(database.url, 'select inet_client_addr() as addr')).toEqual([{ addr: null }]);
      url.search = '';
      expect(await query(url.toString(), 'select inet_client_addr() as addr')).toEqual([{ addr: '127.0.0.1' }]);
    });

    it('starts its server again, on the same address, when the postmaster is killed', async () => {
      const killed = database.pid()!;
      process.kill(killed, 'SIGKILL');
      const rows = await eventually(() => query(database.url, 'select 1 as one'));
      expect(rows).toEqual([{ one: 1 }]);
      expect(database.pid()).not.toBe(killed);
    });

    it('moves a directory still on the password every install used to share to a password of its own', async () => {
      await query(database.url, `alter role postgres password '${LEGACY_PASSWORD}'`);
      await database.stop();
      fs.rmSync(passwordFile);
      const notices: string[] = [];
      database = await start(dir, notices);
      expect(notices.join('\n')).toMatch(/password of its own/);
      const password = fs.readFileSync(passwordFile, 'utf8').trim();
      expect(password).not.toBe(LEGACY_PASSWORD);
      expect(await query(database.url, 'select 1 as one')).toEqual([{ one: 1 }]);
      const withLegacy = new URL(database.url);
      withLegacy.password = LEGACY_PASSWORD;
      await expect(query(withLegacy.toString(), 'select 1')).rejects.toMatchObject({ code: '28P01' });
    });

    it('refuses a data directory made by another PostgreSQL version, saying which and what to do', async () => {
      await database.stop();
      const versionFile = path.join(clusterDir, 'PG_VERSION');
      const version = fs.readFileSync(versionFile, 'utf8');
      fs.writeFileSync(versionFile, '16\n');
      try {
        const failure = await start(dir).then(
          () => null,
          (error: unknown) => error,
        );
        expect(failure).toBeInstanceOf(StartupError);
        expect((failure as StartupError).message).toMatch(/was made by PostgreSQL 16; this Usher runs PostgreSQL \d+/);
        expect((failure as StartupError).remedy).toMatch(/pg_upgrade/);
      } finally {
        fs.writeFileSync(versionFile, version);
      }
    });
  });

  it.skipIf(!isRoot)('says which directory the postgres user cannot enter when a DATA_DIR lies inside one it may not pass', async () => {
    const closed = dataDir();
    const failure = await start(path.join(closed, 'data')).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(StartupError);
    expect((failure as StartupError).message).toContain(`cannot enter ${closed}`);
    expect((failure as StartupError).remedy).toMatch(/chmod o\+x/);
  });
});
