import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '@usher/infra/context';
import { resumeDuplications, stopDuplications } from './duplication-runner.ts';

// How often a command instance looks for duplications whose process died (another instance's, in scaled mode).
const SWEEP_MS = 60_000;

/**
 * Duplications a stopped process left unfinished carry on once the service
 * is up, and every minute after (a run another live instance holds is left
 * to it: duplication-runner.ts locks each copy). Closing lets the running
 * ones finish their current part.
 */
export function resumeDuplicationsInBackground(app: FastifyInstance, context: ServiceContext): void {
  let timer: NodeJS.Timeout | null = null;
  const sweep = () => resumeDuplications(context).catch((error: unknown) => app.log.error({ err: error }, 'resuming duplications failed'));
  app.addHook('onReady', async () => {
    void sweep();
    timer = setInterval(() => void sweep(), SWEEP_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await stopDuplications();
  });
}
