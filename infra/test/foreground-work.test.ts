import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { foregroundWork } from '../src/foreground-work.ts';

/** Foreground work that lasts until `finish` is called; `running` settles after it. */
function workUnderWay(): { finish: () => void; running: Promise<void> } {
  let finish!: () => void;
  const running = foregroundWork.during(() => new Promise<void>((resolve) => (finish = resolve)));
  return { finish, running };
}

describe('foreground work', () => {
  it('is counted while it runs, and no longer once it has settled, failed or not', async () => {
    expect(foregroundWork.busy()).toBe(false);
    const { finish, running } = workUnderWay();
    expect(foregroundWork.busy()).toBe(true);
    finish();
    await running;
    expect(foregroundWork.busy()).toBe(false);
    await expect(foregroundWork.during(() => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(foregroundWork.busy()).toBe(false);
  });

  it('holds a waiting sender until the work has settled', async () => {
    const { finish, running } = workUnderWay();
    const order: string[] = [];
    const waiting = foregroundWork.yieldTo({ maxWaitMs: 60_000 }).then(() => order.push('sender went on'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    order.push('work settled');
    finish();
    await running;
    await waiting;
    expect(order).toEqual(['work settled', 'sender went on']);
  });

  it('lets a sender go on after its longest wait even while the work lasts', async () => {
    const { finish, running } = workUnderWay();
    await foregroundWork.yieldTo({ maxWaitMs: 50 });
    expect(foregroundWork.busy()).toBe(true);
    finish();
    await running;
  });

  it('lets a sender that is told to stop go at once', async () => {
    const { finish, running } = workUnderWay();
    let stopping = false;
    const waiting = foregroundWork.yieldTo({ maxWaitMs: 60_000, unless: () => stopping });
    stopping = true;
    await waiting;
    expect(foregroundWork.busy()).toBe(true);
    finish();
    await running;
  });

  it('is seen by a thread that adopted the count', async () => {
    const { finish, running } = workUnderWay();
    // The worker reads the count as the senders thread does: through the buffer the main thread handed it.
    const worker = new Worker(
      `const { parentPort, workerData } = require('node:worker_threads');
       const count = new Int32Array(workerData);
       parentPort.postMessage(Atomics.load(count, 0));`,
      { eval: true, workerData: foregroundWork.buffer() },
    );
    const seen = await new Promise((resolve, reject) => worker.once('message', resolve).once('error', reject));
    await worker.terminate();
    finish();
    await running;
    expect(seen).toBe(1);
  });
});
