import type { StoredEvent } from '@usher/infra/eventstore/types';

/**
 * The longest a projection's transaction may stay open. A transaction that
 * writes holds back the log's horizon (readers take only what committed
 * before the oldest transaction still running: see postgres-event-store.ts),
 * so while one is open no reader of the log, of any projection, sees an
 * event appended after it began. One transaction held nine minutes froze
 * every organisation's read models for nine minutes; held to this, another
 * organisation's change waits at most about this long.
 */
export const BATCH_BUDGET_MS = 1000;

// A transaction is cut to fill this share of the budget at the pace measured,
// leaving the rest for an estimate that is a little off.
const TARGET_SHARE = 0.5;
// An event costs one unit and one more per this many characters of data: a
// guest's change is one unit, a journey step of 250,000 characters 123.
const CHARACTERS_PER_UNIT = 2048;
// A faster transaction moves the estimate this far towards it; a slower one moves it all the way at once.
const EASING = 0.5;

// Each event's cost, worked out once: a rebuild hands the same events to every projection, and
// serialising each event's data once per projection was 2 % of a rebuild's time.
const costs = new WeakMap<StoredEvent, number>();

/** What applying the event is expected to cost, in units of the pace. */
export function costOf(event: StoredEvent): number {
  let cost = costs.get(event);
  if (cost === undefined) costs.set(event, (cost = 1 + Math.floor(jsonLength(event.data) / CHARACTERS_PER_UNIT)));
  return cost;
}

/**
 * About the length of the value's JSON (exact but for escapes and numbers'
 * digits), counted without writing it: serialising every event of a rebuild
 * only to measure it made a string per event for the collector.
 */
function jsonLength(value: unknown): number {
  switch (typeof value) {
    case 'string':
      return value.length + 2;
    case 'number':
      return Number.isInteger(value) && Math.abs(value) < 1e15 ? Math.max(1, Math.ceil(Math.log10(Math.abs(value) + 1))) + (value < 0 ? 1 : 0) : 17;
    case 'boolean':
      return value ? 4 : 5;
    case 'object': {
      if (value === null) return 4;
      if (value instanceof Date) return 26;
      let length = 2;
      let items = 0;
      if (Array.isArray(value)) {
        for (const item of value) length += jsonLength(item) + (items++ > 0 ? 1 : 0);
        return length;
      }
      const record = value as Record<string, unknown>;
      for (const key in record) {
        const item = record[key];
        if (item === undefined || typeof item === 'function') continue;
        length += key.length + 3 + jsonLength(item) + (items++ > 0 ? 1 : 0);
      }
      return length;
    }
    default:
      return 0;
  }
}

/**
 * How fast one projection applies events, learnt from its own transactions,
 * so that a batch of the log is applied in as many transactions as keep each
 * within the budget. A rebuild and a past view keep one for their whole run;
 * the live runner one per projection.
 */
export class BatchPace {
  private msPerUnit: number | null = null;

  constructor(readonly budgetMs = BATCH_BUDGET_MS) {}

  /**
   * How many of `costs`, from `from`, the next transaction takes: those that
   * fit its share of the budget, and always one. Until a transaction has been
   * timed, one: the first of a heavy backlog must not be the one that overruns.
   */
  take(costs: readonly number[], from: number): number {
    const allowance = this.msPerUnit === null ? 0 : (this.budgetMs * TARGET_SHARE) / this.msPerUnit;
    let units = costs[from] ?? 0;
    let count = 1;
    while (from + count < costs.length && units + costs[from + count]! <= allowance) {
      units += costs[from + count]!;
      count += 1;
    }
    return count;
  }

  /**
   * The share of a transaction's allowance that `units` would take at the
   * pace measured (Infinity until a transaction has been timed): parts of a
   * batch whose shares sum to at most 1 fit one transaction together.
   */
  share(units: number): number {
    return this.msPerUnit === null ? Infinity : (units * this.msPerUnit) / (this.budgetMs * TARGET_SHARE);
  }

  /** A transaction of `units` committed after `ms`. */
  record(units: number, ms: number): void {
    const measured = ms / Math.max(units, 1);
    this.msPerUnit = this.msPerUnit === null || measured > this.msPerUnit ? measured : this.msPerUnit * (1 - EASING) + measured * EASING;
  }
}
