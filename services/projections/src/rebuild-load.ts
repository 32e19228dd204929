import { sql } from 'kysely';
import type { Db } from '@usher/infra/db/database';
import type { EventStore } from '@usher/infra/eventstore/event-store';
import { LOG_START, type LogPosition, type StoredEvent } from '@usher/infra/eventstore/types';
import { logBatches } from '@usher/infra/eventstore/log-batches';
import { isDeadlock } from '@usher/infra/eventstore/postgres-event-store';
import { REBUILT_TOGETHER, type Projection, type RebuildMemory } from './runner/projection.ts';
import { applyBatchSettingAside } from './runner/apply-setting-aside.ts';
import { BatchPace } from './runner/batch-pace.ts';
import { closeSwapGate, resetCheckpoint } from './runner/checkpoints.ts';
import { analyzeTables, createLoadingTables, indexesToBuild, type IndexBuild } from './rebuild-tables.ts';

// Big batches: a rebuild has no one waiting on each event, only on the whole.
export const REBUILD_BATCH_SIZE = 10_000;

export const schemaOf = (projection: Projection) => `rebuild_${projection.name}`;

// The swap locks the live tables one after another while readers (a reactor's query, another
// projection's batch, a request) lock some of them in their own order: PostgreSQL breaks such a
// deadlock by aborting one side. The swap, rolled back whole, waits a moment and takes its turn again.
const SWAP_ATTEMPTS = 5;
const SWAP_RETRY_MS = 50;

/**
 * One projection's rebuild: fresh tables in a schema of its own, filled from
 * the log while the live tables keep serving, then swapped in within one
 * transaction that holds the projection's checkpoint, so the live runner
 * neither applies an event twice nor misses one. The fresh tables load
 * with their keys only; their other indexes are built once loaded.
 */
export class RebuildLoad {
  readonly schema: string;
  private readonly checkpoint: string;
  private readonly handles: ReadonlySet<string>;
  private readonly memory: RebuildMemory = new Map();
  private readonly pace = new BatchPace();
  /** Where the rebuild checkpoint stands, and how far the log has been read for it (past events it skips). */
  private stored: LogPosition = LOG_START;
  private position: LogPosition = LOG_START;
  events = 0;

  constructor(
    private readonly db: Db,
    private readonly store: EventStore,
    readonly projection: Projection,
    private readonly batchSize = REBUILD_BATCH_SIZE,
    /** The schemas of the projections rebuilt in the same pass, this one's included (see REBUILT_TOGETHER). */
    together: ReadonlyMap<string, string> = new Map([[projection.name, schemaOf(projection)]]),
  ) {
    this.schema = schemaOf(projection);
    this.checkpoint = `${projection.name}:rebuild`;
    this.handles = new Set(projection.handles);
    this.memory.set(REBUILT_TOGETHER, together);
  }

  async open(): Promise<void> {
    await sql`drop schema if exists ${sql.id(this.schema)} cascade`.execute(this.db);
    await sql`create schema ${sql.id(this.schema)}`.execute(this.db);
    await createLoadingTables(this.db, this.schema, this.projection.tables, this.projection.rebuildIndexesLast);
    await resetCheckpoint(this.db, this.checkpoint, LOG_START);
  }

  /** Applies those of `events` (read from where this load stands up to `next`) that the projection handles. */
  async apply(events: readonly StoredEvent[], next: LogPosition): Promise<void> {
    const mine = events.filter((event) => this.handles.has(event.type));
    if (mine.length > 0) {
      const applied = await applyBatchSettingAside(this.db, this.projection, this.checkpoint, this.stored, mine, next, {
        schema: this.schema,
        memory: this.memory,
        pace: this.pace,
      });
      if (!applied) throw new Error(`Another rebuild of ${this.projection.name} is running`);
      this.stored = applied.position;
      this.events += mine.length;
      await this.writeKept(false);
    }
    this.position = next;
  }

  /** Whether the projection keeps what it applies in memory, to write at the pass's end (writeKept). */
  get keepsWrites(): boolean {
    return this.projection.writeRebuilt !== undefined;
  }

  /** Has the projection write what it kept in memory instead of per batch: when it likes, or all of it (`final`). */
  async writeKept(final: boolean): Promise<void> {
    await this.projection.writeRebuilt?.(this.db, { memory: this.memory, schema: this.schema, final, at: this.position });
  }

  /** Reads and applies what the log holds for this projection beyond where it stands. */
  async catchUp(): Promise<void> {
    for await (const { events, next } of logBatches(this.store, { after: this.position, types: this.projection.handles, batchSize: this.batchSize })) {
      await this.apply(events, next);
    }
  }

  /** The indexes the fresh tables still need (built by the caller, with every other load's). */
  indexBuilds(): Promise<IndexBuild[]> {
    return indexesToBuild(this.db, this.schema, this.projection.tables, this.projection.rebuildIndexesLast);
  }

  /** Once indexed: planner statistics, what came meanwhile, and the fresh tables swapped in. */
  async swapIn(): Promise<void> {
    await analyzeTables(this.db, this.schema, this.projection.tables);
    await this.catchUp();
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.swapTables();
      } catch (error) {
        if (!isDeadlock(error) || attempt >= SWAP_ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, SWAP_RETRY_MS * attempt));
      }
    }
  }

  /** In one transaction: the last events caught up, the live tables retired and the fresh ones made live. */
  private async swapTables(): Promise<void> {
    const { name, tables } = this.projection;
    await this.db.transaction().execute(async (trx) => {
      // The swap gate first, in the order every merged batch takes its locks (runner/apply-together.ts).
      await closeSwapGate(trx);
      // Holding the live checkpoint row stops the live runner between batches.
      await sql`select 1 from projection_checkpoints where name = ${name} for update`.execute(trx);
      // Applied on connections of their own: what it writes stays if the swap is tried again.
      await this.catchUp();
      const retired = `retired_${name}`;
      await sql`drop schema if exists ${sql.id(retired)} cascade`.execute(trx);
      await sql`create schema ${sql.id(retired)}`.execute(trx);
      for (const table of tables) {
        await sql`alter table ${sql.id('public', table)} set schema ${sql.id(retired)}`.execute(trx);
        await sql`alter table ${sql.id(this.schema, table)} set schema public`.execute(trx);
      }
      await resetCheckpoint(trx, name, this.stored);
      await sql`delete from projection_checkpoints where name = ${this.checkpoint}`.execute(trx);
      await sql`drop schema ${sql.id(retired)} cascade`.execute(trx);
      await sql`drop schema ${sql.id(this.schema)} cascade`.execute(trx);
    });
  }
}
