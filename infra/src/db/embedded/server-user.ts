import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { StartupError } from './startup-error.ts';

/** The system user PostgreSQL runs as when we are root (it refuses to run as root). */
export interface ServerUser {
  name: string;
  uid: number;
  gid: number;
}

const NAME = 'postgres';

/** null when we are not root: PostgreSQL then runs as us. */
export function serverUser(): ServerUser | null {
  if (process.getuid?.() !== 0) return null;
  const existing = lookUp();
  if (existing) return existing;
  try {
    execFileSync('groupadd', ['--system', NAME], { stdio: 'ignore' });
  } catch {
    // The group may exist without the user.
  }
  try {
    execFileSync('useradd', ['--system', '-g', NAME, NAME], { stdio: 'ignore' });
  } catch (error) {
    throw new StartupError(
      `PostgreSQL refuses to run as root, and the system user \`${NAME}\` to run it as could not be created (${(error as Error).message}).`,
      `Create the user \`${NAME}\` (useradd --system ${NAME}), or run Usher as an ordinary user.`,
    );
  }
  const created = lookUp();
  if (!created)
    throw new StartupError(
      `The system user \`${NAME}\` was created but cannot be found.`,
      "Check the system's user database, or run Usher as an ordinary user.",
    );
  return created;
}

function lookUp(): ServerUser | null {
  try {
    const uid = Number(execFileSync('id', ['-u', NAME], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', NAME], { encoding: 'utf8' }).trim());
    return { name: NAME, uid, gid };
  } catch {
    return null;
  }
}

function canEnter(user: ServerUser, dir: string): boolean {
  return spawnSync('test', ['-x', dir], { uid: user.uid, gid: user.gid, stdio: 'ignore' }).status === 0;
}

/**
 * Makes sure the server user can reach `clusterDir` through `dataDir` and
 * every directory above it. A DATA_DIR of our own that only we may enter (as
 * `mktemp -d` makes it, mode 700) is opened to the server's group alone
 * (group `postgres`, may pass through, may not list); any other barrier is
 * reported with what to do.
 */
export function letServerReach(user: ServerUser, dataDir: string, log: (message: string) => void): void {
  const barriers: string[] = [];
  for (let dir = path.resolve(dataDir); ; dir = path.dirname(dir)) {
    barriers.unshift(dir);
    if (path.dirname(dir) === dir) break;
  }
  for (const dir of barriers) {
    if (canEnter(user, dir)) continue;
    const stat = fs.statSync(dir);
    const ours = stat.uid === process.getuid?.() && stat.gid === process.getgid?.();
    if (dir === path.resolve(dataDir) && ours && (stat.mode & 0o077) === 0) {
      fs.chownSync(dir, stat.uid, user.gid);
      fs.chmodSync(dir, (stat.mode & 0o777) | 0o010);
      log(
        `DATA_DIR ${dir} was open to its owner alone: the group \`${user.name}\` may now pass through it (not list it), so PostgreSQL, running as \`${user.name}\`, can reach its data.`,
      );
      if (canEnter(user, dir)) continue;
    }
    throw new StartupError(
      `PostgreSQL runs as the system user \`${user.name}\` (Usher runs as root, which PostgreSQL refuses), and that user cannot enter ${dir} (mode ${(stat.mode & 0o777).toString(8)}, owner uid ${stat.uid}).`,
      `Choose a DATA_DIR that \`${user.name}\` can reach, let it through (chmod o+x ${dir}), or run Usher as an ordinary user.`,
    );
  }
}
