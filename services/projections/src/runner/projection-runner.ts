import { sql } from 'kysely';
import type { Db } from '@usher/infra/db/database';
import type { EventStore } from '@usher/infra/eventstore/event-store';
import { isAfter, LOG_START, positionOf, type LogPosition, type StoredEvent } from '@usher/infra/eventstore/types';
import { advanceCheckpoint, readCheckpoint } from './checkpoints.ts';
import { BATCH_END, BATCH_SCHEMA, BATCH_START, type BatchState, type Projection, type ProjectionChange, type RebuildMemory } from './projection.ts';
import type { ProjectionChangeMessage } from '@usher/domain/contract/live';
import { messagesFor, PROJECTION_CHANNEL } from './publish.ts';
import { PlannerStatistics } from './planner-statistics.ts';
import { Reactor, type LogConsumer } from '../reactor/reactor.ts';
import { passOverCheckpoint } from '../reactor/set-aside.ts';
import { BATCH_BUDGET_MS, BatchPace, costOf } from './batch-pace.ts';
import { isDatabaseUnavailable } from '@usher/infra/db/database-unavailable';
import { applyEvents } from './apply-events.ts';
import { applyTogether } from './apply-together.ts';

export interface RunnerOptions {
  batchSize?: number;
  /** Tables are searched in this schema first (a rebuild writes into its own). */
  schema?: string;
  /** A rebuild's memory across its batches (see RebuildMemory). */
  memory?: RebuildMemory;
  /** Sends a message to the websocket hubs after each transaction commits. */
  notify?: (channel: string, payload: string) => Promise<void>;
  /** How fast the projection applies events, kept across batches (a fresh one when absent). */
  pace?: BatchPace;
  /** The longest each of the runner's transactions may stay open (BATCH_BUDGET_MS by default). */
  budgetMs?: number;
}

const IDLE_WAIT_MS = 5000;
// Events read and applied at most at a time. Live, batches are as small as
// the appends come; catching up with an upload, each holds this many, and
// fewer, bigger transactions kept the guest list level with a 100,000-row
// import (500 a batch: 1.3-1.8 s behind when the import finished; 2,000: 0.2-0.6 s).
const BATCH_SIZE = 2000;
// After a wake-up, let a burst of appends gather into one batch.
const LINGER_MS = 5;
// Events committed but behind a still-open transaction: look again soon.
const PENDING_WAIT_MS = 15;
// Under a door's steady load (batches of a few events one after another), each
// read waits after the one before, so that its batch takes more events: every
// batch pays its transactions' fixed statements (begin, the checkpoint, the row
// loads, the flush, commit), some ten per projection. The wait is 3 ms per event
// of the batch just read, up to 150 ms: it grows batch by batch only while events
// come faster than one per 3 ms (a door's rush), and stays below a batch's own
// handling under a trickle such as mail going out, so the read models keep up then.
// A lone change (a batch of fewer than GATHER.after events) is still read at once, so
// one dashboard's edit shows as fast as before (issue 31: live update p95 ≤ 100 ms,
// measured one check-in at a time).
// Measured against the fixed 40 ms of before (issue 31): with 20 clients checking in
// at once, statements per check-in, projections included, 1.89 -> 1.10 (door scans
// 2.14 -> 1.58; tests/bench/statements-per-check-in.ts), the product's and
// PostgreSQL's CPU per check-in 1.80-1.82 -> 1.49-1.71 ms (tests/bench/check-in-run.ts,
// interleaved). A fixed 150 ms did as well at the door, but while 45,894 invitations
// went out it kept every reader up to 150 ms behind the log, which then never had
// all its read models caught up at once (the bulk delete's wait for them ran past
// 120 s); with the wait per event, the invite's and the delete's projections took
// 12.0-16.5 s and 15.1-23.5 s, against 9.3-13.5 s and 13.9-16.5 s with 40 ms
// (ONLY=invite,delete tests/bench/bulk-actions-run.ts). A guest list open in Chromium
// while 20 clients checked in 300 guests showed its final figures 0.57-0.70 s after
// the last check-in answered (40 ms: 0.51-1.90 s).
const GATHER = { after: 5, ms: 150, msPerEvent: 3 };

