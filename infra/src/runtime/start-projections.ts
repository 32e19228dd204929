import { ProjectionRunner } from '@usher/projections/runner/projection-runner';
import { allProjections } from '@usher/projections/all-projections';
import type { ServiceContext } from './context.ts';

/** Starts a runner per projection; each keeps its own checkpoint. */
export function startProjections(context: ServiceContext): { stop(): Promise<void> } {
  const runners = allProjections.map((projection) => new ProjectionRunner(context.db, context.store, projection, { notify: (channel, payload) => context.listener.notify(channel, payload) }));
  for (const runner of runners) runner.start();
  return {
    async stop() {
      await Promise.all(runners.map((runner) => runner.stop()));
    },
  };
}
