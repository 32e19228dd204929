import type { AppendResult } from './event-store.ts';
import { WrongExpectedVersionError, type AppendRequest } from './types.ts';

interface Waiting {
  requests: AppendRequest[];
  resolve: (result: AppendResult) => void;
  reject: (error: unknown) => void;
}

const MAX_IN_FLIGHT = 4;
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

  constructor(private readonly appendNow: (requests: AppendRequest[]) => Promise<AppendResult>) {}

  append(requests: AppendRequest[]): Promise<AppendResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ requests, resolve, reject });
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
    while (this.queue.length > 0) {
      const next = this.queue[0]!;
      // Two commands on one stream would make the whole batch conflict.
      if (next.requests.some((r) => streams.has(r.streamId))) break;
      if (events + countEvents(next.requests) > MAX_EVENTS_PER_STATEMENT) break;
      this.queue.shift();
      batch.push(next);
      events += countEvents(next.requests);
      for (const r of next.requests) streams.add(r.streamId);
    }
    return batch;
  }

  private async send(batch: Waiting[]): Promise<void> {
    if (batch.length === 1) {
      const only = batch[0]!;
      await this.appendNow(only.requests).then(only.resolve, only.reject);
      return;
    }
    try {
      const result = await this.appendNow(batch.flatMap((waiting) => waiting.requests));
      let offset = 0;
      for (const waiting of batch) {
        const events = result.events.slice(offset, offset + countEvents(waiting.requests));
        offset += events.length;
        waiting.resolve({ events, position: events[events.length - 1]!.globalPosition });
      }
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) {
        for (const waiting of batch) waiting.reject(error);
        return;
      }
      await Promise.all(batch.map((waiting) => this.appendNow(waiting.requests).then(waiting.resolve, waiting.reject)));
    }
  }
}

function countEvents(requests: AppendRequest[]): number {
  return requests.reduce((sum, request) => sum + request.events.length, 0);
}
