import type { EventStore } from '@usher/infra/eventstore/event-store';
import type { AppendRequest } from '@usher/infra/eventstore/types';
import { appendEach, messageStatusChange, type StatusChange } from './engine-appends.ts';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import { APPEND_CHUNK } from './alert-dispatcher.ts';

const FLUSH_AT = APPEND_CHUNK;
const FLUSH_AFTER_MS = 40;
const RACES_PER_RESULT = 5;
const RETRY_MS = 1000;
// About half a minute of a database away; past it the messages stay 'sending' and a later leader sends them again.
const RETRIES_WHILE_DOWN = 30;

interface Pending {
  request: AppendRequest;
  done: () => void;
}

/**
 * Records what came of each send, many messages per append: results wait a
 * few milliseconds for company, then go in one statement. A result's stream
 * may have moved since the claim (a delivery report that came back before
 * 'sent' was recorded): it is appended again at the stream's version, and
 * the projection's nextStatus keeps the furthest status. An append whose
 * outcome is unknown (the connection died) is looked for by its event id
 * before it is tried again, so no result is recorded twice.
 */
export class StatusRecorder {
  private pending: Pending[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly store: EventStore,
    private readonly log: (message: string, error?: unknown) => void,
  ) {}

  /** Resolves once the change is in the log. */
  record(change: StatusChange, version: number, metadata: EventMetadata): Promise<void> {
    return new Promise((done) => {
      this.pending.push({ request: messageStatusChange(change, version, metadata), done });
      if (this.pending.length >= FLUSH_AT) this.flushSoon(0);
      else this.flushSoon(FLUSH_AFTER_MS);
    });
  }

  /** Everything recorded so far is in the log (a graceful stop waits for it). */
  async settle(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.flushing = this.flushing.then(() => this.flush());
    await this.flushing;
  }

  private flushSoon(delayMs: number): void {
    if (this.timer && delayMs > 0) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.flushing = this.flushing.then(() => this.flush());
    }, delayMs);
  }

  /** The results not in the log, each made ready to go at its stream's version now; those found are done. */
  private async notYetIn(items: Pending[]): Promise<Pending[]> {
    const streams = await this.store.readStreams(items.map((item) => item.request.streamId));
    const left: Pending[] = [];
    for (const item of items) {
      const events = streams.get(item.request.streamId) ?? [];
      if (events.some((event) => event.eventId === item.request.events[0]!.eventId)) item.done();
      else left.push({ ...item, request: { ...item.request, expectedVersion: events.length } });
    }
    return left;
  }

  private async flush(): Promise<void> {
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, FLUSH_AT);
      let waiting = batch;
      let failures = 0;
      let races = 0;
      while (waiting.length > 0) {
        try {
          const { refused } = await appendEach(
            this.store,
            waiting.map((item) => item.request),
            FLUSH_AT,
          );
          const lost = new Set(refused);
          for (const item of waiting) if (!lost.has(item.request)) item.done();
          waiting = waiting.filter((item) => lost.has(item.request));
          if (waiting.length > 0 && ++races > RACES_PER_RESULT) {
            // Never silently: the message stays 'sending' and a later leader sends it again.
            this.log(`communications engine: ${waiting.length} results could not be recorded after ${RACES_PER_RESULT} races`);
            for (const item of waiting) item.done();
            break;
          }
          waiting = await this.notYetIn(waiting);
        } catch (error) {
          // The database is away: keep the results and try again, they are the only record of what was sent.
          if (++failures > RETRIES_WHILE_DOWN) {
            this.log(`communications engine: ${waiting.length} results could not be recorded; those messages will be sent again`, error);
            for (const item of waiting) item.done();
            break;
          }
          this.log('communications engine: recording results failed; retrying', error);
          await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
          waiting = await this.notYetIn(waiting).catch(() => waiting);
        }
      }
    }
  }
}
