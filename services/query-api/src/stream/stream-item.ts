import type { StoredEvent } from '@usher/infra/eventstore/types';
import { encodeCursor } from './stream-cursor.ts';

export interface StreamItem {
  /** The cursor that resumes right after this item. */
  position: string;
  global_position: string;
  event_id: string;
  type: string;
  schema_version: number;
  stream_id: string;
  data: Record<string, unknown>;
  metadata: {
    actor: StoredEvent['metadata']['actor'];
    occurred_at: string;
    correlation_id: string;
    causation_id: string | null;
    event_uuid: string | null;
  };
}

/** What an integrator sees of a stored event: no socket id, no source route. */
export function toStreamItem(event: StoredEvent): StreamItem {
  const { actor, occurred_at, correlation_id, causation_id, event_uuid } = event.metadata;
  return {
    position: encodeCursor(event),
    global_position: event.globalPosition,
    event_id: event.eventId,
    type: event.type,
    schema_version: event.schemaVersion,
    stream_id: event.streamId,
    data: event.data,
    metadata: { actor, occurred_at, correlation_id, causation_id: causation_id ?? null, event_uuid: event_uuid ?? null },
  };
}
