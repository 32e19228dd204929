import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { Decider } from '@usher/domain/deciders/decider';
import type { Db } from '@usher/infra/db/database';

/**
 * Snapshots of streams as bulk commands fold them (es_decision_snapshots), so
 * a command over 50,000 guests reads a row and a short tail per guest rather
 * than each guest's whole history; with every bulk action a guest's history
 * grows by one event.
 *
 * A snapshot is a cache of the log, never its source:
 * - it holds a state folded with personal fields withheld, as bulk commands
 *   read them, so it keeps nothing personal and forgetting a guest erases
 *   nothing here;
 * - it is trusted only under the revision of the code that folded it (a hash
 *   of the deciders' and the event catalogue's sources), so changing how a
 *   stream folds leaves old snapshots unread rather than wrong;
 * - it is written after the command's commit, from the events as stored, and
 *   never over a later version; the append's expected versions still guard
 *   every decision made from it.
 */
export interface Snapshot<State> {
  version: number;
  state: State;
  createdAt: Date;
  updatedAt: Date;
}

/** A stream's state after a command, to keep if worth it. */
export interface SnapshotCandidate<State> extends Snapshot<State> {
  streamId: string;
  /** The version of the snapshot the command read, if it read one. */
  readVersion: number | null;
}

// A snapshot is kept once a stream has this many events, and renewed by every bulk command that moves it.
const SNAPSHOT_FROM_VERSION = 3;
// Rows per statement when writing.
const WRITE_CHUNK = 5000;

export class DecisionSnapshots {
  private writing = new Set<Promise<void>>();

  /**
   * `revision`: the decider's name and the code's revision (see decisionSnapshotsOf). `worthKeeping`: whether a
   * state may still be folded by a later bulk command (a removed guest's is not: 50,000 snapshots written after a
   * bulk delete were 1.7 s of PostgreSQL's time beside its projections, for streams nothing reads).
   */
  constructor(
    private readonly db: Db,
    private readonly revision: string,
    private readonly decider: Decider<unknown, unknown>,
    private readonly worthKeeping: (state: unknown) => boolean = () => true,
  ) {}

  /** The snapshots this code can trust, by stream. */
  async read<State>(streamIds: string[]): Promise<Map<string, Snapshot<State>>> {
    const decider = this.decider as Decider<State, unknown>;
    const snapshots = new Map<string, Snapshot<State>>();
    if (streamIds.length === 0) return snapshots;
    const { rows } = await sql<{ stream_id: string; version: number; state: string; created_ms: number; updated_ms: number }>`
      select stream_id, version, state, (extract(epoch from created_at) * 1000)::float8 as created_ms, (extract(epoch from updated_at) * 1000)::float8 as updated_ms
      from es_decision_snapshots where stream_id = any(${streamIds}::text[]) and revision = ${this.revision}`.execute(this.db);
    for (const row of rows) {
      // Only what differs from a new stream is stored.
      const state = Object.assign(decider.initialState() as object, JSON.parse(row.state) as object) as State;
      snapshots.set(row.stream_id, { version: row.version, state, createdAt: new Date(row.created_ms), updatedAt: new Date(row.updated_ms) });
    }
    return snapshots;
  }

  /**
   * Keeps the states of streams long enough to be worth a snapshot that the
   * command moved past the snapshot it read (or that had none). Runs after
   * the reply: a failure only leaves the next command to read more of the log.
   */
  keep<State>(candidates: SnapshotCandidate<State>[]): void {
    const worth = candidates.filter(
      (c) => c.version >= SNAPSHOT_FROM_VERSION && (c.readVersion === null || c.version > c.readVersion) && this.worthKeeping(c.state),
    );
    if (worth.length === 0) return;
    const writing = this.write(worth).catch(() => undefined);
    this.writing.add(writing);
    void writing.finally(() => this.writing.delete(writing));
  }

  /**
   * keep, once the command's reply has gone: the states are folded and compacted in a later turn of the event
   * loop. A bulk invitation's 46,000 guests, kept since their sealed notes are folded as read withheld
   * (snapshotCandidates), held its answer back when folded before it (4.6, 4.6 and 5.8 s against 4.0, 3.5 and 4.7).
   */
  keepLater<State>(candidatesOf: () => SnapshotCandidate<State>[]): void {
    const later = new Promise<void>((resolve) => setImmediate(resolve)).then(() => this.keep(candidatesOf())).catch(() => undefined);
    this.writing.add(later);
    void later.finally(() => this.writing.delete(later));
  }

