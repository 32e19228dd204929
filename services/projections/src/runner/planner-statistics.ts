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
export const MIN_INTERVAL_MS = 15_000;
// A burst this big on its own (a bulk action over tens of thousands of guests)
// is analysed as soon as it ends, rested or not: the organiser's next action
// (often seconds later) is planned on what the tables now hold, and two bulk
// actions in a row no longer leave the second one's writes unanalysed until
// the next burst comes.
const EVENTS_ANALYSED_AT_ONCE = 20_000;

/** Where a projection's writes stand since its tables were last analysed. */
export interface AnalysisClock {
  /** Events applied since the last ANALYZE. */
  sinceAnalyze: number;
  /** Events applied in the burst under way (or just ended). */
  inBurst: number;
  /** Milliseconds since the last ANALYZE (Infinity: never). */
  sinceLastMs: number;
  /** The log had no more to give after this batch. */
  burstEnded: boolean;
}

/**
 * When the tables are to be analysed: now; once MIN_INTERVAL_MS has passed
 * since the last analysis (a burst that ended too soon after it); or not yet.
 */
export function analysisDue(clock: AnalysisClock, restMs = MIN_INTERVAL_MS): 'now' | 'once rested' | 'not yet' {
  if (clock.sinceAnalyze >= EVENTS_FORCING_ANALYZE) return 'now';
  if (!clock.burstEnded || clock.sinceAnalyze < EVENTS_BEFORE_ANALYZE) return 'not yet';
  return clock.sinceLastMs >= restMs || clock.inBurst >= EVENTS_ANALYSED_AT_ONCE ? 'now' : 'once rested';
}

/**
 * Keeps the planner statistics of a projection's tables fresh after bulk
 * writes: counts applied events and runs ANALYZE when a large burst ends. A
 * burst that ends too soon after the last analysis is analysed once the
 * interval has passed, whether or not more events come: the last of several
 * bulk actions in a row is not left to autovacuum's next nap.
 */
export class PlannerStatistics {
  private sinceAnalyze = 0;
  private inBurst = 0;
  private lastAnalyzedAt = -Infinity;
  private deferred: NodeJS.Timeout | null = null;
  private analysing: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly tables: readonly string[],
    private readonly schema: string | undefined,
    /** The least time between two analyses of small bursts (MIN_INTERVAL_MS; shorter in tests). */
    private readonly restMs = MIN_INTERVAL_MS,
  ) {}

  /** Call after each applied batch; `burstEnded` when the log had no more to give. */
  async afterBatch(applied: number, burstEnded: boolean): Promise<void> {
    if (this.tables.length === 0) return;
    this.sinceAnalyze += applied;
    this.inBurst += applied;
    const due = analysisDue({ sinceAnalyze: this.sinceAnalyze, inBurst: this.inBurst, sinceLastMs: Date.now() - this.lastAnalyzedAt, burstEnded }, this.restMs);
    if (burstEnded) this.inBurst = 0;
    if (due === 'now') await this.analyse();
    else if (due === 'once rested') this.deferUntilRested();
  }

  private deferUntilRested(): void {
    if (this.deferred) return;
    const waitMs = Math.max(0, this.lastAnalyzedAt + this.restMs - Date.now());
    this.deferred = setTimeout(() => {
      this.deferred = null;
      // Analysed meanwhile (a later burst was due at once): nothing left to do.
      if (this.sinceAnalyze < EVENTS_BEFORE_ANALYZE) return;
      // Beside the runner's batches, as autovacuum's would be; a failure (the database away) leaves it to the next burst.
      this.analyse().catch(() => undefined);
    }, waitMs);
    this.deferred.unref();
  }

  private async analyse(): Promise<void> {
    if (this.analysing) return this.analysing;
    if (this.deferred) clearTimeout(this.deferred);
    this.deferred = null;
    this.sinceAnalyze = 0;
    this.lastAnalyzedAt = Date.now();
    const names = this.tables.map((table) => (this.schema ? sql.id(this.schema, table) : sql.id(table)));
    this.analysing = sql`analyze ${sql.join(names)}`
      .execute(this.db)
      .then(() => undefined)
      .finally(() => {
        this.analysing = null;
      });
    return this.analysing;
  }
}
