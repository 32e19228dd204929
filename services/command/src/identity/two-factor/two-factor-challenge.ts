import { createHmac, randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { signInCodeEmail } from '@usher/domain/identity/two-factor-emails';
import { HttpError } from '@usher/infra/http/errors';
import { hashToken, newToken, safeEqual } from '@usher/infra/http/tokens';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import { instanceKey } from '@usher/infra/secrets/instance-secrets';
import { giveBackHit, takeHit } from '../rate-limit.ts';
import { acceptedTotpStep } from './totp.ts';
import { unseal } from '@usher/infra/secrets/secret-box';
import { hashRecoveryCode, normaliseRecoveryCode } from './recovery-codes.ts';
import { appendTwoFactorAudit, tellOwner } from './two-factor-audit.ts';
import {
  CHALLENGE_EXPIRED_MESSAGE,
  CHALLENGE_MINUTES,
  CODE_REQUIRED_MESSAGE,
  EMAIL_CODE_MINUTES,
  EMAIL_CODES_PER_ACCOUNT_PER_HOUR,
  EMAIL_CODES_PER_CHALLENGE,
  TOO_MANY_CODES_MESSAGE,
  TOO_MANY_EMAILS_MESSAGE,
  WRONG_CODE_MESSAGE,
  WRONG_CODES_PER_ACCOUNT,
  WRONG_CODES_PER_CHALLENGE,
  WRONG_CODES_WINDOW_SECONDS,
  WRONG_RECOVERY_CODE_MESSAGE,
} from './two-factor-rules.ts';
import { ACCOUNT_COLUMNS } from '../present-user.ts';

const wrongByAccount = (userId: string) => `two-factor:wrong:account:${userId}`;
const emailsByAccount = (userId: string) => `two-factor:email:account:${userId}`;
/** The password was right: the login waits for its second factor. The cookie's token is stored only as its hash. */
export async function openChallenge(context: ServiceContext, userId: string): Promise<{ token: string; maxAgeSeconds: number }> {
  const token = newToken();
  const now = context.clock.now();
  // A person has one login in progress at a time per browser; old ones of theirs are dropped.
  await context.db.deleteFrom('two_factor_challenges').where('user_id', '=', userId).where('expires_at', '<=', now).execute();
  await context.db
    .insertInto('two_factor_challenges')
    .values({ token_hash: hashToken(token), user_id: userId, created_at: now, expires_at: new Date(now.getTime() + CHALLENGE_MINUTES * 60_000) })
    .execute();
  return { token, maxAgeSeconds: CHALLENGE_MINUTES * 60 };
}

async function liveChallenge(context: ServiceContext, token: string | undefined) {
  const challenge = token
    ? await context.db.selectFrom('two_factor_challenges').selectAll().where('token_hash', '=', hashToken(token)).executeTakeFirst()
    : undefined;
  if (!challenge || challenge.expires_at.getTime() <= context.clock.now().getTime())
    throw new HttpError(401, CHALLENGE_EXPIRED_MESSAGE, 'two_factor_challenge_expired');
  return challenge;
}

async function hashEmailCode(context: ServiceContext, userId: string, code: string): Promise<string> {
  const key = await instanceKey(context.db, 'two_factor_email_code_key');
  return createHmac('sha256', key).update(`two-factor-email:${userId}:${code}`).digest('hex');
}

/** Whether an emailed code is still good at `now` (it works for {@link EMAIL_CODE_MINUTES}). */
export function emailCodeIsFresh(expiresAt: Date | null, now: Date): boolean {
  return expiresAt !== null && expiresAt.getTime() > now.getTime();
}

/**
 * Spec 'POST /api/auth/send-mfa-code': during a challenge, a six-digit code by email as the
 * fallback to the app. A new code replaces the last; the challenge lives as long as the code.
 */
export async function sendEmailCode(context: ServiceContext, token: string | undefined) {
  const challenge = await liveChallenge(context, token);
  const account = await context.db.selectFrom('users').select(['email', 'first_name']).where('id', '=', challenge.user_id).executeTakeFirstOrThrow();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(context.clock.now().getTime() + EMAIL_CODE_MINUTES * 60_000);
  // Both limits are taken, not only counted, before a mail goes: requests sent at once cannot all pass a count.
  const bucket = emailsByAccount(challenge.user_id);
  if (!(await takeHit(context.db, { bucket, max: EMAIL_CODES_PER_ACCOUNT_PER_HOUR, windowSeconds: 3600 })))
    throw new HttpError(429, TOO_MANY_EMAILS_MESSAGE, 'too_many_attempts');
  const taken = await context.db
    .updateTable('two_factor_challenges')
    .set({
      email_code_hash: await hashEmailCode(context, challenge.user_id, code),
      email_code_expires_at: expiresAt,
      email_codes_sent: sql`email_codes_sent + 1`,
      expires_at: sql`greatest(expires_at, ${expiresAt})`,
    })
    .where('token_hash', '=', challenge.token_hash)
    .where('email_codes_sent', '<', EMAIL_CODES_PER_CHALLENGE)
    .returning('token_hash')
    .executeTakeFirst();
  if (!taken) {
    await giveBackHit(context.db, bucket);
    throw new HttpError(429, TOO_MANY_EMAILS_MESSAGE, 'too_many_attempts');
  }
  try {
    await context.mail.send({ to: account.email, ...signInCodeEmail({ firstName: account.first_name, code, validMinutes: EMAIL_CODE_MINUTES }) });
  } catch {
    throw new HttpError(503, 'The email could not be sent just now. Please try again in a minute.', 'mail_unavailable');
  }
  return { expires_at: expiresAt.toISOString(), maxAgeSeconds: EMAIL_CODE_MINUTES * 60 };
}

type Answer = { code?: string | null; recovery_code?: string | null };

/** Which factor the answer proves, or null; a right answer is used up here (single use). */
async function proveFactor(
  context: ServiceContext,
  challenge: { user_id: string; token_hash: string; email_code_hash: string | null; email_code_expires_at: Date | null },
  answer: Answer,
): Promise<'totp' | 'email' | 'recovery' | null> {
  const now = context.clock.now();
  if (answer.recovery_code) {
    const used = await context.db
      .updateTable('two_factor_recovery_codes')
      .set({ used_at: now })
      .where('user_id', '=', challenge.user_id)
      .where('code_hash', '=', await hashRecoveryCode(context.db, challenge.user_id, answer.recovery_code))
      .where('used_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    return used ? 'recovery' : null;
  }
  const code = (answer.code ?? '').replace(/\s+/g, '');
  if (
    challenge.email_code_hash &&
    emailCodeIsFresh(challenge.email_code_expires_at, now) &&
    safeEqual(await hashEmailCode(context, challenge.user_id, code), challenge.email_code_hash)
  ) {
    const taken = await context.db
      .updateTable('two_factor_challenges')
      .set({ email_code_hash: null })
      .where('token_hash', '=', challenge.token_hash)
      .where('email_code_hash', '=', challenge.email_code_hash)
      .returning('token_hash')
      .executeTakeFirst();
    return taken ? 'email' : null;
  }
  const factor = await context.db
    .selectFrom('user_two_factor')
    .select(['secret_encrypted', 'last_used_step', 'confirmed_at'])
    .where('user_id', '=', challenge.user_id)
    .executeTakeFirst();
  if (!factor?.confirmed_at) return null;
  const lastUsedStep = factor.last_used_step === null ? null : Number(factor.last_used_step);
  const step = acceptedTotpStep({ secret: await unseal(context.db, factor.secret_encrypted), code, now, lastUsedStep });
  if (step === null) return null;
  // Two requests racing with the same code: only the one that moves the step on wins.
  const moved = await context.db
    .updateTable('user_two_factor')
    .set({ last_used_step: step })
    .where('user_id', '=', challenge.user_id)
    .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step)]))
    .returning('user_id')
    .executeTakeFirst();
  return moved ? 'totp' : null;
}

