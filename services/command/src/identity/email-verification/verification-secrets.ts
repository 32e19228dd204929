import { createHmac, randomInt } from 'node:crypto';
import type { Db } from '@usher/infra/db/database';
import { hashToken, newToken, safeEqual } from '@usher/infra/http/tokens';
import { instanceKey } from '@usher/infra/secrets/instance-secrets';

/**
 * The two secrets of one verification mail: six digits to type and a long
 * link token to click. Only their hashes are stored. Six digits are few, so
 * the code's hash is keyed by a per-instance secret and bound to the account:
 * a copy of the table alone does not give the codes back.
 */
export function newVerificationSecrets(): { code: string; linkToken: string } {
  return { code: String(randomInt(0, 1_000_000)).padStart(6, '0'), linkToken: newToken() };
}

export async function hashCode(db: Db, userId: string, code: string): Promise<string> {
  const key = await instanceKey(db, 'email_verification_key');
  return createHmac('sha256', key).update(`email-verification:${userId}:${code}`).digest('hex');
}

export async function codeMatches(db: Db, userId: string, code: string, storedHash: string): Promise<boolean> {
  return safeEqual(await hashCode(db, userId, code), storedHash);
}

/** The link token has 256 random bits: a plain hash is as good as a keyed one. */
export const hashLinkToken = hashToken;
