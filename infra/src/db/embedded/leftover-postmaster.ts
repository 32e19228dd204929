import fs from 'node:fs';
import path from 'node:path';
import { StartupError } from './startup-error.ts';

/**
 * A PostgreSQL left running on our data directory by a start that ended
 * without stopping it: Node killed with -9 or by the kernel's out-of-memory
 * killer leaves its postmaster behind, still holding the directory.
 */
export interface Leftover {
  pid: number;
}

/** The postmaster that `postmaster.pid` names, when it is alive and really serves `clusterDir`. */
export function findLeftoverPostmaster(clusterDir: string): Leftover | null {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  let lines: string[];
  try {
    lines = fs.readFileSync(pidFile, 'utf8').split('\n');
  } catch {
    return null;
  }
  const pid = Number(lines[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return null;
  const commandLine = commandLineOf(pid);
  // Without /proc (not Linux) the pid file's own record of its directory has to do.
  const serves = commandLine ? servesDirectory(commandLine, clusterDir) : lines[1] === clusterDir;
  if (!serves) {
    // The pid was reused by another program after the server died (a reboot):
    // the file is stale, and PostgreSQL would refuse to start while it names a live process.
    fs.rmSync(pidFile, { force: true });
    return null;
  }
  return { pid };
}

/**
 * Whether a Node process still owns the leftover: then it is another running
 * Usher on the same directory (or a seed, a rebuild), not an orphan.
 */
export function ownerStillRunning(leftover: Leftover): number | null {
  const parent = parentOf(leftover.pid);
  if (!parent || parent === 1) return null;
  const commandLine = commandLineOf(parent);
  return commandLine && /(^|\/)node(\d+)?$/.test(commandLine[0] ?? '') ? parent : null;
}

/** Stops the leftover the way PostgreSQL prefers: fast shutdown, then immediate, then kill. */
export async function stopLeftover(leftover: Leftover): Promise<void> {
  for (const [signal, waitMs] of [
    ['SIGINT', 60_000],
    ['SIGQUIT', 10_000],
    ['SIGKILL', 5_000],
  ] as const) {
    try {
      process.kill(leftover.pid, signal);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ESRCH') return;
      throw new StartupError(
        `PostgreSQL (pid ${leftover.pid}), left running on this data directory, belongs to another user and cannot be stopped from here.`,
        `Stop it as that user (or as root: kill ${leftover.pid}), then start again.`,
      );
    }
    if (await exited(leftover.pid, waitMs)) return;
  }
  throw new StartupError(
    `PostgreSQL (pid ${leftover.pid}), left running by an earlier start, would not stop.`,
    `Stop it (kill ${leftover.pid}) and start again.`,
  );
}

async function exited(pid: number, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return !isAlive(pid);
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: alive, but another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // A zombie (dead, not yet reaped by its parent) answers signal 0 too.
  try {
    return !/^\d+ \(.*\) Z /.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
}

function commandLineOf(pid: number): string[] | null {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    return null;
  }
}

function parentOf(pid: number): number | null {
  try {
    // The command name may hold spaces and parentheses: the fields after its last ')' are fixed.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

function servesDirectory(commandLine: string[], clusterDir: string): boolean {
  if (path.basename(commandLine[0] ?? '') !== 'postgres') return false;
  const index = commandLine.indexOf('-D');
  const dir = index >= 0 ? commandLine[index + 1] : undefined;
  return dir !== undefined && realPath(dir) === realPath(clusterDir);
}

function realPath(dir: string): string {
  try {
    return fs.realpathSync(dir);
  } catch {
    return path.resolve(dir);
  }
}
