import type { AppendResult } from './event-store.ts';
import { DuplicateIdempotencyKeyError, WrongExpectedVersionError, type AppendRequest, type IdempotencyRecord } from './types.ts';

/** What a batch's statement writes: every command's events, and the idempotency records of those that have one. */
export type AppendNow = (requests: AppendRequest[], idempotencies: IdempotencyRecord[]) => Promise<AppendResult>;

interface Waiting {
  requests: AppendRequest[];
  idempotency?: IdempotencyRecord;
  resolve: (result: AppendResult) => void;
  reject: (error: unknown) => void;
}

// Two statements in flight, not four: while they run, the next batch gathers
// twice as many commands, so a door's check-ins commit (and wait for a WAL
// flush) half as often. Twenty clients' check-ins: 0.52 appends a check-in
// with four, 0.29 with two (tests/bench/statements-per-check-in.ts, issue 31).
const MAX_IN_FLIGHT = 2;
const MAX_EVENTS_PER_STATEMENT = 500;

/**
 * Group commit for independent appends: commands that arrive while earlier
 * appends are in flight go to the database together, in one statement and
 * one commit, instead of one commit each. A batch is all or nothing, so when
 * one of its commands lost a race the others are appended on their own and
 * only the loser hears of the conflict.
 */
export class AppendBatcher {
  private readonly queue: Waiting[] = [];
  private inFlight = 0;

  constructor(private readonly appendNow: AppendNow) {}

  append(requests: AppendRequest[], idempotency?: IdempotencyRecord): Promise<AppendResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ requests, idempotency, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.inFlight < MAX_IN_FLIGHT && this.queue.length > 0) {
      const batch = this.takeBatch();
      this.inFlight++;
      void this.send(batch).finally(() => {
        this.inFlight--;
        this.pump();
      });
    }
  }

  private takeBatch(): Waiting[] {
    const batch: Waiting[] = [this.queue.shift()!];
    let events = countEvents(batch[0]!.requests);
    const streams = new Set(batch[0]!.requests.map((r) => r.streamId));
    const keys = new Set([keyOf(batch[0]!.idempotency)]);
    while (this.queue.length > 0) {
      const next = this.queue[0]!;
      // Two commands on one stream, or with one key, would make the whole batch fail.
      if (next.requests.some((r) => streams.has(r.streamId))) break;
      if (next.idempotency && keys.has(keyOf(next.idempotency))) break;
      if (events + countEvents(next.requests) > MAX_EVENTS_PER_STATEMENT) break;
      this.queue.shift();
      batch.push(next);
      events += countEvents(next.requests);
      for (const r of next.requests) streams.add(r.streamId);
      keys.add(keyOf(next.idempotency));
    }
    return batch;
  }

  private async send(batch: Waiting[]): Promise<void> {
    if (batch.length === 1) {
      const only = batch[0]!;
      await this.appendNow(only.requests, idempotenciesOf([only])).then(only.resolve, only.reject);
      return;
    }
    try {
      const result = await this.appendNow(
        batch.flatMap((waiting) => waiting.requests),
        idempotenciesOf(batch),
      );
      let offset = 0;
      for (const waiting of batch) {
        const events = result.events.slice(offset, offset + countEvents(waiting.requests));
        offset += events.length;
        waiting.resolve({ events, position: events[events.length - 1]!.globalPosition });
      }
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError) && !(error instanceof DuplicateIdempotencyKeyError)) {
        for (const waiting of batch) waiting.reject(error);
        return;
      }
      await Promise.all(batch.map((waiting) => this.appendNow(waiting.requests, idempotenciesOf([waiting])).then(waiting.resolve, waiting.reject)));
    }
  }
}

function countEvents(requests: AppendRequest[]): number {
  return requests.reduce((sum, request) => sum + request.events.length, 0);
}

function idempotenciesOf(batch: Waiting[]): IdempotencyRecord[] {
  return batch.flatMap((waiting) => (waiting.idempotency ? [waiting.idempotency] : []));
}

/** One text per key (the empty text for none, which never stops a batch). */
function keyOf(idempotency: IdempotencyRecord | undefined): string {
  return idempotency ? JSON.stringify([idempotency.actorKey, idempotency.key]) : '';
}
