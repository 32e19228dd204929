import type { EventStore } from './event-store.ts';
import type { LogPosition, StoredEvent } from './types.ts';

export interface LogBatch {
  events: StoredEvent[];
  /** Where to read on from. */
  next: LogPosition;
}

export interface LogBatchesOptions {
  after: LogPosition;
  types: readonly string[];
  batchSize: number;
  /** No other reader will open these events' envelopes (see ReadAllOptions.soleReader). */
  soleReader?: boolean;
}

/**
 * The log from a position to its end, batch by batch, each read (and its
 * personal data decrypted) while the caller applies the one before.
 */
export async function* logBatches(store: EventStore, options: LogBatchesOptions): AsyncGenerator<LogBatch> {
  const read = (after: LogPosition) => store.readAll(after, options.batchSize, { types: options.types, soleReader: options.soleReader });
  let ahead = read(options.after);
  for (;;) {
    const { events, next } = await ahead;
    if (events.length === 0) return;
    ahead = read(next);
    ahead.catch(() => undefined);
    yield { events, next };
  }
}
