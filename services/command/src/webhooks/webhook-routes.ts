import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/context';
import { requireRecentAuthentication } from '@usher/infra/http/recent-authentication';
import { authenticate, authenticateBeforeValidation } from '@usher/infra/http/authenticate';
import { metadataFor } from '@usher/infra/http/request-metadata';
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
    authenticateBeforeValidation(app, context);
    const tags = ['webhooks'];

    app.post('/api/v2/webhooks', { schema: { body: EndpointBody, tags, response: { 201: CreatedEndpointReply } } }, async (request, reply) => {
      const user = await authenticate(context, request);
      return reply.code(201).send(await createEndpoint(context, user, null, request.body, metadataFor(request, user, null)));
    });

    app.post('/api/v2/events/:e/webhooks', { schema: { params: EventParams, body: EndpointBody, tags, response: { 201: CreatedEndpointReply } } }, async (request, reply) => {
      const user = await authenticate(context, request);
      const { e } = request.params;
      return reply.code(201).send(await createEndpoint(context, user, e, request.body, metadataFor(request, user, e)));
    });

    app.put('/api/v2/webhooks/:id', { schema: { params: EndpointParams, body: EndpointPatch, tags, response: { 200: EndpointReply } } }, async (request) => {
      const user = await authenticate(context, request);
      return changeEndpoint(context, user, request.params.id, { type: 'UpdateWebhookEndpoint', ...request.body }, metadataFor(request, user, null));
    });

    app.delete('/api/v2/webhooks/:id', { schema: { params: EndpointParams, tags, response: { 200: DeletedReply } } }, async (request) => {
      const user = await authenticate(context, request);
      return deleteEndpoint(context, user, request.params.id, metadataFor(request, user, null));
    });

    app.post('/api/v2/webhooks/:id/enable', { schema: { params: EndpointParams, tags, response: { 200: EndpointReply } } }, async (request) => {
      const user = await authenticate(context, request);
      return changeEndpoint(context, user, request.params.id, { type: 'EnableWebhookEndpoint' }, metadataFor(request, user, null));
    });

    app.post('/api/v2/webhooks/:id/disable', { schema: { params: EndpointParams, tags, response: { 200: EndpointReply } } }, async (request) => {
      const user = await authenticate(context, request);
      return changeEndpoint(context, user, request.params.id, { type: 'DisableWebhookEndpoint', reason: 'manual' }, metadataFor(request, user, null));
    });

    app.post('/api/v2/webhooks/:id/rotate-secret', { schema: { params: EndpointParams, tags, response: { 200: SecretReply } } }, async (request) => {
      const user = await authenticate(context, request);
      // The answer shows the new secret, as revealing one does: the password is asked again first.
      await requireRecentAuthentication(context, user);
      return rotateEndpointSecret(context, user, request.params.id, metadataFor(request, user, null));
    });

    app.post('/api/v2/webhooks/:id/test', { schema: { params: EndpointParams, tags, response: { 202: EndpointReply } } }, async (request, reply) => {
      const user = await authenticate(context, request);
      return reply.code(202).send(await changeEndpoint(context, user, request.params.id, { type: 'RequestTestDelivery' }, metadataFor(request, user, null)));
    });

    app.post('/api/v2/webhooks/:id/deliveries/:delivery/redeliver', { schema: { params: DeliveryParams, tags, response: { 202: RedeliveryReply } } }, async (request, reply) => {
      const user = await authenticate(context, request);
      return reply.code(202).send(await redeliver(context, user, request.params.id, request.params.delivery, metadataFor(request, user, null)));
    });
  };
}
