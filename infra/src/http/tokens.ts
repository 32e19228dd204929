import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random, unguessable token (session, access token). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their hash. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The CSRF token is bound to the session, so it cannot be replayed for another. */
export function csrfTokenFor(sessionTokenHash: string, key: string): string {
  return createHmac('sha256', key).update(`csrf:${sessionTokenHash}`).digest('base64url');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