/**
 * Each answer takes one attempt of the account's and of the challenge's before
 * it is judged, each taken by one atomic step (a locked count and insert, an
 * update guarded by the limit): answers sent at once cannot all be judged
 * against a count none of them has added to yet. 429 when either is used up.
 */
async function takeAttempt(context: ServiceContext, challenge: { user_id: string; token_hash: string }): Promise<void> {
  const tooMany = () => new HttpError(429, TOO_MANY_CODES_MESSAGE, 'too_many_attempts', { 'retry-after': String(WRONG_CODES_WINDOW_SECONDS) });
  const bucket = wrongByAccount(challenge.user_id);
  if (!(await takeHit(context.db, { bucket, max: WRONG_CODES_PER_ACCOUNT, windowSeconds: WRONG_CODES_WINDOW_SECONDS }))) throw tooMany();
  const taken = await context.db
    .updateTable('two_factor_challenges')
    .set({ wrong_attempts: sql`wrong_attempts + 1` })
    .where('token_hash', '=', challenge.token_hash)
    .where('wrong_attempts', '<', WRONG_CODES_PER_CHALLENGE)
    .returning('token_hash')
    .executeTakeFirst();
  if (taken) return;
  await giveBackHit(context.db, bucket);
  throw tooMany();
}

/**
 * Spec 'POST /two-factor-challenge': the code from the app, an emailed code, or a recovery
 * code finishes the login. Wrong answers are counted per challenge and per account (429).
 * The challenge is used up by a right answer.
 */
export async function completeChallenge(context: ServiceContext, token: string | undefined, answer: Answer, metadata: EventMetadata) {
  if (!answer.code && !answer.recovery_code) throw DomainError.validation({ code: [CODE_REQUIRED_MESSAGE] });
  if (answer.recovery_code && normaliseRecoveryCode(answer.recovery_code).length !== 10)
    throw DomainError.validation({ recovery_code: [WRONG_RECOVERY_CODE_MESSAGE] });
  const challenge = await liveChallenge(context, token);
  await takeAttempt(context, challenge);
  const factor = await proveFactor(context, challenge, answer);
  if (!factor)
    throw answer.recovery_code
      ? DomainError.validation({ recovery_code: [WRONG_RECOVERY_CODE_MESSAGE] })
      : DomainError.validation({ code: [WRONG_CODE_MESSAGE] });
  // A right answer was no wrong attempt: the account's count gets its hit back (the challenge ends below).
  await giveBackHit(context.db, wrongByAccount(challenge.user_id));
  const ended = await context.db.deleteFrom('two_factor_challenges').where('token_hash', '=', challenge.token_hash).returning('user_id').executeTakeFirst();
  if (!ended) throw new HttpError(401, CHALLENGE_EXPIRED_MESSAGE, 'two_factor_challenge_expired');
  const user = await context.db.selectFrom('users').select(ACCOUNT_COLUMNS).where('id', '=', challenge.user_id).executeTakeFirstOrThrow();
  if (factor === 'recovery') {
    const left = await context.db
      .selectFrom('two_factor_recovery_codes')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', user.id)
      .where('used_at', 'is', null)
      .executeTakeFirstOrThrow();
    const remaining = Number(left.n);
    await appendTwoFactorAudit(context, user, { type: 'UserTwoFactorRecoveryCodeUsed', data: { user_id: user.id, remaining } }, metadata);
    await tellOwner(context, user, 'recovery_code_used', `You have ${remaining} recovery ${remaining === 1 ? 'code' : 'codes'} left.`);
  }
  return { user, factor };
}
