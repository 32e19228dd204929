import { isApiError } from '@/lib/api-error'

/** The server's 401 for a session unused past the idle timeout (infra/src/http/authenticate.ts). */
const SESSION_IDLE_CODE = 'session_idle'

/** Why the login page is shown, when the dashboard knows: 'idle' after the idle timeout. */
export type SignedOutReason = 'idle'

export function isIdleSignOut(error: unknown): boolean {
  return isApiError(error) && error.status === 401 && error.code === SESSION_IDLE_CODE
}

/** The login page's search for a sign-out the person should be told about. */
export function signedOutSearch(error: unknown): { reason?: SignedOutReason } {
  return isIdleSignOut(error) ? { reason: 'idle' } : {}
}

export const IDLE_SIGN_OUT_MESSAGE = 'You were signed out after a period of inactivity.'
