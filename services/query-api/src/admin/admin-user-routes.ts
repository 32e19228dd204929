import { z } from 'zod';
import { pagingQuery } from '@usher/domain/contract/request-params';
import { safeText } from '@usher/domain/validation/safe-text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/context';
import { listUsers } from './admin-user-queries.ts';
import { GetUserReplies } from '@usher/domain/contract/admin';

const UserListQuery = z.object({
  search: safeText({ max: 200 }).optional(),
  ...pagingQuery(),
});

/** Spec section 7 'GET /user (query)': the admin panel's list of accounts. */
export function adminUserRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v2/user',
      { config: { need: ['administer', 'instance'] }, schema: { querystring: UserListQuery, tags: ['admin'], response: GetUserReplies } },
      async (request) => {
        return listUsers(context, request.query);
      },
    );
  };
}
