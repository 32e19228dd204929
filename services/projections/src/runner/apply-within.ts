import { sql } from 'kysely';
import type { Db } from '@usher/infra/db/database';
import type { LogPosition, StoredEvent } from '@usher/infra/eventstore/types';
import { BATCH_END, BATCH_SCHEMA, type BatchState, type Projection, type ProjectionChange, type RebuildMemory } from './projection.ts';

/**
 * A projection's events applied inside a transaction whose checkpoint has
 * just moved to `to`: prepare, each event, flush. Its tables are searched in
 * `schema` first when given (a rebuild's).
 */
export async function applyWithin(
  trx: Db,
  projection: Projection,
  events: StoredEvent[],
  to: LogPosition,
  schema: string | undefined,
  memory?: RebuildMemory,
): Promise<ProjectionChange[]> {
  if (schema) await sql`select set_config('search_path', ${`${schema}, public`}, true)`.execute(trx);
  const batch: BatchState = new Map<string, unknown>([[BATCH_END, to], ...(schema ? [[BATCH_SCHEMA, schema] as const] : [])]);
  const changes: ProjectionChange[] = [];
  await projection.prepare?.(trx, events, batch, memory);
  for (const event of events) {
    const change = await projection.apply(trx, event, batch);
    if (change) changes.push(change);
  }
  await projection.flush?.(trx, batch);
  return changes;
}