  /** Resolves once every snapshot being written has been (for tests and shutdown), those kept later included. */
  async settled(): Promise<void> {
    while (this.writing.size > 0) await Promise.all([...this.writing]);
  }

  private async write<State>(snapshots: SnapshotCandidate<State>[]): Promise<void> {
    const initial = this.decider.initialState() as Record<string, unknown>;
    for (let i = 0; i < snapshots.length; i += WRITE_CHUNK) {
      const chunk = snapshots.slice(i, i + WRITE_CHUNK);
      await sql`
        insert into es_decision_snapshots (stream_id, revision, version, state, created_at, updated_at)
        select s.stream_id, ${this.revision}, s.version, s.state, to_timestamp(s.created_ms / 1000.0), to_timestamp(s.updated_ms / 1000.0)
        from unnest(${chunk.map((s) => s.streamId)}::text[], ${chunk.map((s) => s.version)}::int[], ${chunk.map((s) => compact(s.state as Record<string, unknown>, initial))}::text[],
                    ${chunk.map((s) => s.createdAt.getTime())}::float8[], ${chunk.map((s) => s.updatedAt.getTime())}::float8[])
          as s(stream_id, version, state, created_ms, updated_ms)
        on conflict (stream_id) do update set revision = excluded.revision, version = excluded.version, state = excluded.state, created_at = excluded.created_at, updated_at = excluded.updated_at
        where es_decision_snapshots.version < excluded.version or es_decision_snapshots.revision <> excluded.revision`.execute(this.db);
    }
  }
}

/** The state's JSON without the fields a new stream has anyway. */
function compact(state: Record<string, unknown>, initial: Record<string, unknown>): string {
  const differs: Record<string, unknown> = {};
  for (const key in state) {
    const value = state[key];
    const start = initial[key];
    if (value === start) continue;
    if (typeof value === 'object' && value !== null && JSON.stringify(value) === JSON.stringify(start)) continue;
    differs[key] = value;
  }
  return JSON.stringify(differs);
}

const SOURCE_ROOTS = ['@usher/domain/deciders/decider', '@usher/events'];

/**
 * Which code folds streams: a hash of every source file of the domain and of
 * the event catalogue (upcasters and withheld fields included). Null when the
 * sources cannot be read, and then no snapshot is used.
 */
function codeRevision(): string | null {
  try {
    const hash = createHash('sha256');
    for (const root of SOURCE_ROOTS) {
      // The package's src folder: the domain's deciders live one level below it.
      let dir = path.dirname(fileURLToPath(import.meta.resolve(root)));
      if (path.basename(dir) === 'deciders') dir = path.dirname(dir);
      // Named relative to their package, so every checkout of the same code agrees.
      for (const file of sourceFiles(dir)) hash.update(path.relative(dir, file)).update(fs.readFileSync(file));
    }
    return hash.digest('hex').slice(0, 24);
  } catch {
    return null;
  }
}

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

let revision: string | null | undefined;
const byDatabase = new WeakMap<Db, Map<string, DecisionSnapshots>>();

/**
 * The snapshots of this database's streams as `decider` (named `name`) folds
 * them under this process's code, or null when its sources are not at hand.
 */
export function decisionSnapshotsOf<Command, State>(
  db: Db,
  name: string,
  decider: Decider<State, Command>,
  worthKeeping?: (state: State) => boolean,
): DecisionSnapshots | null {
  if (revision === undefined) revision = codeRevision();
  if (revision === null) return null;
  let named = byDatabase.get(db);
  if (!named) byDatabase.set(db, (named = new Map()));
  let snapshots = named.get(name);
  if (!snapshots) {
    const keeps = worthKeeping as ((state: unknown) => boolean) | undefined;
    snapshots = new DecisionSnapshots(db, `${name}:${revision}`, decider as unknown as Decider<unknown, unknown>, keeps);
    named.set(name, snapshots);
  }
  return snapshots;
}
