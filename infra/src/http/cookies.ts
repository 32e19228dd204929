import '@fastify/cookie';
import type { FastifyReply } from 'fastify';

export const SESSION_COOKIE = 'usher_session';
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';
export const SESSION_DAYS = 15;

export function setSessionCookies(reply: FastifyReply, token: string, csrfToken: string, secure: boolean): void {
  const maxAge = SESSION_DAYS * 24 * 60 * 60;
  reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge });
  setCsrfCookie(reply, csrfToken, secure);
}

/** Readable by the dashboard's script, which echoes it in the X-XSRF-TOKEN header. */
export function setCsrfCookie(reply: FastifyReply, csrfToken: string, secure: boolean): void {
  reply.setCookie(CSRF_COOKIE, csrfToken, { path: '/', httpOnly: false, sameSite: 'lax', secure, maxAge: SESSION_DAYS * 24 * 60 * 60 });
}

export function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(CSRF_COOKIE, { path: '/' });
}
