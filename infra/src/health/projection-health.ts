import { PROJECTION_MANIFEST } from '@usher/events/projection-manifest';
import type { Db } from '../db/database.ts';
import { projectionDelays } from '../eventstore/projection-lag.ts';
import type { Clock } from '../clock.ts';

export interface ProjectionHealth {
  status: 'ok' | 'degraded';
  /** A read model further behind than this makes the instance degraded (HEALTH_LAG_SECONDS). */
  lag_threshold_seconds: number;
  /** Each read model, with how long the oldest event it has not applied has waited (0: none waits). */
  projections: { name: string; lag_seconds: number }[];
  /** How long the oldest open transaction that holds back the readers of the log has been open. */
  horizon_held_seconds: number;
  /** Why it is degraded, in words; empty when it is not. */
  reasons: string[];
}

const secondsSince = (now: Date, then: Date | null) => (then ? Math.max(0, Math.round((now.getTime() - then.getTime()) / 100) / 10) : 0);

/**
 * Whether the read models keep up: degraded once any of them has kept an
 * event waiting longer than the threshold, with each one's lag, and, when a
 * transaction has held back every reader of the log that long, that too:
 * the usual cause of every read model falling behind at once. Asked by
 * /api/health (load balancers, monitoring) and the admin dashboard.
 */
export async function projectionHealth(db: Db, clock: Clock, thresholdSeconds: number): Promise<ProjectionHealth> {
  const { delays, horizonHeldSince } = await projectionDelays(db, PROJECTION_MANIFEST);
  const now = clock.now();
  const projections = delays.map((delay) => ({ name: delay.name, lag_seconds: secondsSince(now, delay.oldestUnappliedAt) }));
  const horizon = secondsSince(now, horizonHeldSince);
  const lagging = projections.filter((projection) => projection.lag_seconds > thresholdSeconds);
  const reasons = lagging.map(
    (projection) =>
      `${projection.name} is ${projection.lag_seconds} s behind: the oldest event it has not applied was recorded ${projection.lag_seconds} s ago.`,
  );
  if (lagging.length > 0 && horizon > thresholdSeconds) {
    reasons.push(`A database transaction open for ${horizon} s holds back every read model: none reads what was written after it began.`);
  }
  return { status: lagging.length > 0 ? 'degraded' : 'ok', lag_threshold_seconds: thresholdSeconds, projections, horizon_held_seconds: horizon, reasons };
}
