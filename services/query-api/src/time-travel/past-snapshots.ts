import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '@usher/infra/db/database';
import type { EventStore } from '@usher/infra/eventstore/event-store';
import { dropScratchSchema, finishScratchSchema, PAST_VIEW_TABLES, replayEventUntil, SNAPSHOT_SCHEMA_PREFIX, staleScratchSchemas } from '@usher/projections';
import type { PastMoment } from './past-moment.ts';

export interface PastSnapshotOptions {
  /** Snapshots kept at once; the least recently used goes first. */
  capacity?: number;
  /** A snapshot is dropped this long after it was built, used or not. */
  maxAgeMs?: number;
}

// What the list and stats queries need on a snapshot's rm_attendees: the
// spec's order and the created_at sorts walk an index instead of sorting
// 100,000 rows per page. Search and tag filters scan (one event's rows only).
const SNAPSHOT_INDEXES = ['rm_attendees_event_spec_order', 'rm_attendees_event_created'];

interface Snapshot {
  key: string;
  schema: string;
  builtAt: number;
  ready: Promise<void>;
  /**
   * The default order's first guests, restored ahead of the others in stages
   * (the page asked for, then the look-ahead): each `readable` is true once
   * its first `rows` guests are there, false when they never will be (read
   * `ready` instead).
   */
  stages: { rows: number; readable: Promise<boolean> }[];
  /** Every guest restored: `ready` has resolved. */
  complete: boolean;
  /** Builds and reads in progress: the schema is dropped only once none remain. */
  leases: number;
  retired: boolean;
  dropped: boolean;
}

/**
 * The guest list's past views, each a schema of its own replayed from the
 * log, kept in a small LRU. Concurrent requests for the same moment wait for
 * one build. Evicted or expired snapshots are dropped once their last reader
 * is done. Names carry this process's token, so processes never share (or
 * drop) each other's snapshots; leftovers of a dead process are swept by age.
 */
