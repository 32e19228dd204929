import { eventCatalogue, type DomainEvent } from '@usher/events';
import { webhookEndpointStream } from '@usher/events/webhook-events';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { webhookEndpointDecider, type WebhookEndpointCommand, type WebhookEndpointState } from '@usher/domain/webhooks/webhook-endpoint-decider';
import type { WebhookEndpointInput } from '@usher/domain/webhooks/webhook-rules';
import type { AuthUser } from '@usher/infra/http/authenticate';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import type { Db } from '@usher/infra/db/database';
import { execute } from '../handling/execute.ts';
import { newWebhookSecret, rotateSecret, storeSecret } from './webhook-secrets.ts';
import { fold } from '@usher/domain/deciders/decider';

export function presentEndpoint(state: WebhookEndpointState, times?: { created_at: string; updated_at: string }) {
  return {
    id: state.endpoint_id!,
    organisation_id: state.organisation_id!,
    event_uuid: state.event_uuid,
    url: state.url,
    description: state.description,
    event_types: state.event_types,
    enabled: state.enabled,
    created_by: state.created_by,
    created_at: times?.created_at ?? null,
    updated_at: times?.updated_at ?? null,
  };
}

/**
 * Appends an endpoint's events inside the caller's transaction, with the
 * secrets-table change they go with: both commit or neither does.
 */
async function appendWithSecret(
  context: ServiceContext,
  streamId: string,
  expectedVersion: number,
  events: DomainEvent[],
  metadata: EventMetadata,
  secretChange: (trx: Db) => Promise<void>,
) {
  const result = await context.db.transaction().execute(async (trx) => {
    await secretChange(trx);
    return context.store.append(
      [
        {
          streamId,
          expectedVersion,
          events: events.map((event) => ({
            type: event.type,
            schemaVersion: eventCatalogue[event.type].version,
            data: eventCatalogue[event.type].schema.parse(event.data) as Record<string, unknown>,
            metadata,
          })),
        },
      ],
      { trx },
    );
  });
  context.store.notifyAppended(events.map((event) => event.type));
  return result;
}

/**
 * A new endpoint for the organisation (eventUuid null) or one event, for whom
 * its route lets through; its secret is shown in this reply and on request only.
 */
export async function createEndpoint(context: ServiceContext, user: AuthUser, eventUuid: string | null, input: WebhookEndpointInput, metadata: EventMetadata) {
  const endpoint_id = context.ids.uuid();
  const command: WebhookEndpointCommand = {
    type: 'CreateWebhookEndpoint',
    endpoint_id,
    organisation_id: user.organisation_id,
    event_uuid: eventUuid,
    created_by: user.id,
    ...input,
  };
  const events = webhookEndpointDecider.decide(command, webhookEndpointDecider.initialState());
  const secret = newWebhookSecret();
  const result = await appendWithSecret(context, webhookEndpointStream(endpoint_id), 0, events, { ...metadata, event_uuid: eventUuid }, (trx) =>
    storeSecret(trx, endpoint_id, secret),
  );
  const state = fold(webhookEndpointDecider, events);
  const at = new Date(result.events[0]!.recordedAt).toISOString();
  return { data: { ...presentEndpoint(state, { created_at: at, updated_at: at }), secret }, position: result.position };
}

type EndpointChange = Exclude<WebhookEndpointCommand, { type: 'CreateWebhookEndpoint' | 'DisableFailingWebhookEndpoint' | 'DisableOrphanedWebhookEndpoint' }>;

/**
 * Edits, turns on or off, or records a request about an endpoint its route
 * judged the user may manage; the metadata names the endpoint's event (the hook's).
 */
export async function changeEndpoint(context: ServiceContext, endpointId: string, command: EndpointChange, metadata: EventMetadata) {
  const streamId = webhookEndpointStream(endpointId);
  const result = await execute(context.store, webhookEndpointDecider, [{ streamId, command }], metadata);
  return { data: presentEndpoint(result.states.get(streamId)!, result.timestamps.get(streamId)), position: result.position };
}

export async function deleteEndpoint(context: ServiceContext, endpointId: string, metadata: EventMetadata) {
  const reply = await changeEndpoint(context, endpointId, { type: 'DeleteWebhookEndpoint' }, metadata);
  // The secret has nothing left to sign; the dispatcher drops the endpoint's queue when it reads the event.
  await context.db.deleteFrom('webhook_secrets').where('endpoint_id', '=', endpointId).execute();
  return { data: { id: endpointId, deleted: true as const }, position: reply.position };
}

/** A new secret, returned once; the old one keeps signing beside it for a day. */
export async function rotateEndpointSecret(context: ServiceContext, endpoint: WebhookEndpointState, metadata: EventMetadata) {
  const endpointId = endpoint.endpoint_id!;
  const streamId = webhookEndpointStream(endpointId);
  const version = await context.store.streamVersion(streamId);
  const events = webhookEndpointDecider.decide({ type: 'RecordSecretRotation' }, endpoint);
  const secret = newWebhookSecret();
  const result = await appendWithSecret(context, streamId, version, events, metadata, (trx) => rotateSecret(trx, endpointId, secret));
  return { data: { id: endpointId, secret }, position: result.position };
}

/**
 * Queues a delivery that succeeded or was given up once more: a new round
 * of attempts with the same `webhook-id`. It goes ahead of the endpoint's
 * other waiting deliveries, being older. One already waiting is a conflict.
 */
export async function redeliver(context: ServiceContext, endpointId: string, deliveryId: string, metadata: EventMetadata) {
  const delivery = await context.db
    .selectFrom('webhook_deliveries')
    .select(['id', 'status'])
    .where('id', '=', deliveryId)
    .where('endpoint_id', '=', endpointId)
    .executeTakeFirst();
  if (!delivery) throw DomainError.notFound('webhook_delivery');
  if (delivery.status === 'pending') throw new DomainError('conflict', 'webhook_delivery_pending', 'This delivery is waiting to be sent already.');
  const reply = await changeEndpoint(context, endpointId, { type: 'RequestRedelivery', delivery_id: deliveryId }, metadata);
  await context.db
    .updateTable('webhook_deliveries')
    .set({ status: 'pending', round_attempts: 0, next_attempt_at: null })
    .where('id', '=', deliveryId)
    .execute();
  return { data: { id: deliveryId, status: 'pending' as const }, position: reply.position };
}
