import { readCookie } from './cookies'

// Set by the server beside the (HttpOnly) session cookie and cleared with it (infra/src/http/cookies.ts).
const SIGNED_IN_HINT_COOKIE = 'usher_signed_in'

/** Whether a session may exist: false means signed out for sure, so nobody needs to ask the server. */
export function mayBeSignedIn(): boolean {
  return readCookie(SIGNED_IN_HINT_COOKIE) !== null
}

/** The server said the session is gone: drop the hint so signed-out pages stop asking. */
export function forgetSignedIn(): void {
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`
}
