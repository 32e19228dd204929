import type { Db } from '@usher/infra/db/database';
import type { EventStore, ReadAllOptions } from '@usher/infra/eventstore/event-store';
import type { LogPosition, StoredEvent } from '@usher/infra/eventstore/types';
import { LeadershipTerm, runAsLeader } from '../runner/advisory-locks.ts';
import { handleOneAtATime, isTransientFor, samePosition, type SettingAside } from './set-aside.ts';
import { PendingBackoff } from './pending-backoff.ts';

// The longest a reader waits before looking again while a transaction stays open ahead of committed events.
const PENDING_WAIT_MAX_MS = 240;

/**
 * What plugs into the one "follow the log from a checkpoint, in batches"
 * loop: the projection runner, the mail dispatcher and the webhook matcher
 * (issue 29 §3). The loop owns reading, waking on appends, stopping, trying
 * again after a transient failure, and setting aside an event the consumer
 * cannot handle (set-aside.ts); the consumer owns its checkpoint and what a
 * batch does (the checkpoint moves in the batch's own transaction, or after
 * its effects, so the consumer decides where reading goes on from).
 */
export interface LogConsumer extends SettingAside {
  /** Where reading starts, and starts again after a failure: the consumer's checkpoint. */
  resume(): Promise<LogPosition>;
  /** What the next read asks for (it may change as the consumer learns: an endpoint enabled, a projection gone alone). */
  reading(): Pick<ReadAllOptions, 'types' | 'sealed' | 'only'>;
  /** Handles the events read from `from` up to `next` (`full`: the batch was as large as asked, more may follow); answers where to read next. */
  handle(events: StoredEvent[], from: LogPosition, next: LogPosition, full: boolean): Promise<LogPosition>;
  /** The log is read to its end for now (called before waiting for the next append). */
  caughtUp?(): Promise<void>;
  /** Work due on the consumer's own clock, done before each read (a deferred recipient's retry). */
  beforeRead?(): Promise<void>;
  /** A read or a batch failed and will be tried again: say so. The loop waits `retryMs` and resumes from the checkpoint. */
  failed(error: unknown): void;
}

export interface FollowOptions {
  batchSize: number;
  /** The longest wait for an append before reading again (and doing `beforeRead`). */
  idleWaitMs: number;
  /** Events committed behind a still-open transaction: look again this soon (then later and later while it stays open, pending-backoff.ts). */
  pendingWaitMs: number;
  retryMs: number;
  /** After being woken, let a burst of appends gather into one batch. */
  lingerMs?: number;
  /**
   * Under steady appends (a batch of at least `gather.after` events that was
   * not full), read again no sooner than `gather.ms` after the read before:
   * the events meanwhile come in one batch, whose transactions' fixed
   * statements are paid once for more events. A lone append (the dashboard's
   * single change) is read at once as before. With `msPerEvent`, the wait is
   * that many ms for each event of the batch just read, up to `ms`: it grows
   * batch by batch only while events come faster than one per `msPerEvent`
   * (a door's rush), and stays shorter than handling a batch under a trickle (mail going out), whose
   * reader then keeps up with the log instead of trailing it by `ms`.
   */
  gather?: { after: number; ms: number; msPerEvent?: number };
  /** Read the next batch while the one before is handled (worth it for the projections' large catch-ups). */
  readAhead?: boolean;
}

interface Reading {
  events: StoredEvent[];
  next: LogPosition;
  pendingBeyond: boolean;
  signal: number;
  /** When the read was sent (performance.now()). */
  sentAt: number;
}

/**
 * One process of the instance follows the log for a consumer at a time (an
 * advisory lock; the others stand by), until stopped. A subclass says what
 * it leads (`lead`, usually `follow` with itself as the consumer, beside any
 * loop of its own such as a sender's).
 */
export abstract class Reactor {
  private stopRequested = false;
  private term: LeadershipTerm | null = null;
  /**
   * True once the reactor is asked to stop, or while its leadership term has ended (the lock's session
   * is gone): every loop of a subclass ends on it, and runAsLeader then leads again or stands by.
   */
  protected get stopped(): boolean {
    return this.stopRequested || this.term?.ended === true;
  }
  // Ends a wait for the next append at once when the reactor stops.
  protected readonly stopping = new AbortController();
  private loop: Promise<void> | null = null;

  constructor(
    protected readonly db: Db,
    protected readonly store: EventStore,
    private readonly leaderKey: string,
  ) {}

