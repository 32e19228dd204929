import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HealthReplies } from '@usher/domain/contract/health';
import type { ServiceContext } from './context.ts';


/**
 * `GET /api/health`: the process answers, and how many events the read
 * models have set aside. A count on a partial index of open failures, so a
 * load balancer may ask it often.
 */
export function installHealthRoute(app: FastifyInstance, context: ServiceContext): void {
  app.withTypeProvider<ZodTypeProvider>().get('/api/health', { schema: { tags: ['health'], response: HealthReplies } }, async () => {
    const { rows } = await sql<{ open: number }>`select count(*)::int as open from projection_failures where resolved_at is null`.execute(context.db);
    return { status: 'ok' as const, projection_failures: rows[0]?.open ?? 0 };
  });
}
