import { z } from 'zod';
import { EventParams, IdParams, pagingQuery } from '@usher/domain/contract/request-params';
import { safeText } from '@usher/domain/validation/safe-text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/context';
import { requireRecentAuthentication } from '@usher/infra/http/recent-authentication';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { waitForPosition } from '../consistency/wait-for-position.ts';
import { requireEndpoint, requireOrganisationWebhooks } from './webhook-access.ts';
import { listDeliveries, listEndpoints, showEndpoint } from './webhook-queries.ts';
import {
  GetEventsWebhooksReplies,
  GetWebhookReplies,
  GetWebhooksDeliveriesReplies,
  GetWebhooksReplies,
  GetWebhooksSecretReplies,
} from '@usher/domain/contract/webhooks';

const EndpointParams = IdParams;
const DeliveryQuery = z.object({
  status: z.enum(['pending', 'succeeded', 'failed']).optional(),
  event_type: safeText({ max: 200 }).optional(),
  ...pagingQuery(),
});

const PROJECTION = 'webhook_endpoints';

/** Webhook endpoints and their delivery log: the read side. */
export function webhookQueryRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['webhooks'];

    app.get('/api/v2/webhooks', { config: { need: ['update', 'organisation'] }, schema: { tags, response: GetWebhooksReplies } }, async (request) => {
      const { user } = request;
      requireOrganisationWebhooks(user, 'view');
      await waitForPosition(context, request, PROJECTION);
      return listEndpoints(context, user.organisation_id, null);
    });

    app.get(
      '/api/v2/events/:e/webhooks',
      { config: { need: ['read', 'event'] }, schema: { params: EventParams, tags, response: GetEventsWebhooksReplies } },
      async (request) => {
        const { user } = request;
        await waitForPosition(context, request, PROJECTION);
        return listEndpoints(context, user.organisation_id, request.params.e);
      },
    );

    app.get(
      '/api/v2/webhooks/:id',
      { config: { need: ['update', 'organisation_object'] }, schema: { params: EndpointParams, tags, response: GetWebhookReplies } },
      async (request) => {
        const { user } = request;
        await waitForPosition(context, request, PROJECTION);
        return showEndpoint(context, await requireEndpoint(context, user, request.params.id, 'view'));
      },
    );

    // Shown on request only, to those who may manage the endpoint; never in lists.
    app.get(
      '/api/v2/webhooks/:id/secret',
      { config: { need: ['update', 'organisation_object'] }, schema: { params: EndpointParams, tags, response: GetWebhooksSecretReplies } },
      async (request) => {
        const { user } = request;
        await waitForPosition(context, request, PROJECTION);
        const endpoint = await requireEndpoint(context, user, request.params.id, 'edit');
        // The secret signs what the receiver trusts: whoever reads it must have just proved who they are.
        await requireRecentAuthentication(context, user);
        const row = await context.db.selectFrom('webhook_secrets').select('secret').where('endpoint_id', '=', endpoint.id).executeTakeFirst();
        if (!row) throw DomainError.notFound('webhook_endpoint');
        return { data: { id: endpoint.id, secret: row.secret } };
      },
    );

    app.get(
      '/api/v2/webhooks/:id/deliveries',
      {
        config: { need: ['update', 'organisation_object'] },
        schema: { params: EndpointParams, querystring: DeliveryQuery, tags, response: GetWebhooksDeliveriesReplies },
      },
      async (request) => {
        const { user } = request;
        await waitForPosition(context, request, PROJECTION);
        const endpoint = await requireEndpoint(context, user, request.params.id, 'view');
        return listDeliveries(context, endpoint.id, request.query);
      },
    );
  };
}
