// SQLSTATEs that mean "the server is not there right now" rather than "this
// statement is wrong": class 08 (connection exception), the server shutting
// down or crashing under the session (57P01, 57P02), still starting or in
// recovery (57P03), and no connection slot left (53300).
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300', '25006']);
const UNAVAILABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// node-postgres reports a connection lost under a client in plain words, without a code.
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection error and is not queryable|Client was closed and is not queryable|timeout exceeded when trying to connect|terminating connection due to/i;

/**
 * Whether `error` says PostgreSQL could not be reached or went away (a
 * restart, a crash, a full server), so the request may simply be tried again
 * in a moment: such a failure answers 503, not 500. Looks through `cause`
 * and an AggregateError's errors (Node's connect tries every address).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && (code.startsWith('08') || UNAVAILABLE_STATES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code))) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
