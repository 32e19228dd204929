import { sql } from 'kysely';
import { eventCatalogue, streamIds, type DomainEvent } from '@usher/events';
import type { Db } from '@usher/infra/db/database';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';

/**
 * Runs a change of the instance's settings or theme and appends its audit event to the
 * instance's stream in the same transaction: the row and its record commit together. Changes
 * are serialised, so the stream's expected version is always right.
 */
export async function changeInstanceSettings(
  context: ServiceContext,
  metadata: EventMetadata,
  change: (trx: Db) => Promise<DomainEvent>,
): Promise<{ position: string }> {
  const streamId = streamIds.instanceSettings();
  const result = await context.db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('usher:instance-settings'))`.execute(trx);
    const event = await change(trx);
    const entry = eventCatalogue[event.type];
    const data = entry.schema.parse(event.data) as Record<string, unknown>;
    const expectedVersion = await context.store.streamVersion(streamId, trx);
    return context.store.append([{ streamId, expectedVersion, events: [{ type: event.type, schemaVersion: entry.version, data, metadata }] }], { trx });
  });
  context.store.notifyAppended();
  return { position: result.position };
}
