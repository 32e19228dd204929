import { Worker } from 'node:worker_threads';
import { foregroundWork } from '../foreground-work.ts';
import type { ProjectionsPart } from './start-projections.ts';

export interface ProjectionsThreadData {
  databaseUrl: string;
  appUrl: string;
  poolSize: number;
  /** How much lower than the main thread it runs (thread-priority.ts); 0: the same. */
  nice: number;
  /** Which followers of the log it runs (all of them by default). */
  part?: ProjectionsPart;
  /** The main thread's count of foreground work (foreground-work.ts), which the senders wait for. */
  foreground?: SharedArrayBuffer;
}

export type ProjectionsThreadMessage = { type: 'started' } | { type: 'stop' } | { type: 'stopped' };

// A thread that died is started again after this long.
const RESTART_AFTER_MS = 1000;
// A thread that has not stopped in this long is ended.
const STOP_TIMEOUT_MS = 15_000;

/**
 * The all-in-one process runs its projections in a worker thread: commands
 * and queries keep the main thread, the projections get a core of their own.
 * A bulk upload's import and the guest list following it then run side by
 * side instead of taking turns on one thread. The thread is the projections
 * service of scaled mode, unchanged; `npm start` runs it as two (`part`): the
 * read models, and the senders (mail, webhooks) at a lower priority.
 */
export async function startProjectionsThread(data: ProjectionsThreadData): Promise<{ stop(): Promise<void> }> {
  let stopping = false;
  let current = await spawn(data);
  const watch = (worker: Worker) => {
    worker.once('exit', (code) => {
      if (stopping) return;
      console.error(`projections thread exited (${code}); starting it again`);
      setTimeout(() => {
        if (stopping) return;
        spawn(data).then(
          (next) => watch((current = next)),
          (error: unknown) => console.error('projections thread failed to start', error),
        );
      }, RESTART_AFTER_MS).unref();
    });
  };
  watch(current);
  return {
    async stop() {
      stopping = true;
      await stopWorker(current);
    },
  };
}

function spawn(data: ProjectionsThreadData): Promise<Worker> {
  const workerData: ProjectionsThreadData = { ...data, foreground: foregroundWork.buffer() };
  const worker = new Worker(new URL('./projections-worker.mjs', import.meta.url), { workerData, name: data.part ?? 'projections' });
  worker.on('error', (error) => console.error('projections thread failed', error));
  return new Promise((resolve, reject) => {
    const started = (message: ProjectionsThreadMessage) => {
      if (message.type !== 'started') return;
      worker.off('message', started);
      worker.off('exit', exited);
      resolve(worker);
    };
    const exited = (code: number) => reject(new Error(`projections thread exited (${code}) before it started`));
    worker.on('message', started);
    worker.once('exit', exited);
  });
}

async function stopWorker(worker: Worker): Promise<void> {
  const stopped = new Promise<void>((resolve) => {
    worker.on('message', (message: ProjectionsThreadMessage) => message.type === 'stopped' && resolve());
    worker.once('exit', () => resolve());
  });
  worker.postMessage({ type: 'stop' } satisfies ProjectionsThreadMessage);
  const timer = setTimeout(() => void worker.terminate(), STOP_TIMEOUT_MS);
  await stopped;
  clearTimeout(timer);
  await worker.terminate();
}
