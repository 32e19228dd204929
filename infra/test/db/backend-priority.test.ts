import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/database.ts';
import { isBackendOnThisHost } from '../../src/db/backend-priority.ts';
import { ownThreadNice } from '../../src/runtime/thread-priority.ts';
import { createTestDatabase } from '../../src/testing/test-database.ts';

// The senders' thread runs below the requests' (thread-priority.ts); its statements must too, or a
// communication going out still takes PostgreSQL's core from the guest list's queries.
let lowered: DatabaseHandle;
let plain: DatabaseHandle;

beforeAll(async () => {
  lowered = await createTestDatabase(inject('pgAdminUrl'), { max: 2, backendNice: 7, applicationName: 'usher senders' });
  plain = await createTestDatabase(inject('pgAdminUrl'), { max: 2 });
});
afterAll(async () => {
  await lowered.destroy();
  await plain.destroy();
});

const niceOf = (pid: number) => ownThreadNice(() => fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
const ownedByUs = (pid: number) => process.getuid?.() === 0 || fs.statSync(`/proc/${pid}`).uid === process.getuid?.();

async function backendOf(database: DatabaseHandle): Promise<{ pid: number; application_name: string; data_directory: string }> {
  const { rows } = await database.pool.query<{ pid: number; application_name: string; data_directory: string }>(
    `select pid, application_name, current_setting('data_directory') as data_directory from pg_stat_activity where pid = pg_backend_pid()`,
  );
  return rows[0]!;
}

async function eventually<T>(read: () => T, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const value = read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The pool asked for 7; a backend this process may not renice keeps 0. The change follows the connection, so it is waited for. */
async function expectLoweredTo7(readNice: () => number | null, pid: number): Promise<void> {
  const expected = ownedByUs(pid) ? 7 : 0;
  expect(await eventually(readNice, (nice) => nice === expected)).toBe(expected);
}

describe.runIf(process.platform === 'linux')("a pool's PostgreSQL backends", () => {
  it('run at the lower priority asked for, and are named after the part of Usher that holds them', async () => {
    const backend = await backendOf(lowered);
    expect(backend.application_name).toBe('usher senders');
    expect(isBackendOnThisHost(backend.pid, backend.data_directory)).toBe(true);
    await expectLoweredTo7(() => niceOf(backend.pid), backend.pid);
  });

  // Each backend is a session, so a scheduling group, of its own: the group's nice value is the one that counts.
  it.runIf(fs.existsSync('/proc/self/autogroup'))("run in a scheduling group lowered as much, where the kernel groups each session's tasks", async () => {
    const groupNiceOf = (pid: number) => Number(/nice (-?\d+)/.exec(fs.readFileSync(`/proc/${pid}/autogroup`, 'utf8'))?.[1]);
    const backend = await backendOf(lowered);
    await expectLoweredTo7(() => groupNiceOf(backend.pid), backend.pid);
    expect(groupNiceOf((await backendOf(plain)).pid)).toBe(0);
  });

  it('keep their priority when none is asked for', async () => {
    const backend = await backendOf(plain);
    expect(niceOf(backend.pid)).toBe(0);
  });

  it('are not taken for a process of this host that works elsewhere', () => {
    expect(isBackendOnThisHost(process.pid, '/nonexistent-data-directory')).toBe(false);
    const elsewhere = fs.mkdtempSync('/tmp/usher-not-a-cluster-');
    try {
      expect(isBackendOnThisHost(process.pid, elsewhere)).toBe(false);
    } finally {
      fs.rmdirSync(elsewhere);
    }
  });
});
