import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '@usher/infra/context';
import { pruneHits } from './rate-limit.ts';

const HOUR = 60 * 60 * 1000;

/**
 * Every failed login, bad link and sign-up leaves a row in rate_limit_hits, and nothing read
 * them back past a day: someone guessing for weeks grew the table without end. Each command
 * instance drops the old rows once an hour (the same statement from two instances is harmless).
 */
export function pruneRateLimitHitsHourly(app: FastifyInstance, context: ServiceContext): void {
  let timer: NodeJS.Timeout | null = null;
  const prune = () => pruneHits(context.db).catch((error: unknown) => app.log.warn({ err: error }, 'pruning rate-limit hits failed'));
  app.addHook('onReady', async () => {
    timer = setInterval(() => void prune(), HOUR);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