/**
 * Applies one batch of the log to a projection: the checkpoint moves in the
 * same transaction as the tables, so each event takes effect exactly once.
 * The batch is cut into as many transactions as keep each within the time
 * budget (batch-pace.ts), and each part's changes are told to the websocket
 * hubs as it commits. Returns the new position and what changed, or null
 * when another runner moved the checkpoint first. A failure is thrown: the
 * reactor's loop (or, outside it, applyBatchSettingAside) tries again when it
 * is the database's, and otherwise finds the event the projection cannot
 * apply and sets it aside (reactor/set-aside.ts).
 */
export async function applyBatch(
  db: Db,
  projection: Projection,
  checkpointName: string,
  from: LogPosition,
  events: StoredEvent[],
  to: LogPosition,
  options: RunnerOptions,
): Promise<{ position: LogPosition; messages: ProjectionChangeMessage[] } | null> {
  const pace = options.pace ?? new BatchPace();
  const costs = events.map(costOf);
  const messages: ProjectionChangeMessage[] = [];
  let position = from;
  let index = 0;
  do {
    const count = events.length === 0 ? 0 : pace.take(costs, index);
    const part = events.slice(index, index + count);
    index += count;
    const end = index >= events.length ? to : positionOf(part[part.length - 1]!);
    const units = costs.slice(index - count, index).reduce((sum, cost) => sum + cost, 0);
    const applied = await applyPart(db, projection, checkpointName, position, part, end, options, (ms) => pace.record(units, ms));
    if (!applied) return null;
    position = applied.position;
    messages.push(...(await tellHubs(options, projection, applied.changes, position)));
  } while (index < events.length);
  return { position, messages };
}

/** Tells the websocket hubs what a committed transaction changed; only a runner that tells them needs them worded. */
async function tellHubs(
  options: RunnerOptions,
  projection: Projection,
  changes: ProjectionChange[],
  position: LogPosition,
): Promise<ProjectionChangeMessage[]> {
  if (!options.notify) return [];
  const worded = messagesFor(projection.name, changes, position.globalPosition);
  for (const message of worded) await options.notify(PROJECTION_CHANNEL, JSON.stringify(message));
  return worded;
}

/** One transaction's part of a batch; `took` hears how long it stayed open when it committed whole. */
async function applyPart(
  db: Db,
  projection: Projection,
  checkpointName: string,
  from: LogPosition,
  events: StoredEvent[],
  to: LogPosition,
  options: RunnerOptions,
  took: (ms: number) => void,
): Promise<{ position: LogPosition; changes: ProjectionChange[] } | null> {
  const started = performance.now();
  const applied = await applyInOneTransaction(db, projection, checkpointName, from, events, to, options);
  const ms = performance.now() - started;
  took(ms);
  const budget = options.pace?.budgetMs ?? BATCH_BUDGET_MS;
  if (ms > budget)
    console.warn(
      `projection ${projection.name} held a transaction ${Math.round(ms)} ms (budget ${budget} ms) for ${events.length} events; the next are cut smaller`,
    );
  return applied;
}

async function applyInOneTransaction(
  db: Db,
  projection: Projection,
  checkpointName: string,
  from: LogPosition,
  events: StoredEvent[],
  to: LogPosition,
  options: RunnerOptions,
): Promise<{ position: LogPosition; changes: ProjectionChange[] } | null> {
  return db.transaction().execute(async (trx) => {
    // Read models are rebuilt from the log, and the checkpoint commits with
    // them, so a crash can only lose both together: no need to wait for disk.
    if (!(await advanceCheckpoint(trx, checkpointName, from, to, 'asynchronous'))) return null;
    if (options.schema) await sql`select set_config('search_path', ${`${options.schema}, public`}, true)`.execute(trx);
    const batch: BatchState = new Map<string, unknown>([
      [BATCH_START, from],
      [BATCH_END, to],
      ...(options.schema ? [[BATCH_SCHEMA, options.schema] as const] : []),
    ]);
    return { position: to, changes: await applyEvents(trx, projection, events, batch, options.memory) };
  });
}

/** A projection of a runner's group, and where its own checkpoint stands. */
interface Member {
  projection: Projection;
  handles: ReadonlySet<string>;
  /** The checkpoint as committed: behind the group's reading position past batches it had nothing in. */
  stored: LogPosition;
  statistics: PlannerStatistics;
  pace: BatchPace;
}

