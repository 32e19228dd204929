import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HealthReplies } from '@usher/domain/contract/health';
import { countOpenProjectionFailures } from '../db/projection-failures.ts';
import type { ServiceContext } from './context.ts';

/**
 * `GET /api/health`: the process answers, and how many events the read
 * models have set aside. A count on a partial index of open failures, so a
 * load balancer may ask it often.
 */
export function installHealthRoute(app: FastifyInstance, context: ServiceContext): void {
  app.withTypeProvider<ZodTypeProvider>().get('/api/health', { schema: { tags: ['health'], response: HealthReplies } }, async () => {
    return { status: 'ok' as const, projection_failures: await countOpenProjectionFailures(context.db) };
  });
}
