import { eventCatalogue } from '@usher/events';
import { webhookEndpointStream } from '@usher/events/webhook-events';
import { fold } from '@usher/domain/deciders/decider';
import { webhookEndpointDecider } from '@usher/domain/webhooks/webhook-endpoint-decider';
import type { EventStore } from '@usher/infra/eventstore/event-store';
import { WrongExpectedVersionError, type EventMetadata } from '@usher/infra/eventstore/types';
import { randomUUID } from 'node:crypto';
import type { DirectoryEndpoint } from './endpoint-directory.ts';

const MAX_ATTEMPTS = 5;

/**
 * Turns off an endpoint that keeps failing, as an event (so the screens, the
 * log and the owner's notice all follow from it). Nothing happens when
 * someone turned it off or deleted it meanwhile.
 */
export async function disableFailingEndpoint(
  store: EventStore,
  endpoint: DirectoryEndpoint,
  streak: { consecutive_failures: number; failing_since: string },
): Promise<boolean> {
  const streamId = webhookEndpointStream(endpoint.id);
  const metadata: EventMetadata = {
    actor: { type: 'system', id: null, name: 'Webhook sender' },
    event_uuid: endpoint.event_uuid,
    organisation_id: endpoint.organisation_id,
    correlation_id: randomUUID(),
    causation_id: null,
    socket_id: null,
    occurred_at: new Date().toISOString(),
    source: 'webhook sender',
  };
  for (let attempt = 1; ; attempt++) {
    const history = await store.readStreamsForDecision([streamId]);
    const events = (history.get(streamId) ?? []).map(
      (event) => ({ type: event.type, data: event.data }) as Parameters<typeof webhookEndpointDecider.evolve>[1],
    );
    const state = fold(webhookEndpointDecider, events);
    if (!state.exists || state.deleted) return false;
    const decided = webhookEndpointDecider.decide({ type: 'DisableFailingWebhookEndpoint', ...streak }, state);
    if (decided.length === 0) return false;
    try {
      await store.append([
        {
          streamId,
          expectedVersion: events.length,
          events: decided.map((event) => ({
            type: event.type,
            schemaVersion: eventCatalogue[event.type].version,
            data: eventCatalogue[event.type].schema.parse(event.data) as Record<string, unknown>,
            metadata,
          })),
        },
      ]);
      return true;
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}