/**
 * Keeps projections up to date from one reading of the log: catches up from
 * the oldest of their checkpoints in batches, then follows the log live,
 * woken by the append notification (the reactor's loop). Each batch is read,
 * and its personal data opened, once; every projection that handles some of
 * it applies its part side by side with the others, each in its own
 * transaction with its own checkpoint. A projection whose batch fails leaves
 * the group and carries on alone, so one broken read model never holds up
 * the others; alone, its failure is the loop's: tried again if transient,
 * else the event it cannot apply is set aside (reactor/set-aside.ts).
 *
 * In scaled mode several processes run every projection: the reactor's
 * advisory lock makes one of them work and the others wait as standbys.
 * Correctness does not rest on it — the checkpoint's compare-and-set does —
 * it only saves duplicate work.
 */
export class ProjectionRunner extends Reactor implements LogConsumer {
  readonly projections: readonly Projection[];
  private readonly alone: ProjectionRunner[] = [];
  private members: Member[] = [];

  constructor(
    db: Db,
    store: EventStore,
    projections: Projection | readonly Projection[],
    private readonly options: RunnerOptions = {},
  ) {
    const list = Array.isArray(projections) ? projections : [projections as Projection];
    super(db, store, leaderKeyOf(list));
    this.projections = list;
  }

  override async stop(): Promise<void> {
    await super.stop();
    await Promise.all(this.alone.map((runner) => runner.stop()));
  }

  protected lead(): Promise<void> {
    return this.follow(this, {
      batchSize: this.options.batchSize ?? BATCH_SIZE,
      idleWaitMs: IDLE_WAIT_MS,
      pendingWaitMs: PENDING_WAIT_MS,
      lingerMs: LINGER_MS,
      gather: GATHER,
      retryMs: 1000,
      readAhead: true,
    });
  }

  /** The reading position: where the member furthest behind stands. */
  async resume(): Promise<LogPosition> {
    if (this.members.length === 0) this.members = await Promise.all(this.projections.map((projection) => this.memberFor(projection)));
    // Asked again, never remembered: after a failover the new primary may hold an older checkpoint than this
    // runner last wrote (a projection commits asynchronously, and the standby had not received the last commits).
    // A runner that kept its own would take itself to be ahead, skip what it no longer has, and keep every
    // projection that waits for it (the guest history for the guest list) waiting. A failure here is retried.
    else for (const member of this.members) member.stored = await readCheckpoint(this.db, member.projection.name);
    return earliest(this.members);
  }

  reading() {
    return { types: typesOf(this.members) };
  }

  async caughtUp(): Promise<void> {
    // The burst is over even if its last batch was full.
    for (const member of this.members) await member.statistics.afterBatch(0, true);
  }

  failed(error: unknown): void {
    const names = this.members.map((member) => member.projection.name).join(', ');
    if (isDatabaseUnavailable(error)) console.error(`projections ${names}: the database is unavailable (${(error as Error).message}); retrying`);
    else console.error(`projections ${names}: reading or applying the log failed; retrying`, error);
  }

  /** The projection's name; a runner of several sends a failing one on alone, so only a runner of one sets events aside. */
  get name(): string {
    return this.members.map((member) => member.projection.name).join(', ') || this.projections.map((projection) => projection.name).join(', ');
  }

  async passOver(event: StoredEvent, alongside: (trx: Db) => Promise<void>): Promise<boolean> {
    const [member, ...others] = this.members;
    if (!member || others.length > 0) throw new Error(`projections ${this.name}: only a runner of one projection sets an event aside`);
    const moved = await passOverCheckpoint(this.db, member.projection.name, member.stored, event, alongside);
    member.stored = moved ? positionOf(event) : await readCheckpoint(this.db, member.projection.name);
    return moved;
  }

  async handle(events: StoredEvent[], from: LogPosition, next: LogPosition, full: boolean): Promise<LogPosition> {
    const parts = this.members.map((member) => ({ member, mine: eventsFor(member, from, events) })).filter((part) => part.mine.length > 0);
    if (parts.length > 1 && (await this.appliedTogether(parts, next, !full))) return next;
    const outcomes = await Promise.allSettled(
      parts.map(({ member, mine }) => this.applyTo(member, mine, next, !full).catch((error: unknown) => this.leaveOnFailure(member, error))),
    );
    // The database away (no projection's fault: none left the group), or this runner's one projection failed: the loop tries again or sets its event aside.
    const failure = outcomes.find((outcome) => outcome.status === 'rejected');
    if (failure) throw failure.reason;
    // Another runner moved a checkpoint: read again from where they stand.
    return outcomes.some((outcome) => outcome.status === 'fulfilled' && outcome.value === 'moved elsewhere') ? earliest(this.members) : next;
  }

