import { sql } from 'kysely';
import type { Db } from '@usher/infra/db/database';
import { HttpError } from '@usher/infra/http/errors';
import { clearHits, recordHit, secondsUntilAllowed } from './rate-limit.ts';
import { tooManyLoginAttemptsMessage } from './identity-rules.ts';

const FIFTEEN_MINUTES = 15 * 60;
// One address guessing one account's password. Someone else's failures from another
// address never lock the owner out: the pair is the address and the account together.
const PER_ACCOUNT_AND_ADDRESS = 5;
// One address guessing many accounts' passwords (spraying), whatever X-Forwarded-For says.
const PER_ADDRESS = 50;
// Many addresses guessing one account: at most 100 failures an hour (ASVS 2.2.1). Past that,
// logins to the account are slowed from everywhere except addresses its owner has logged
// in from lately, so the owner still gets in from the usual places.
const PER_ACCOUNT = { max: 100, windowSeconds: 60 * 60 };
const KNOWN_ADDRESS_DAYS = 90;

export interface LoginAttempt {
  /** Trimmed and lower-cased; unknown addresses count too, so throttling says nothing about who has an account. */
  email: string;
  ip: string | null;
}

function bucketsOf({ email, ip }: LoginAttempt) {
  const address = ip ?? 'unknown';
  return { pair: `login:account-address:${email}|${address}`, address: `login:ip:${address}`, account: `login:account:${email}` };
}

async function isOwnersAddress(db: Db, { email, ip }: LoginAttempt): Promise<boolean> {
  if (!ip) return false;
  const known = await sql<{ known: boolean }>`
    select exists (
      select 1 from login_known_addresses k join users u on u.id = k.user_id
      where lower(u.email) = ${email} and k.ip = ${ip}
        and k.last_login_at > now() - make_interval(days => ${KNOWN_ADDRESS_DAYS})) as known`.execute(db);
  return known.rows[0]?.known ?? false;
}

/** 429 with Retry-After when this attempt is over one of the limits that apply to it. */
export async function refuseThrottledLogin(db: Db, attempt: LoginAttempt): Promise<void> {
  const buckets = bucketsOf(attempt);
  const [pair, address, account] = await Promise.all([
    secondsUntilAllowed(db, { bucket: buckets.pair, max: PER_ACCOUNT_AND_ADDRESS, windowSeconds: FIFTEEN_MINUTES }),
    secondsUntilAllowed(db, { bucket: buckets.address, max: PER_ADDRESS, windowSeconds: FIFTEEN_MINUTES }),
    secondsUntilAllowed(db, { bucket: buckets.account, ...PER_ACCOUNT }),
  ]);
  let wait = Math.max(pair ?? 0, address ?? 0);
  if (account !== null && !(await isOwnersAddress(db, attempt))) wait = Math.max(wait, account);
  if (wait > 0) throw new HttpError(429, tooManyLoginAttemptsMessage(wait), 'too_many_attempts', { 'retry-after': String(wait) });
}

export async function recordFailedLogin(db: Db, attempt: LoginAttempt): Promise<void> {
  const buckets = bucketsOf(attempt);
  await recordHit(db, buckets.pair, buckets.address, buckets.account);
}

/**
 * The owner's own typos from this address are forgiven; the account's count is not, or an
 * attacker's progress would restart each time the owner logs in. The address becomes one
 * of the owner's.
 */
export async function recordSuccessfulLogin(db: Db, attempt: LoginAttempt, userId: string): Promise<void> {
  await clearHits(db, bucketsOf(attempt).pair);
  if (!attempt.ip) return;
  await db
    .insertInto('login_known_addresses')
    .values({ user_id: userId, ip: attempt.ip })
    .onConflict((conflict) => conflict.columns(['user_id', 'ip']).doUpdateSet({ last_login_at: sql`now()` }))
    .execute();
}
