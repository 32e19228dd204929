import '@fastify/cookie';
import type { FastifyReply } from 'fastify';

export const SESSION_COOKIE = 'usher_session';
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';
export const SESSION_DAYS = 15;
/**
 * A hint the dashboard's script can read, never a credential: "a session cookie was set here".
 * Without it the dashboard knows it is signed out and does not ask who is signed in, so a signed-out
 * page makes no request that fails with 401.
 */
export const SIGNED_IN_HINT_COOKIE = 'usher_signed_in';

/**
 * Cookies carry Secure whenever the product is served over HTTPS: always when APP_URL is
 * https (`appUrlIsHttps`), and for a request that came in over TLS, directly or through a
 * trusted proxy's X-Forwarded-Proto (Fastify believes that header only from TRUSTED_PROXIES).
 */
export function isSecure(reply: FastifyReply, appUrlIsHttps: boolean): boolean {
  return appUrlIsHttps || reply.request.protocol === 'https';
}

export function setSessionCookies(reply: FastifyReply, token: string, csrfToken: string, appUrlIsHttps: boolean): void {
  const maxAge = SESSION_DAYS * 24 * 60 * 60;
  reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure: isSecure(reply, appUrlIsHttps), maxAge });
  setCsrfCookie(reply, csrfToken, appUrlIsHttps);
  reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', { path: '/', httpOnly: false, sameSite: 'lax', secure: isSecure(reply, appUrlIsHttps), maxAge });
}

/**
 * A session cookie from before the hint existed: the page that carries it gets the hint too, so the
 * dashboard asks who is signed in instead of sending its holder to the login page. It stays a hint:
 * for a session that has ended, the dashboard's one question answers 401 and it forgets the hint.
 */
export function restoreSignedInHint(reply: FastifyReply, appUrlIsHttps: boolean): void {
  const { cookies } = reply.request;
  if (!cookies[SESSION_COOKIE] || cookies[SIGNED_IN_HINT_COOKIE]) return;
  reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure: isSecure(reply, appUrlIsHttps),
    maxAge: SESSION_DAYS * 24 * 60 * 60,
  });
}

/** Readable by the dashboard's script, which echoes it in the X-XSRF-TOKEN header. */
export function setCsrfCookie(reply: FastifyReply, csrfToken: string, appUrlIsHttps: boolean): void {
  reply.setCookie(CSRF_COOKIE, csrfToken, {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure: isSecure(reply, appUrlIsHttps),
    maxAge: SESSION_DAYS * 24 * 60 * 60,
  });
}

export function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(CSRF_COOKIE, { path: '/' });
  reply.clearCookie(SIGNED_IN_HINT_COOKIE, { path: '/' });
}