  start(): void {
    this.loop ??= runAsLeader(
      this.db,
      this.leaderKey,
      () => this.stopRequested,
      async (term) => {
        this.term = term;
        // Loops waiting on something other than the log (a sender's) hear the term end as they hear a stop.
        term.onEnd(() => this.onStopping());
        await this.lead();
      },
    );
  }

  async stop(): Promise<void> {
    this.stopRequested = true;
    this.stopping.abort();
    this.onStopping();
    await this.loop;
  }

  /** What the leader does until stopped. */
  protected abstract lead(): Promise<void>;

  /** Wakes loops of the subclass's own that wait on something other than the log. */
  protected onStopping(): void {}

  /** Follows the log for `consumer` until the reactor stops. */
  protected async follow(consumer: LogConsumer, options: FollowOptions): Promise<void> {
    // A reader whose last batch was full is behind, in a run of its own events: the store reads those differently.
    const read = (from: LogPosition, behind: boolean): Promise<Reading> => {
      const asked = { ...consumer.reading(), behind };
      // Taken before reading, so an append landing meanwhile is never slept through.
      const signal = this.store.appendSignal(asked.types);
      const sentAt = performance.now();
      const reading = this.store.readAll(from, options.batchSize, asked).then((result) => ({ ...result, signal, sentAt }));
      // Awaited later, or dropped: its failure must not go unhandled meanwhile.
      reading.catch(() => undefined);
      return reading;
    };
    let position = await this.resumed(consumer, options);
    // The next batch, read while the one before is handled.
    let ahead: { from: LogPosition; reading: Promise<Reading> } | null = null;
    // A batch failed for a reason of its own: the next one, read again from the checkpoint, goes one event at a time.
    let oneAtATime = false;
    let behind = false;
    const pending = new PendingBackoff(options.pendingWaitMs, PENDING_WAIT_MAX_MS);
    while (!this.stopped) {
      try {
        await consumer.beforeRead?.();
        const reading: Promise<Reading> = ahead !== null && samePosition(ahead.from, position) ? ahead.reading : read(position, behind);
        ahead = null;
        const { events, next, pendingBeyond, signal, sentAt } = await reading;
        if (events.length === 0) {
          behind = false;
          position = next;
          await consumer.caughtUp?.();
          if (!pendingBeyond) pending.reset();
          await this.store.waitForAppend(pendingBeyond ? pending.next() : options.idleWaitMs, signal, consumer.reading().types, this.stopping.signal);
          if (!pendingBeyond && options.lingerMs) await sleep(options.lingerMs);
          continue;
        }
        pending.reset();
        if (oneAtATime) {
          // Reading goes on after the batch's last event, so whatever came beyond it is read in batches again.
          position = (await handleOneAtATime(consumer, events, position, () => this.stopped)) ?? (await this.resumed(consumer, options));
          oneAtATime = false;
          continue;
        }
        const full = events.length >= options.batchSize;
        behind = full;
        if (full && options.readAhead) ahead = { from: next, reading: read(next, true) };
        position = await consumer.handle(events, position, next, full);
        const gatherFor =
          !full && options.gather && events.length >= options.gather.after ? sentAt + gatheringMs(options.gather, events.length) - performance.now() : 0;
        if (gatherFor > 0) await sleep(gatherFor);
      } catch (error) {
        ahead = null;
        behind = false;
        if (this.stopped) return;
        // A batch that fails for a reason of its own fails the same way at once: it is not waited for, nor reported until its event is found.
        const ownFailure: boolean = !oneAtATime && !isTransientFor(consumer, error);
        if (!ownFailure) {
          consumer.failed(error);
          await sleep(options.retryMs);
        }
        oneAtATime = ownFailure;
        position = await this.resumed(consumer, options);
      }
    }
  }

  /** The consumer's checkpoint, asked again until the database answers (or the reactor stops). */
  private async resumed(consumer: LogConsumer, options: FollowOptions): Promise<LogPosition> {
    for (;;) {
      try {
        return await consumer.resume();
      } catch (error) {
        if (this.stopped) throw error;
        consumer.failed(error);
        await sleep(options.retryMs);
      }
    }
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** How long after a read of `events` events the next one waits (FollowOptions.gather). */
export function gatheringMs(gather: NonNullable<FollowOptions['gather']>, events: number): number {
  return gather.msPerEvent === undefined ? gather.ms : Math.min(gather.ms, events * gather.msPerEvent);
}
