import { createHmac, randomInt } from 'node:crypto';
import type { Db } from '@usher/infra/db/database';
import { instanceKey } from '@usher/infra/secrets/instance-secrets';
import { safeEqual } from '@usher/infra/http/tokens';

export const RECOVERY_CODE_COUNT = 10;
// No 0/O, 1/I/L: codes are read off paper and typed.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Ten codes of ten characters from a CSPRNG (about 49 bits each), shown as XXXXX-XXXXX. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** What a person typed, as stored: upper case, no spaces or dashes. */
export function normaliseRecoveryCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]+/g, '');
}

/** Keyed by an instance secret and bound to the account, so a copy of the table gives no code back. */
export async function hashRecoveryCode(db: Db, userId: string, code: string): Promise<string> {
  const key = await instanceKey(db, 'recovery_code_key');
  return createHmac('sha256', key)
    .update(`recovery:${userId}:${normaliseRecoveryCode(code)}`)
    .digest('hex');
}

export async function recoveryCodeMatches(db: Db, userId: string, typed: string, storedHash: string): Promise<boolean> {
  return safeEqual(await hashRecoveryCode(db, userId, typed), storedHash);
}
