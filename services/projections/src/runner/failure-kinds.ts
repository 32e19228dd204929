// Which failures of a projection's batch are the database or the network
// having a moment (try the same batch again), and which are the batch
// itself (an event the projection cannot apply, however often it tries).

// SQLSTATE classes that say nothing about the data: connection exceptions,
// transaction rollbacks (serialisation, deadlock), insufficient resources,
// operator intervention (admin shutdown, crash), system errors.
const TRANSIENT_SQLSTATE_CLASSES = new Set(['08', '40', '53', '57', '58']);
// Lock and statement timeouts, 'object in use'.
const TRANSIENT_SQLSTATES = new Set(['55P03', '55006', '57014']);
const TRANSIENT_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// pg's own words when the socket under a client went away.
const TRANSIENT_MESSAGES = /Connection terminated|connection (?:was )?(?:closed|ended)|Client has encountered a connection error|timeout exceeded when trying to connect|Cannot use a pool after calling end/i;

export function sqlStateOf(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : null;
}

/** True when the same batch may well succeed if tried again later. */
export function isTransientFailure(error: unknown): boolean {
  const state = sqlStateOf(error);
  if (state) return TRANSIENT_SQLSTATE_CLASSES.has(state.slice(0, 2)) || TRANSIENT_SQLSTATES.has(state);
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && TRANSIENT_ERRNOS.has(code)) return true;
  const message = error instanceof Error ? error.message : String(error);
  return TRANSIENT_MESSAGES.test(message);
}

/** A failure's words for the record and the log: one line, bounded, no stack. */
export function describeFailure(error: unknown): string {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return message.replace(/\s+/g, ' ').slice(0, 1000);
}
