import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '@usher/domain/contract/request-params';
import { RequireTwoFactorReplies, TwoFactorPolicyReplies, TwoFactorPolicySchema } from '@usher/domain/contract/two-factor';
import type { ServiceContext } from '@usher/infra/context';
import { metadataFor } from '@usher/infra/http/request-metadata';
import { changeTwoFactorPolicy, readTwoFactorPolicy, requireTwoFactorOf } from './two-factor-policy.ts';

const PolicyBody = z.object({ policy: TwoFactorPolicySchema });
const RequireBody = z.object({ required: z.boolean().describe('True: the account must set up a second factor at its next request.') });

/** Issue 18 section 2: who must have a second factor, per account and for the whole instance (instance administrators). */
export function twoFactorPolicyRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['admin'];

    app.get(
      '/api/v2/admin/settings/two-factor',
      { config: { need: ['administer', 'instance'] }, schema: { tags, summary: "The instance's second-factor policy", response: TwoFactorPolicyReplies } },
      async (request) => {
        const admin = request.user;
        return { data: await readTwoFactorPolicy(context, admin) };
      },
    );

    app.put(
      '/api/v2/admin/settings/two-factor',
      {
        config: { need: ['administer', 'instance'] },
        schema: { body: PolicyBody, tags, summary: 'Changes who must have a second factor', response: TwoFactorPolicyReplies },
      },
      async (request) => {
        const admin = request.user;
        return { data: await changeTwoFactorPolicy(context, admin, request.body.policy, metadataFor(request, admin, null)) };
      },
    );

    app.post(
      '/api/v2/user/:id/require-two-factor',
      {
        config: { need: ['administer', 'instance'] },
        schema: {
          params: IdParams,
          body: RequireBody,
          tags,
          summary: 'Requires (or stops requiring) a second factor of one account',
          response: RequireTwoFactorReplies,
        },
      },
      async (request) => {
        const admin = request.user;
        return { data: await requireTwoFactorOf(context, admin, request.params.id, request.body.required, metadataFor(request, admin, null)) };
      },
    );
  };
}
