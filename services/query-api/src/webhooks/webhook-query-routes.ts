import { z } from 'zod';
import { EventParams, IdParams, pagingQuery } from '@usher/domain/contract/request-params';
import { safeText } from '@usher/domain/validation/safe-text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/context';
import { requireRecentAuthentication } from '@usher/infra/http/recent-authentication';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { waitForPosition } from '../consistency/wait-for-position.ts';
import { ALL_EVENTS_OF_ORGANISATION } from '@usher/infra/http/declared-access';
import { endpointEventOf, endpointNamedBy, WEBHOOK_PROJECTION } from './webhook-access.ts';
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

/** Webhook endpoints and their delivery log: the read side. */
export function webhookQueryRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['webhooks'];
    const eventOf = endpointEventOf(context);

    app.get(
      '/api/v2/webhooks',
      { config: { need: ['read', 'organisation'], eventOf: ALL_EVENTS_OF_ORGANISATION }, schema: { tags, response: GetWebhooksReplies } },
      async (request) => {
        const { user } = request;
        await waitForPosition(context, request, WEBHOOK_PROJECTION);
        return listEndpoints(context, user.organisation_id, null);
      },
    );

    app.get(
      '/api/v2/events/:e/webhooks',
      { config: { need: ['read', 'event'] }, schema: { params: EventParams, tags, response: GetEventsWebhooksReplies } },
      async (request) => {
        const { user } = request;
        await waitForPosition(context, request, WEBHOOK_PROJECTION);
        return listEndpoints(context, user.organisation_id, request.params.e);
      },
    );

    app.get(
      '/api/v2/webhooks/:id',
      { config: { need: ['read', 'organisation_object'], eventOf }, schema: { params: EndpointParams, tags, response: GetWebhookReplies } },
      async (request) => {
        return showEndpoint(context, await endpointNamedBy(context, request));
      },
    );

    // Shown on request only, to those who may manage the endpoint; never in lists.
    app.get(
      '/api/v2/webhooks/:id/secret',
      { config: { need: ['update', 'organisation_object'], eventOf }, schema: { params: EndpointParams, tags, response: GetWebhooksSecretReplies } },
      async (request) => {
        const { user } = request;
        const endpoint = await endpointNamedBy(context, request);
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
        config: { need: ['read', 'organisation_object'], eventOf },
        schema: { params: EndpointParams, querystring: DeliveryQuery, tags, response: GetWebhooksDeliveriesReplies },
      },
      async (request) => {
        const endpoint = await endpointNamedBy(context, request);
        return listDeliveries(context, endpoint.id, request.query);
      },
    );
  };
}
