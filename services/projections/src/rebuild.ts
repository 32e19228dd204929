import { sql } from 'kysely';
import type { Db } from '@usher/infra/db/database';
import type { EventStore } from '@usher/infra/eventstore/event-store';
import { LOG_START, type LogPosition } from '@usher/infra/eventstore/types';
import type { Projection } from './runner/projection.ts';
import { applyBatch } from './runner/projection-runner.ts';
import { resetCheckpoint } from './runner/checkpoints.ts';
import { createLoadingTables, finishLoadedTables } from './rebuild-tables.ts';

// Big batches: a rebuild has no one waiting on each event, only on the whole.
const BATCH_SIZE = 10_000;

export interface RebuildReport {
  projection: string;
  events: number;
  ms: number;
}

/**
 * Rebuilds a projection from the log alone: into fresh tables in a schema of
 * its own while the live tables keep serving, then swaps them in within one
 * transaction that holds the projection's checkpoint, so the live runner
 * neither applies an event twice nor misses one. The fresh tables load
 * unlogged with their keys only; their other indexes are built once loaded.
 */
export async function rebuildProjection(db: Db, store: EventStore, projection: Projection): Promise<RebuildReport> {
  const started = Date.now();
  const schema = `rebuild_${projection.name}`;
  const checkpoint = `${projection.name}:rebuild`;
  await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
  await sql`create schema ${sql.id(schema)}`.execute(db);
  await createLoadingTables(db, schema, projection.tables);
  await resetCheckpoint(db, checkpoint, LOG_START);

  let position: LogPosition = LOG_START;
  let count = 0;
  const read = (after: LogPosition) => store.readAll(after, BATCH_SIZE, { types: projection.handles });
  const catchUp = async () => {
    // The next batch is read (and decrypted) while this one is applied.
    let ahead = read(position);
    for (;;) {
      const { events, next } = await ahead;
      if (events.length === 0) return;
      ahead = read(next);
      ahead.catch(() => undefined);
      const applied = await applyBatch(db, projection, checkpoint, position, events, next, { schema });
      if (!applied) throw new Error(`Another rebuild of ${projection.name} is running`);
      position = applied.position;
      count += events.length;
    }
  };
  await catchUp();
  await finishLoadedTables(db, schema, projection.tables);
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

/**
 * Rebuilds every projection, a few at a time: each one's rebuild alternates
 * between reading the log and writing its tables, so two side by side keep
 * both the database and this process busy.
 */
export async function rebuildAll(db: Db, store: EventStore, projections: readonly Projection[], concurrency = 2): Promise<RebuildReport[]> {
  const reports: RebuildReport[] = [];
  const queue = [...projections];
  const worker = async () => {
    for (let projection = queue.shift(); projection; projection = queue.shift()) reports.push(await rebuildProjection(db, store, projection));
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, projections.length) }, worker));
  return reports;
}
