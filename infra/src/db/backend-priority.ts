import fs from 'node:fs';
import os from 'node:os';
import type pg from 'pg';

/**
 * Lowers the CPU priority of the PostgreSQL backends that serve this pool,
 * when they run on this host under a user this process may renice (the
 * embedded database of `npm start`, a database beside the product). A
 * thread lowered by thread-priority.ts still had its statements run at full
 * priority, beside the guest list's and a bulk command's (issue 31: 1.6 s of
 * PostgreSQL's time in a bulk delete's 10 s answer went to the senders).
 *
 * The backend is known to be this host's by its working directory, which is
 * its cluster's data directory; any other case (a database on another host,
 * a role that may not read data_directory, another user's processes) leaves
 * the backend as it is. Lowering is all this does: raising needs privileges.
 */
export function lowerBackendPriorityOnConnect(nice: number): ((client: pg.ClientBase) => Promise<void>) | undefined {
  if (nice <= 0 || process.platform !== 'linux') return undefined;
  // pg-pool's onConnect: done before the new client serves anyone, and it must not fail (a failure ends the client).
  return (client) => lowerBackendPriority(client, Math.min(19, Math.round(nice)));
}

async function lowerBackendPriority(client: pg.ClientBase, nice: number): Promise<void> {
  try {
    const { rows } = await client.query<{ pid: number; data_directory: string | null }>(
      `select pg_backend_pid() as pid, current_setting('data_directory', true) as data_directory`,
    );
    const backend = rows[0];
    if (!backend?.data_directory || !isBackendOnThisHost(backend.pid, backend.data_directory)) return;
    os.setPriority(backend.pid, nice);
    lowerAutogroup(backend.pid, backend.data_directory, nice);
  } catch {
    // Not allowed to read the setting or to renice the process: the backend keeps its priority.
  }
}

// The kernel lets a process without CAP_SYS_ADMIN change one group's nice value per 100 ms, whoever asks.
const AUTOGROUP_RETRY_MS = 150;
const AUTOGROUP_ATTEMPTS = 20;

/**
 * PostgreSQL starts every backend in a session of its own (setsid), and where
 * the kernel groups tasks by session (autogroups: CONFIG_SCHED_AUTOGROUP, on in
 * Debian's kernels and this machine's), each backend is a scheduling group of
 * one. The kernel shares the CPU between groups first and orders tasks by their
 * nice value only within a group, so the backend's own nice value changed
 * nothing against the requests' backends. Its group's nice value, written to
 * /proc/PID/autogroup, does. Without autogroups, or not allowed, the backend's
 * group keeps its priority; a change refused for coming within the kernel's
 * 100 ms of another (EAGAIN) is asked again a little later.
 */
function lowerAutogroup(pid: number, dataDirectory: string, nice: number, attemptsLeft = AUTOGROUP_ATTEMPTS): void {
  // Asked again later: the backend may have ended meanwhile, and its number gone to another process.
  if (attemptsLeft < AUTOGROUP_ATTEMPTS && !isBackendOnThisHost(pid, dataDirectory)) return;
  try {
    fs.writeFileSync(`/proc/${pid}/autogroup`, String(nice));
  } catch (error) {
    // A pool opening its connections at once asks within 100 ms: ask again after it, without holding the connection up.
    if ((error as NodeJS.ErrnoException).code === 'EAGAIN' && attemptsLeft > 1)
      setTimeout(() => lowerAutogroup(pid, dataDirectory, nice, attemptsLeft - 1), AUTOGROUP_RETRY_MS).unref();
    // Otherwise no autogroups here, or not ours to change: the nice value set above is the whole of it.
  }
}

/** Whether process `pid` of this host works in that data directory, as the backend it names does. */
export function isBackendOnThisHost(pid: number, dataDirectory: string): boolean {
  try {
    return fs.realpathSync(`/proc/${pid}/cwd`) === fs.realpathSync(dataDirectory);
  } catch {
    return false;
  }
}