export class PastSnapshots {
  private readonly snapshots = new Map<string, Snapshot>();
  private readonly drops = new Set<Promise<void>>();
  private readonly finishing = new Set<Promise<void>>();
  private readonly token = randomBytes(4).toString('hex');
  private readonly capacity: number;
  private readonly maxAgeMs: number;
  private closed = false;
  private serial = 0;
  private lastSweep = 0;
  /** Snapshots this process has begun to build (for tests and the bench). */
  builds = 0;
  /** Reads answered from a moment's first guests alone, before the others were copied (for tests). */
  partialReads = 0;
  /**
   * Guests of the default order a snapshot restores ahead of the others: the
   * first twenty pages of fifty, so a person paging on while the whole copy is
   * made and indexed (about a second for 100,000 guests) reads from them too.
   * Tests lower it to read a page from its own guests alone.
   */
  firstGuestsAhead = 1000;
  /** Tests: while set, a build awaits it after its first guests are readable, before copying the others. */
  holdOtherGuests: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly store: EventStore,
    options: PastSnapshotOptions = {},
  ) {
    this.capacity = options.capacity ?? 4;
    this.maxAgeMs = options.maxAgeMs ?? 10 * 60_000;
  }

  /** Runs `read` against the snapshot of this moment's schema, building it first if needed. */
  async read<T>(moment: PastMoment, read: (schema: string) => Promise<T>): Promise<T> {
    const snapshot = this.leased(moment, null);
    try {
      await snapshot.ready;
      return await read(snapshot.schema);
    } finally {
      this.release(snapshot);
    }
  }

  /**
   * Like `read`, for a read of the default order's first `rows` guests alone
   * (the first pages) or of the counters alone (`rows` 0): a snapshot built
   * for it restores its first `rows` guests, then firstGuestsAhead, and the
   * counters ahead of the others, and `read` runs as soon as they are there,
   * told `partial` while the others are still being copied (the schema's
   * guest count is then not the moment's: its counters are).
   */
  async readFirst<T>(moment: PastMoment, rows: number, read: (schema: string, partial: boolean) => Promise<T>): Promise<T> {
    const snapshot = this.leased(moment, rows);
    try {
      const stage = snapshot.stages.find((ahead) => ahead.rows >= rows);
      const early = !snapshot.complete && stage !== undefined && (await stage.readable);
      if (!early) await snapshot.ready;
      const partial = !snapshot.complete;
      if (partial) this.partialReads++;
      return await read(snapshot.schema, partial);
    } finally {
      this.release(snapshot);
    }
  }

  /** The moment's snapshot (built, with its first `rows` guests ahead, if there is none), leased to the caller. */
  private leased(moment: PastMoment, rows: number | null): Snapshot {
    if (this.closed) throw new Error('Past snapshots are closed');
    this.expire();
    let snapshot = this.snapshots.get(moment.key);
    if (snapshot) {
      // Most recently used moves to the end of the map's order.
      this.snapshots.delete(moment.key);
      this.snapshots.set(moment.key, snapshot);
    } else {
      snapshot = this.build(moment, rows);
    }
    snapshot.leases++;
    return snapshot;
  }

  /** Drops every leftover snapshot schema older than any live process keeps one. */
  async sweepLeftovers(): Promise<void> {
    this.lastSweep = Date.now();
    const stale = await staleScratchSchemas(this.db, this.maxAgeMs + 60_000);
    for (const schema of stale) await dropScratchSchema(this.db, schema);
    // Checkpoints of replays a crash interrupted.
    await sql`
      delete from projection_checkpoints c
      where c.name like ${`${SNAPSHOT_SCHEMA_PREFIX.replace('_', '\\_')}%`}
        and not exists (select 1 from pg_namespace n where n.nspname = split_part(c.name, ':', 1))`.execute(this.db);
  }

  /** Drops this process's snapshots (waiting for their readers). */
  async close(): Promise<void> {
    this.closed = true;
    for (const snapshot of [...this.snapshots.values()]) this.retire(snapshot);
    await Promise.allSettled([...this.finishing]);
    await Promise.allSettled([...this.drops]);
  }

  /** `rows`: the first guests to restore ahead (then firstGuestsAhead); null: none, the whole copy at once. */
  private build(moment: PastMoment, rows: number | null): Snapshot {
    // A name never reused: a late drop of an earlier build can never hit a newer one.
    const schema = `${SNAPSHOT_SCHEMA_PREFIX}${this.token}_${++this.serial}_${moment.key.slice(0, 12)}`;
    this.builds++;
    const counts = rows === null ? [] : this.firstGuestsAhead > rows ? [rows, this.firstGuestsAhead] : [rows];
    const answers = new Map<number, (early: boolean) => void>();
    const stages = counts.map((count) => ({ rows: count, readable: new Promise<boolean>((resolve) => answers.set(count, resolve)) }));
    const answerAll = (early: boolean) => answers.forEach((answer) => answer(early));
    const snapshot: Snapshot = {
      key: moment.key,
      schema,
      builtAt: Date.now(),
      ready: Promise.resolve(),
      stages,
      complete: false,
      leases: 1,
      retired: false,
      dropped: false,
    };
    // A dead process's snapshots outlive the sweep at start until they are old enough: look again now and then.
    if (Date.now() - this.lastSweep > 60_000)
      void this.sweepLeftovers().catch((error: unknown) => console.error('time travel: sweeping leftover snapshots failed', error));
    snapshot.ready = (async () => {
      try {
        const report = await replayEventUntil(this.db, this.store, {
          schema,
          eventUuid: moment.eventUuid,
          eventSliceEnd: moment.eventSliceEnd,
          accountsEnd: moment.accountsEnd,
          indexes: SNAPSHOT_INDEXES,
          fromHistory: true,
          finish: false,
          ...(counts.length > 0 ? { firstGuests: { counts, readable: (count: number) => this.firstGuestsReadable(() => answers.get(count)?.(true)) } } : {}),
        });
        snapshot.complete = true;
        snapshot.builtAt = Date.now();
        // Made in place of its first guests, the copy came indexed.
        if (report.finished) return;
        // The first page reads the fresh rows as they are (one scan of one event's guests); the
        // indexes the later pages walk, and the planner's statistics, are built meanwhile.
        snapshot.leases++;
        const finishing = finishScratchSchema(this.db, schema, PAST_VIEW_TABLES, SNAPSHOT_INDEXES)
          .catch((error: unknown) => {
            if (!snapshot.retired) console.error(`time travel: could not index ${schema}`, error);
          })
          .finally(() => {
            this.finishing.delete(finishing);
            this.release(snapshot);
          });
        this.finishing.add(finishing);
      } catch (error) {
        // Nobody may read a half-built snapshot: the next request builds anew.
        this.retire(snapshot);
        throw error;
      } finally {
        // Built or failed: a reader still waiting for the first guests reads (or fails on) the whole.
        answerAll(false);
        this.release(snapshot);
      }
    })();
    // A first page may be answered before the build ends, leaving nobody to await its failure.
    snapshot.ready.catch(() => undefined);
    this.snapshots.set(moment.key, snapshot);
    this.evictBeyondCapacity();
    return snapshot;
  }

  /** Some first guests of a build are readable: the pages waiting for them go ahead (and a test may hold the rest). */
  private firstGuestsReadable(answerEarly: () => void): Promise<void> | undefined {
    answerEarly();
    return this.holdOtherGuests ?? undefined;
  }

  private expire(): void {
    const now = Date.now();
    for (const snapshot of [...this.snapshots.values()]) {
      if (now - snapshot.builtAt > this.maxAgeMs) this.retire(snapshot);
    }
  }

  private evictBeyondCapacity(): void {
    for (const snapshot of this.snapshots.values()) {
      if (this.snapshots.size <= this.capacity) return;
      this.retire(snapshot);
    }
  }

  private retire(snapshot: Snapshot): void {
    if (this.snapshots.get(snapshot.key) === snapshot) this.snapshots.delete(snapshot.key);
    snapshot.retired = true;
    this.dropIfUnused(snapshot);
  }

  private release(snapshot: Snapshot): void {
    snapshot.leases--;
    this.dropIfUnused(snapshot);
  }

  private dropIfUnused(snapshot: Snapshot): void {
    if (!snapshot.retired || snapshot.leases > 0 || snapshot.dropped) return;
    snapshot.dropped = true;
    const drop = dropScratchSchema(this.db, snapshot.schema)
      .catch((error: unknown) => console.error(`time travel: could not drop ${snapshot.schema}`, error))
      .finally(() => this.drops.delete(drop));
    this.drops.add(drop);
  }
}
