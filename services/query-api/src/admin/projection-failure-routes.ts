import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GetProjectionFailuresReplies } from '@usher/domain/contract/admin';
import type { ServiceContext } from '@usher/infra/context';
import { pagingQuery } from '@usher/domain/contract/request-params';
import { listProjectionFailures } from './projection-failure-queries.ts';

const FailureListQuery = z.object({
  include_resolved: z.enum(['0', '1', 'true', 'false']).optional(),
  ...pagingQuery(),
});

/**
 * For the instance's administrators: events a read model could not apply and
 * set aside (the health route counts them). Each names the projection, the
 * event's place in the log and the error; a rebuild after a fix resolves them.
 */
export function projectionFailureRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v2/admin/projection-failures',
      {
        config: { need: ['administer', 'instance'] },
        schema: {
          querystring: FailureListQuery,
          response: GetProjectionFailuresReplies,
          tags: ['admin'],
          summary: 'Events the read models set aside, newest first',
        },
      },
      async (request) => {
        const includeResolved = request.query.include_resolved === '1' || request.query.include_resolved === 'true';
        return listProjectionFailures(context, { includeResolved, page: request.query.page, per_page: request.query.per_page });
      },
    );
  };
}
