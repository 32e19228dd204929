import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/context';
import { pastSnapshotsOf } from './past-snapshots-of-context.ts';

/**
 * At start, sweeps the snapshot schemas a previous process left behind; at
 * close, drops this process's own. Neither may hold up or fail the server.
 */
export function timeTravelLifecycle(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onReady', async () => {
      void pastSnapshotsOf(context)
        .sweepLeftovers()
        .catch((error: unknown) => app.log.warn({ err: error }, 'time travel: sweeping leftover snapshots failed'));
    });
    app.addHook('onClose', async () => {
      await pastSnapshotsOf(context).close();
    });
  };
}
