// Which failures of a batch handed to a follower of the log (a projection, the
// mailer, the webhook matcher) are the database or the network having a
// moment (try the same batch again), and which are the batch itself (an event
// it cannot handle, however often it tries). A follower adds the outages of
// its own peers (LogConsumer.isTransient: the mailer's SMTP server).
import { isDatabaseUnavailable } from '@usher/infra/db/database-unavailable';

// Beyond the database being away: transaction rollbacks (serialisation,
// deadlock), insufficient resources, operator intervention, system errors,
// lock and statement timeouts, 'object in use'.
const TRANSIENT_SQLSTATE_CLASSES = new Set(['40', '53', '57', '58']);
const TRANSIENT_SQLSTATES = new Set(['55P03', '55006']);

export function sqlStateOf(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : null;
}

/** True when the same batch may well succeed if tried again later. */
export function isTransientFailure(error: unknown): boolean {
  if (isDatabaseUnavailable(error)) return true;
  const state = sqlStateOf(error);
  return state !== null && (TRANSIENT_SQLSTATE_CLASSES.has(state.slice(0, 2)) || TRANSIENT_SQLSTATES.has(state));
}

/** A failure's words for the record and the log: one line, bounded, no stack. */
export function describeFailure(error: unknown): string {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return message.replace(/\s+/g, ' ').slice(0, 1000);
}
