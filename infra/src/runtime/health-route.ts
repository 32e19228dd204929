import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HealthReplies } from '@usher/domain/contract/health';
import { countOpenProjectionFailures } from '../db/projection-failures.ts';
import { readConfig } from '../config.ts';
import { projectionHealth } from '../health/projection-health.ts';
import type { ServiceContext } from '../context.ts';

/**
 * `GET /api/health`: the process answers, how many events the read models
 * have set aside, and whether they keep up: `degraded` with each one's lag
 * and the reasons once one is further behind than HEALTH_LAG_SECONDS. Still
 * 200 when degraded: every instance shares the read models, so taking this
 * one out of a load balancer would help nobody. A count on a partial index
 * and an index probe per event type, so a load balancer may ask it often.
 */
export function installHealthRoute(app: FastifyInstance, context: ServiceContext): void {
  const threshold = readConfig().healthLagSeconds;
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/health', { config: { need: 'public' }, schema: { tags: ['health'], response: HealthReplies } }, async () => {
      const [failures, health] = await Promise.all([countOpenProjectionFailures(context.db), projectionHealth(context.db, context.clock, threshold)]);
      return { ...health, projection_failures: failures };
    });
}
