import { eventCatalogue, type DomainEvent } from '@usher/events';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import { WrongExpectedVersionError } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';

/**
 * Appends a fact that needs no decision (an audit record, a read marker) at
 * the end of a stream, whatever its version, retrying if another append wins.
 */
export async function appendToOwnStream(context: ServiceContext, streamId: string, event: DomainEvent & { metadata: EventMetadata }): Promise<string> {
  const entry = eventCatalogue[event.type];
  const data = entry.schema.parse(event.data) as Record<string, unknown>;
  for (let attempt = 1; ; attempt++) {
    const version = await context.store.streamVersion(streamId);
    try {
      const result = await context.store.append([
        { streamId, expectedVersion: version, events: [{ type: event.type, schemaVersion: entry.version, data, metadata: event.metadata }] },
      ]);
      return result.position;
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError) || attempt >= 5) throw error;
    }
  }
}
