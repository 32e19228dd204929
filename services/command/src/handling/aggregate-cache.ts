/** What the write side remembers of a stream between commands. */
export interface CachedAggregate {
  version: number;
  state: unknown;
  createdAt: string;
  updatedAt: string;
}

const MAX_ENTRIES = 100_000;

/**
 * Folded aggregates by stream, so a command can skip re-reading its stream.
 * Never trusted blindly: an append with a stale version is refused by the
 * store (and the command re-reads), and a decision that appends nothing is
 * always re-made from the log. Map order makes it least-recently-set first.
 */
export class AggregateCache {
  private readonly entries = new Map<string, CachedAggregate>();

  get(streamId: string): CachedAggregate | undefined {
    return this.entries.get(streamId);
  }

  set(streamId: string, entry: CachedAggregate): void {
    this.entries.delete(streamId);
    this.entries.set(streamId, entry);
    if (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  forget(streamIds: Iterable<string>): void {
    for (const id of streamIds) this.entries.delete(id);
  }
}

export const aggregateCache = new AggregateCache();
