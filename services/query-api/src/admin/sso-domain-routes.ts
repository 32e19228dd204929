import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagingQuery } from '@usher/domain/contract/request-params';
import { GetAdminSsoDomainsReplies } from '@usher/domain/contract/sso';
import type { ServiceContext } from '@usher/infra/context';
import { waitForPosition } from '../consistency/wait-for-position.ts';
import { listSsoDomainClaims } from './sso-domain-queries.ts';

const ClaimListQuery = z.object({ ...pagingQuery() });

/** The admin panel's review of organisations' email domains for single sign-on (issue 27). */
export function adminSsoDomainRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v2/admin/sso-domains',
      { config: { need: ['administer', 'instance'] }, schema: { querystring: ClaimListQuery, tags: ['admin'], response: GetAdminSsoDomainsReplies } },
      async (request) => {
        await waitForPosition(context, request, 'sso_domain_claims', 'organisations');
        return listSsoDomainClaims(context, request.query);
      },
    );
  };
}