  /**
   * A projection of a group that fails leaves it at once and carries on alone
   * (where the loop tries again or sets its event aside), while the others
   * finish the batch: one that waits for it (the guest history for the guest
   * list) is not kept waiting.
   */
  private leaveOnFailure(member: Member, error: unknown): 'left' {
    if (isDatabaseUnavailable(error) || this.members.length === 1) throw error;
    this.members.splice(this.members.indexOf(member), 1);
    console.error(`projection ${member.projection.name} failed; it carries on alone`, error);
    this.goAlone(member.projection);
    return 'left';
  }

  private async memberFor(projection: Projection): Promise<Member> {
    return {
      projection,
      handles: new Set(projection.handles),
      stored: await readCheckpoint(this.db, projection.name),
      statistics: new PlannerStatistics(this.db, projection.tables, this.options.schema),
      pace: new BatchPace(this.options.budgetMs),
    };
  }

  /**
   * The members' parts of a batch in one transaction (apply-together.ts),
   * when together they fit the transaction budget at the paces measured.
   * False when they do not, when a checkpoint had moved, or when one part
   * failed (the database's failure is thrown): then each is applied on its
   * own, and the one that fails is found and leaves the group.
   */
  private async appliedTogether(parts: readonly { member: Member; mine: StoredEvent[] }[], next: LogPosition, burstEnded: boolean): Promise<boolean> {
    const units = parts.map(({ mine }) => mine.reduce((sum, event) => sum + costOf(event), 0));
    const shares = parts.map(({ member }, index) => member.pace.share(units[index]!));
    const total = shares.reduce((sum, share) => sum + share, 0);
    if (!(total <= 1)) return false;
    const started = performance.now();
    let changes: ProjectionChange[][] | null;
    try {
      changes = await applyTogether(
        this.db,
        parts.map(({ member, mine }) => ({ projection: member.projection, events: mine, from: member.stored })),
        next,
      );
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw error;
      return false;
    }
    if (!changes) return false;
    const ms = performance.now() - started;
    for (const [index, { member, mine }] of parts.entries()) {
      // Each pace hears the share of the transaction its part was expected to take.
      member.pace.record(units[index]!, (ms * shares[index]!) / total);
      member.stored = next;
      await tellHubs(this.options, member.projection, changes[index]!, next);
      await member.statistics.afterBatch(mine.length, burstEnded);
    }
    return true;
  }

  /** Applies the member's part (`mine`) of a batch read up to `next`; 'moved elsewhere' when another runner had moved its checkpoint. */
  private async applyTo(member: Member, mine: StoredEvent[], next: LogPosition, burstEnded: boolean): Promise<'applied' | 'moved elsewhere'> {
    const applied = await applyBatch(this.db, member.projection, member.projection.name, member.stored, mine, next, { ...this.options, pace: member.pace });
    if (!applied) {
      member.stored = await readCheckpoint(this.db, member.projection.name);
      return 'moved elsewhere';
    }
    member.stored = applied.position;
    await member.statistics.afterBatch(mine.length, burstEnded);
    return 'applied';
  }

  private goAlone(projection: Projection): void {
    const runner = new ProjectionRunner(this.db, this.store, projection, this.options);
    this.alone.push(runner);
    runner.start();
  }
}

function leaderKeyOf(projections: readonly Projection[]): string {
  const names = projections.map((projection) => projection.name).sort();
  return names.length === 1 ? `usher:projection:${names[0]}` : `usher:projections:${names.join(',')}`;
}

/** The member's events of a batch read from `from`: those it handles, and past its checkpoint when it stands further on (only after a start or a rewind). */
function eventsFor(member: Member, from: LogPosition, events: readonly StoredEvent[]): StoredEvent[] {
  const ahead = isAfter(member.stored, from);
  return events.filter((event) => member.handles.has(event.type) && (!ahead || isAfter(event, member.stored)));
}

const typesOf = (members: readonly Member[]) => [...new Set(members.flatMap((member) => [...member.handles]))];

function earliest(members: readonly Member[]): LogPosition {
  return members.reduce<LogPosition | null>((first, member) => (!first || isAfter(first, member.stored) ? member.stored : first), null) ?? LOG_START;
}
