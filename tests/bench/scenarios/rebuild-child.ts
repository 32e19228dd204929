/**
 * The rebuild in a process of its own (scenarios/rebuild.ts's runRebuild forks it): every read model
 * rebuilt from the log, as `npm run projections:rebuild` runs it, a fresh process with a pool of four.
 * Run inside the bench's own process, the rebuild shared a heap the earlier parts had grown to some
 * 400 MB, which an operator's rebuild does not have (its node CPU was 68 s there, 59 s here, on logs of
 * the same size). Its log lines and, last, its result go to the parent over IPC.
 */
import { createContext } from '@usher/infra/runtime/create-context';
import { allProjections } from '@usher/projections/all-projections';
import { rebuildEveryReadModel } from './rebuild.ts';

const databaseUrl = process.argv[2]!;
const log = (message: string) => process.send!({ log: message });

const context = await createContext(databaseUrl, { poolSize: 4, applicationName: 'usher rebuild' });
try {
  process.send!({ result: await rebuildEveryReadModel(context, allProjections, log) });
} catch (error) {
  process.send!({ error: error instanceof Error ? error.message : String(error) });
} finally {
  await context.close();
}
