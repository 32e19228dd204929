import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/context';
import { requireRecentAuthentication } from '@usher/infra/http/recent-authentication';
import { ALL_EVENTS_OF_ORGANISATION } from '@usher/infra/http/declared-access';
import { endpointEventOf, endpointNamedBy } from './webhook-access.ts';
import { changeEndpoint, createEndpoint, deleteEndpoint, redeliver, rotateEndpointSecret } from './webhook-handlers.ts';
import {
  CreatedEndpointReply,
  DeletedReply,
  DeliveryParams,
  EndpointBody,
  EndpointParams,
  EndpointPatch,
  EndpointReply,
  EventParams,
  RedeliveryReply,
  SecretReply,
} from './webhook-schemas.ts';

/** Webhook endpoints of the organisation and of events: the write side (lists and deliveries are in the query API). */
export function webhookRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['webhooks'];
    const eventOf = endpointEventOf(context);

    app.post(
      '/api/v2/webhooks',
      {
        config: { need: ['update', 'organisation'], eventOf: ALL_EVENTS_OF_ORGANISATION },
        schema: { body: EndpointBody, tags, response: { 201: CreatedEndpointReply } },
      },
      async (request, reply) => {
        const { user } = request;
        return reply.code(201).send(await createEndpoint(context, user, null, request.body, request.metadata));
      },
    );

    app.post(
      '/api/v2/events/:e/webhooks',
      { config: { need: ['update', 'event'] }, schema: { params: EventParams, body: EndpointBody, tags, response: { 201: CreatedEndpointReply } } },
      async (request, reply) => {
        const { user } = request;
        const { e } = request.params;
        return reply.code(201).send(await createEndpoint(context, user, e, request.body, request.metadata));
      },
    );

    app.put(
      '/api/v2/webhooks/:id',
      {
        config: { need: ['update', 'organisation_object'], eventOf },
        schema: { params: EndpointParams, body: EndpointPatch, tags, response: { 200: EndpointReply } },
      },
      async (request) => {
        return changeEndpoint(context, request.params.id, { type: 'UpdateWebhookEndpoint', ...request.body }, request.metadata);
      },
    );

    app.delete(
      '/api/v2/webhooks/:id',
      { config: { need: ['update', 'organisation_object'], eventOf }, schema: { params: EndpointParams, tags, response: { 200: DeletedReply } } },
      async (request) => {
        return deleteEndpoint(context, request.params.id, request.metadata);
      },
    );

    app.post(
      '/api/v2/webhooks/:id/enable',
      { config: { need: ['update', 'organisation_object'], eventOf }, schema: { params: EndpointParams, tags, response: { 200: EndpointReply } } },
      async (request) => {
        return changeEndpoint(context, request.params.id, { type: 'EnableWebhookEndpoint' }, request.metadata);
      },
    );

    app.post(
      '/api/v2/webhooks/:id/disable',
      { config: { need: ['update', 'organisation_object'], eventOf }, schema: { params: EndpointParams, tags, response: { 200: EndpointReply } } },
      async (request) => {
        return changeEndpoint(context, request.params.id, { type: 'DisableWebhookEndpoint', reason: 'manual' }, request.metadata);
      },
    );

    app.post(
      '/api/v2/webhooks/:id/rotate-secret',
      { config: { need: ['update', 'organisation_object'], eventOf }, schema: { params: EndpointParams, tags, response: { 200: SecretReply } } },
      async (request) => {
        const { user } = request;
        // The answer shows the new secret, as revealing one does: the password is asked again first.
        await requireRecentAuthentication(context, user);
        return rotateEndpointSecret(context, await endpointNamedBy(context, request), request.metadata);
      },
    );

    app.post(
      '/api/v2/webhooks/:id/test',
      { config: { need: ['update', 'organisation_object'], eventOf }, schema: { params: EndpointParams, tags, response: { 202: EndpointReply } } },
      async (request, reply) => {
        return reply.code(202).send(await changeEndpoint(context, request.params.id, { type: 'RequestTestDelivery' }, request.metadata));
      },
    );

    app.post(
      '/api/v2/webhooks/:id/deliveries/:delivery/redeliver',
      { config: { need: ['update', 'organisation_object'], eventOf }, schema: { params: DeliveryParams, tags, response: { 202: RedeliveryReply } } },
      async (request, reply) => {
        return reply.code(202).send(await redeliver(context, request.params.id, request.params.delivery, request.metadata));
      },
    );
  };
}
