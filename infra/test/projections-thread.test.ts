import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { addGuests, createEvent, statsOf } from '../src/testing/api-helpers.ts';
import fs from 'node:fs';
import { startProjectionsThread } from '../src/runtime/projections-thread.ts';
import { ownThreadNice } from '../src/runtime/thread-priority.ts';

// npm start runs the projections in a worker thread: it hears of appends and
// tells the websocket hub through PostgreSQL, like a process of its own.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'), { projections: false });
});
afterAll(async () => {
  await t.close();
});

/** Reads until `done`; a read that fails (the event not projected yet answers 404) is read again. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read().catch(() => undefined);
    if (value !== undefined && done(value)) return value;
    if (Date.now() > deadline) throw new Error(`not reached within ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the projections thread', () => {
  it('follows what the main thread appends, and stops cleanly', async () => {
    const thread = await startProjectionsThread({ databaseUrl: t.context.database.url, appUrl: 'http://usher.test', poolSize: 4, nice: 0 });
    try {
      await followsAppends();
    } finally {
      await thread.stop();
    }
  });

  it('splits as npm start splits it: the read models in one thread, the senders in another', async () => {
    const thread = { databaseUrl: t.context.database.url, appUrl: 'http://usher.test', poolSize: 4, nice: 0 };
    const readModels = await startProjectionsThread({ ...thread, part: 'read-models' });
    const senders = await startProjectionsThread({ ...thread, part: 'senders' });
    try {
      await followsAppends();
    } finally {
      await senders.stop();
      await readModels.stop();
    }
  });

  /** What the thread that builds the read models must do: project the main thread's appends and tell its hub. */
  async function followsAppends() {
    const { auth } = await t.signUp();
    const event = await createEvent(t, auth);
    await addGuests(t, auth, event.uuid, [{ first_name: 'Ada' }, { first_name: 'Grace' }]);
    const stats = await until(
      () => statsOf(t, auth, event.uuid),
      (s) => s.total_individuals === 2,
    );
    expect(stats.total_individuals).toBe(2);
    // Told through PostgreSQL's notifications, the main thread's hub hears of the change.
    const heard = new Promise<string>((resolve) => t.context.listener.once('usher_projection', resolve));
    await addGuests(t, auth, event.uuid, [{ first_name: 'Hedy' }]);
    expect(JSON.parse(await heard)).toMatchObject({ event_uuid: event.uuid });
  }

  it.runIf(process.platform === 'linux')('runs at a lower priority than the thread that answers requests, which keeps its own', async () => {
    const nicesOfThreads = () => fs.readdirSync('/proc/self/task').map((task) => ownThreadNice(() => fs.readFileSync(`/proc/self/task/${task}/stat`, 'utf8')));
    const before = nicesOfThreads().filter((nice) => nice === 7).length;
    const thread = await startProjectionsThread({ databaseUrl: t.context.database.url, appUrl: 'http://usher.test', poolSize: 4, nice: 7 });
    try {
      expect(nicesOfThreads().filter((nice) => nice === 7).length).toBe(before + 1);
      expect(ownThreadNice(() => fs.readFileSync('/proc/thread-self/stat', 'utf8'))).toBe(0);
    } finally {
      await thread.stop();
    }
  });
});
