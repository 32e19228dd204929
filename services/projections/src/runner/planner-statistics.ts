import { sql } from 'kysely';
import type { Db } from '@usher/infra/db/database';

// Autovacuum analyses a table only after 10% of it changed and its next nap
// (a minute by default): a bulk load of 100,000 guests left the planner
// guessing with an empty table's statistics for minutes, and picking plans
// ten times slower. We analyse ourselves once a burst this big has landed.
const EVENTS_BEFORE_ANALYZE = 10_000;
// A long catch-up analyses along the way too, not only at its end.
const EVENTS_FORCING_ANALYZE = 200_000;
// A steady stream of writes (a long upload the projection keeps up with) ends
// many small bursts: analysing after each would cost more than it saves.
const MIN_INTERVAL_MS = 15_000;

/**
 * Keeps the planner statistics of a projection's tables fresh after bulk
 * writes: counts applied events and runs ANALYZE when a large burst ends.
 */
export class PlannerStatistics {
  private sinceAnalyze = 0;
  private lastAnalyzedAt = 0;

  constructor(
    private readonly db: Db,
    private readonly tables: readonly string[],
    private readonly schema: string | undefined,
  ) {}

  /** Call after each applied batch; `burstEnded` when the log had no more to give. */
  async afterBatch(applied: number, burstEnded: boolean): Promise<void> {
    this.sinceAnalyze += applied;
    const rested = Date.now() - this.lastAnalyzedAt >= MIN_INTERVAL_MS;
    const due = this.sinceAnalyze >= EVENTS_FORCING_ANALYZE || (burstEnded && rested && this.sinceAnalyze >= EVENTS_BEFORE_ANALYZE);
    if (!due || this.tables.length === 0) return;
    this.sinceAnalyze = 0;
    this.lastAnalyzedAt = Date.now();
    const names = this.tables.map((table) => (this.schema ? sql.id(this.schema, table) : sql.id(table)));
    await sql`analyze ${sql.join(names)}`.execute(this.db);
  }
}
