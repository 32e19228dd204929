import type { StoredEvent } from '@usher/infra/eventstore/types';

/** The resume cursor of the Stream API: commit order is (transaction id, position). */
export function cursorOf(event: Pick<StoredEvent, 'transactionId' | 'globalPosition'>): string {
  return `${event.transactionId}-${event.globalPosition}`;
}

/**
 * What a receiver gets: the Standard Webhooks envelope `{ type, timestamp,
 * data }` around the same item the Stream API serves, so one consumer can
 * take either. The originating tab's socket id stays out.
 */
export function webhookPayload(event: StoredEvent) {
  const { actor, occurred_at, correlation_id, causation_id, event_uuid, organisation_id } = event.metadata;
  return {
    type: event.type,
    timestamp: occurred_at ?? new Date(event.recordedAt).toISOString(),
    data: {
      position: cursorOf(event),
      global_position: event.globalPosition,
      event_id: event.eventId,
      type: event.type,
      schema_version: event.schemaVersion,
      stream_id: event.streamId,
      data: event.data,
      metadata: { actor, occurred_at, correlation_id, causation_id, event_uuid, organisation_id },
    },
  };
}
