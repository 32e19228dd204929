import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serverUser } from '../db/embedded/server-user.ts';

/** Debian's PostgreSQL 15 server programs (package postgresql-15), which pg_basebackup and streaming replicas need. */
export const DEBIAN_POSTGRES_BIN = '/usr/lib/postgresql/15/bin';

export function debianPostgresInstalled(): boolean {
  return fs.existsSync(path.join(DEBIAN_POSTGRES_BIN, 'pg_basebackup')) && fs.existsSync(path.join(DEBIAN_POSTGRES_BIN, 'initdb'));
}

/**
 * One PostgreSQL server of Debian's binaries in a directory of its own, on a
 * loopback port of its own, for tests that need what the embedded server
 * cannot give: a primary with a streaming replica made by pg_basebackup. As
 * root it runs as the system user `postgres` (PostgreSQL refuses root).
 */
export class DebianPostgres {
  private constructor(
    readonly dataDir: string,
    readonly port: number,
  ) {}

  get url(): string {
    return `postgres://usher@127.0.0.1:${this.port}/usher`;
  }

  /** A new primary that accepts replication from loopback, with database `usher`, and started. */
  static async primary(port: number, settings: Record<string, string> = {}): Promise<DebianPostgres> {
    const server = new DebianPostgres(ownDirectory('usher-pg-primary-'), port);
    server.run('initdb', ['-D', server.dataDir, '-U', 'usher', '--auth=trust', '--no-sync']);
    fs.appendFileSync(path.join(server.dataDir, 'pg_hba.conf'), 'host replication usher 127.0.0.1/32 trust\n');
    server.configure({ wal_level: 'replica', max_wal_senders: '10', hot_standby: 'on', fsync: 'off', ...settings });
    server.start();
    server.run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'usher', 'usher']);
    return server;
  }

  /**
   * A streaming replica of `primary`, cloned with pg_basebackup -R, and started. `--checkpoint=fast`: the
   * default spread checkpoint paces itself over most of `checkpoint_timeout`, which held each clone for a minute
   * and a half.
   */
  static async replicaOf(primary: DebianPostgres, port: number): Promise<DebianPostgres> {
    const server = new DebianPostgres(ownDirectory('usher-pg-replica-'), port);
    server.run('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primary.port),
      '-U',
      'usher',
      '-D',
      server.dataDir,
      '-R',
      '-X',
      'stream',
      '--no-sync',
      '--checkpoint=fast',
    ]);
    server.configure({ port: String(port) });
    server.start();
    return server;
  }

  start(): void {
    this.run('pg_ctl', ['-D', this.dataDir, '-l', path.join(this.dataDir, 'server.log'), '-w', 'start']);
  }

  /** `immediate`: as a crash leaves it. */
  stop(mode: 'fast' | 'immediate' = 'fast'): void {
    spawnSync(path.join(DEBIAN_POSTGRES_BIN, 'pg_ctl'), ['-D', this.dataDir, '-m', mode, '-w', 'stop'], { ...asServer(), stdio: 'ignore' });
  }

  /** Stops it and removes its data. */
  destroy(): void {
    this.stop('immediate');
    fs.rmSync(this.dataDir, { recursive: true, force: true });
  }

  private configure(settings: Record<string, string>): void {
    const lines = Object.entries({ listen_addresses: "'127.0.0.1'", port: String(this.port), unix_socket_directories: `'${this.dataDir}'`, ...settings }).map(
      ([name, value]) => `${name} = ${value}`,
    );
    fs.appendFileSync(path.join(this.dataDir, 'postgresql.conf'), `\n${lines.join('\n')}\n`);
  }

  private run(program: string, args: string[]): void {
    execFileSync(path.join(DEBIAN_POSTGRES_BIN, program), args, { ...asServer(), stdio: 'pipe' });
  }
}

function asServer(): { uid?: number; gid?: number; cwd: string } {
  const user = serverUser();
  return user ? { uid: user.uid, gid: user.gid, cwd: os.tmpdir() } : { cwd: os.tmpdir() };
}

/** A directory the server's user owns (PostgreSQL wants its data directory its own, mode 700). */
function ownDirectory(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const user = serverUser();
  if (user) fs.chownSync(dir, user.uid, user.gid);
  fs.chmodSync(dir, 0o700);
  return dir;
}
