import { sql } from 'kysely';
import type { Db } from '@usher/infra/db/database';
import type { EventStore } from '@usher/infra/eventstore/event-store';
import { LOG_START, type LogPosition } from '@usher/infra/eventstore/types';
import type { Projection } from './runner/projection.ts';
import { applyBatch } from './runner/projection-runner.ts';
import { resetCheckpoint } from './runner/checkpoints.ts';

const BATCH_SIZE = 2000;

export interface RebuildReport {
  projection: string;
  events: number;
  ms: number;
}

/**
 * Rebuilds a projection from the log alone: into fresh tables in a schema of
 * its own while the live tables keep serving, then swaps them in within one
 * transaction that holds the projection's checkpoint, so the live runner
 * neither applies an event twice nor misses one.
 */
export async function rebuildProjection(db: Db, store: EventStore, projection: Projection): Promise<RebuildReport> {
  const started = Date.now();
  const schema = `rebuild_${projection.name}`;
  const checkpoint = `${projection.name}:rebuild`;
  await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
  await sql`create schema ${sql.id(schema)}`.execute(db);
  for (const table of projection.tables) {
    await sql`create table ${sql.id(schema, table)} (like ${sql.id('public', table)} including all)`.execute(db);
  }
  await resetCheckpoint(db, checkpoint, LOG_START);

  let position: LogPosition = LOG_START;
  let count = 0;
  const catchUp = async () => {
    for (;;) {
      const { events, next } = await store.readAll(position, BATCH_SIZE, { types: projection.handles });
      if (events.length === 0) return;
      const applied = await applyBatch(db, projection, checkpoint, position, events, next, { schema });
      if (!applied) throw new Error(`Another rebuild of ${projection.name} is running`);
      position = applied.position;
      count += events.length;
    }
  };
  await catchUp();

  await db.transaction().execute(async (trx) => {
    // Holding the live checkpoint row stops the live runner between batches.
    await sql`select 1 from projection_checkpoints where name = ${projection.name} for update`.execute(trx);
    await catchUp();
    const retired = `retired_${projection.name}`;
    await sql`drop schema if exists ${sql.id(retired)} cascade`.execute(trx);
    await sql`create schema ${sql.id(retired)}`.execute(trx);
    for (const table of projection.tables) {
      await sql`alter table ${sql.id('public', table)} set schema ${sql.id(retired)}`.execute(trx);
      await sql`alter table ${sql.id(schema, table)} set schema public`.execute(trx);
    }
    await resetCheckpoint(trx, projection.name, position);
    await sql`delete from projection_checkpoints where name = ${checkpoint}`.execute(trx);
    await sql`drop schema ${sql.id(retired)} cascade`.execute(trx);
    await sql`drop schema ${sql.id(schema)} cascade`.execute(trx);
  });
  return { projection: projection.name, events: count, ms: Date.now() - started };
}
