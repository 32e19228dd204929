import '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CHALLENGE_COOKIE } from './two-factor-rules.ts';

/**
 * The login waiting for its second factor is carried by an HttpOnly cookie (never readable by
 * a script), and short-lived like the challenge itself.
 */
export function setChallengeCookie(reply: FastifyReply, token: string, maxAgeSeconds: number, appUrlIsHttps: boolean): void {
  reply.setCookie(CHALLENGE_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: appUrlIsHttps || reply.request.protocol === 'https',
    maxAge: maxAgeSeconds,
  });
}

export function clearChallengeCookie(reply: FastifyReply): void {
  reply.clearCookie(CHALLENGE_COOKIE, { path: '/' });
}

export function challengeTokenOf(request: FastifyRequest): string | undefined {
  return request.cookies?.[CHALLENGE_COOKIE];
}
