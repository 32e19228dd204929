import { randomUUID } from 'node:crypto';
import type { EventMetadata } from '../eventstore/types.ts';

/** The metadata of an event a test appends itself, as the system, with a fresh correlation id. */
export function systemTestMetadata(eventUuid: string | null = null): EventMetadata {
  return {
    actor: { type: 'system', id: null, name: null },
    event_uuid: eventUuid,
    organisation_id: null,
    correlation_id: randomUUID(),
    causation_id: null,
    socket_id: null,
    occurred_at: new Date().toISOString(),
    source: 'test',
  };
}
