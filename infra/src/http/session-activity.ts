import type { Db } from '../db/database.ts';

/**
 * A session nobody used for this long is over, whatever its cookie's 15 days say: a laptop left
 * signed in at an event's door overnight asks for the password in the morning. Twelve hours
 * covers a long event day (setup to last guest) without signing staff out mid-shift.
 */
export const DEFAULT_SESSION_IDLE_TIMEOUT_MINUTES = 12 * 60;

/** How often a session's last-seen time is written: a hint for its owner, not an audit, so once a minute is plenty. */
export const LAST_SEEN_GRANULARITY_MS = 60_000;

/** SESSION_IDLE_TIMEOUT_MINUTES, or the default when unset or not a positive whole number. */
export function sessionIdleTimeoutMinutes(env: NodeJS.ProcessEnv = process.env): number {
  const configured = Number(env.SESSION_IDLE_TIMEOUT_MINUTES);
  return Number.isSafeInteger(configured) && configured > 0 ? configured : DEFAULT_SESSION_IDLE_TIMEOUT_MINUTES;
}

/** The session went unused for longer than the idle timeout. */
export function isIdleTooLong(lastSeenAt: Date, now: Date, timeoutMinutes = sessionIdleTimeoutMinutes()): boolean {
  return now.getTime() - lastSeenAt.getTime() > timeoutMinutes * 60_000;
}

/** A request now should record itself as the session's last use (at most once a minute). */
export function lastSeenIsStale(lastSeenAt: Date, now: Date): boolean {
  return now.getTime() - lastSeenAt.getTime() >= LAST_SEEN_GRANULARITY_MS;
}

export async function recordLastSeen(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: now }).where('token_hash', '=', tokenHash).execute();
}
