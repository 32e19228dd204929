import { eventCatalogue } from '@usher/events';
import { webhookEndpointStream } from '@usher/events/webhook-events';
import { fold } from '@usher/domain/deciders/decider';
import { webhookEndpointDecider } from '@usher/domain/webhooks/webhook-endpoint-decider';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import { webhookEndpointsCreatedBy } from '@usher/infra/eventstore/log-lookups';
import type { ServiceContext } from '@usher/infra/context';
import { toDomainEvent } from '../handling/execute.ts';

/**
 * The appends that disable the webhook endpoints a deleted account made: they would keep sending
 * the organisation's events to a receiver no one in it answers for. Each is disabled for
 * `owner_deleted`, which the webhook dispatcher turns into a notice to the organisation's founder,
 * who may enable it again as theirs. Appended in the deletion's own transaction.
 */
export async function orphanedWebhookAppends(context: ServiceContext, userId: string, metadata: EventMetadata) {
  const appends = [];
  for (const endpointId of await webhookEndpointsCreatedBy(context.db, userId)) {
    const streamId = webhookEndpointStream(endpointId);
    const history = await context.store.readStream(streamId);
    const state = fold(webhookEndpointDecider, history.map(toDomainEvent));
    const events = webhookEndpointDecider.decide({ type: 'DisableOrphanedWebhookEndpoint' }, state).map((event) => {
      const entry = eventCatalogue[event.type];
      return {
        type: event.type,
        schemaVersion: entry.version,
        data: entry.schema.parse(event.data) as Record<string, unknown>,
        metadata: { ...metadata, organisation_id: state.organisation_id ?? metadata.organisation_id, event_uuid: state.event_uuid },
      };
    });
    if (events.length > 0) appends.push({ streamId, expectedVersion: history.length, events });
  }
  return appends;
}
