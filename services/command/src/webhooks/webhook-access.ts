import type { FastifyRequest } from 'fastify';
import { webhookEndpointStream } from '@usher/events/webhook-events';
import { fold } from '@usher/domain/deciders/decider';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { webhookEndpointDecider, type WebhookEndpointState } from '@usher/domain/webhooks/webhook-endpoint-decider';
import { isUuid } from '@usher/domain/ids/uuid';
import type { EventOfObject } from '@usher/infra/http/declared-access';
import type { ServiceContext } from '@usher/infra/context';
import { toDomainEvent } from '../handling/execute.ts';

export async function loadEndpoint(context: ServiceContext, endpointId: string): Promise<WebhookEndpointState> {
  if (!isUuid(endpointId)) return webhookEndpointDecider.initialState();
  const history = await context.store.readStream(webhookEndpointStream(endpointId));
  return fold(webhookEndpointDecider, history.map(toDomainEvent));
}

// The hook finds the endpoint to judge it, the handler then changes it: one read of its stream per request.
const found = new WeakMap<FastifyRequest, Promise<WebhookEndpointState>>();

/** The endpoint the path names (`:id`), of the caller's organisation; another organisation's (or a deleted) one is 404. */
export function endpointNamedBy(context: ServiceContext, request: FastifyRequest): Promise<WebhookEndpointState> {
  let endpoint = found.get(request);
  if (!endpoint) {
    endpoint = (async () => {
      const state = await loadEndpoint(context, (request.params as { id: string }).id);
      if (!state.exists || state.deleted || state.organisation_id !== request.user.organisation_id) throw DomainError.notFound('webhook_endpoint');
      return state;
    })();
    found.set(request, endpoint);
  }
  return endpoint;
}

/**
 * Who may manage an endpoint, as the routes declare it: its event's editors for
 * one event's endpoint; for an organisation-wide one, which receives every
 * event, those whose role on all its events (the default role) allows it.
 */
export function endpointEventOf(context: ServiceContext): EventOfObject {
  return { object: 'webhook_endpoint', otherwise: 'all_events', find: async (request) => (await endpointNamedBy(context, request)).event_uuid };
}
