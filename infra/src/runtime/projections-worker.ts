import { parentPort, workerData } from 'node:worker_threads';
import { createContext } from './create-context.ts';
import { startProjections } from './start-projections.ts';
import { lowerThreadPriority } from './thread-priority.ts';
import { foregroundWork } from '../foreground-work.ts';
import type { ProjectionsThreadData, ProjectionsThreadMessage } from './projections-thread.ts';

/**
 * The projections service in a thread of its own: its own connections, its
 * own store and listener, exactly as `npm run start:projections` runs it in
 * scaled mode. It hears of appends through PostgreSQL's notifications and
 * tells the websocket hub through them, like any other process.
 */
const { databaseUrl, appUrl, poolSize, nice, part, foreground } = workerData as ProjectionsThreadData;
if (foreground) foregroundWork.adopt(foreground);
// Requests first: on a small machine, a communication being rendered or a guest list being
// projected yields the cores to the main thread's answers, and catches up in the gaps (issue 31).
lowerThreadPriority(nice);
const port = parentPort!;
const send = (message: ProjectionsThreadMessage) => port.postMessage(message);

// Its statements too: a thread that yields its core still had PostgreSQL's taken at full priority.
const context = await createContext(databaseUrl, { poolSize, backendNice: nice, applicationName: `usher ${part ?? 'projections'}` });
const projections = startProjections(context, { appUrl, part });
send({ type: 'started' });

port.on('message', (message: ProjectionsThreadMessage) => {
  if (message.type !== 'stop') return;
  void (async () => {
    await projections.stop();
    await context.close();
    send({ type: 'stopped' });
  })();
});
