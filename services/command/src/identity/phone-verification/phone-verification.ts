import { createHmac, randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { streamIds } from '@usher/events';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { checkField, required } from '@usher/domain/validation/rules';
import { normalizePhone, phone } from '@usher/domain/validation/phone-rules';
import type { AuthUser } from '@usher/infra/http/authenticate';
import { HttpError } from '@usher/infra/http/errors';
import { safeEqual } from '@usher/infra/http/tokens';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import { instanceKey } from '@usher/infra/secrets/instance-secrets';
import { giveBackHit, takeHit } from '../rate-limit.ts';
import { appendToOwnStream } from '../../handling/append-to-own-stream.ts';

export const PHONE_CODE_MINUTES = 10;
const SENDS_PER_ACCOUNT_PER_HOUR = 5;
const SENDS_PER_ADDRESS_PER_HOUR = 30;
const WRONG_PER_CODE = 5;
const WRONG_PER_ACCOUNT = 10;
const WRONG_WINDOW_SECONDS = 15 * 60;

const sendsByAccount = (userId: string) => `phone-verification:send:account:${userId}`;
const sendsByAddress = (ip: string | null) => `phone-verification:send:ip:${ip}`;
const wrongByAccount = (userId: string) => `phone-verification:wrong:account:${userId}`;

const TOO_MANY_SENDS = 'Too many text messages sent. Please wait a while before asking for another code.';
const TOO_MANY_WRONG = 'Too many wrong codes. Send yourself a new one, or try again in 15 minutes.';
const refuse = (message: string) => DomainError.validation({ code: [message] });

/** Six digits are few: the hash is keyed by an instance secret and bound to the account and the number. */
async function hashPhoneCode(context: ServiceContext, userId: string, number: string, code: string): Promise<string> {
  const key = await instanceKey(context.db, 'phone_verification_key');
  return createHmac('sha256', key).update(`phone:${userId}:${number}:${code}`).digest('hex');
}

/** Whether a code sent at some moment is still good at `now`. */
export function phoneCodeIsFresh(expiresAt: Date, now: Date): boolean {
  return expiresAt.getTime() > now.getTime();
}

/**
 * Spec 'POST /api/auth/send-phone-verification': a six-digit code by text message to the
 * number (the spec's phone rule: US unless it starts with +), replacing any earlier code.
 */
export async function sendPhoneVerification(context: ServiceContext, user: AuthUser, rawNumber: string | null | undefined, client: { ip: string | null }) {
  const errors = checkField(rawNumber, 'Phone number', [required, phone]);
  if (errors.length > 0) throw DomainError.validation({ phone_number: errors });
  const number = normalizePhone(rawNumber)!;
  // Each limit is taken, not only counted, before a text goes: requests sent at once cannot all pass a count.
  if (!(await takeHit(context.db, { bucket: sendsByAccount(user.id), max: SENDS_PER_ACCOUNT_PER_HOUR, windowSeconds: 3600 })))
    throw new HttpError(429, TOO_MANY_SENDS, 'too_many_attempts');
  if (!(await takeHit(context.db, { bucket: sendsByAddress(client.ip), max: SENDS_PER_ADDRESS_PER_HOUR, windowSeconds: 3600 }))) {
    await giveBackHit(context.db, sendsByAccount(user.id));
    throw new HttpError(429, TOO_MANY_SENDS, 'too_many_attempts');
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = context.clock.now();
  const expiresAt = new Date(now.getTime() + PHONE_CODE_MINUTES * 60_000);
  const row = {
    phone_number: number,
    code_hash: await hashPhoneCode(context, user.id, number, code),
    wrong_attempts: 0,
    created_at: now,
    expires_at: expiresAt,
  };
  await context.db
    .insertInto('phone_verifications')
    .values({ user_id: user.id, ...row })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(row))
    .execute();
  try {
    await context.sms.send({ to: number, body: `${code} is your Usher verification code. It works for ${PHONE_CODE_MINUTES} minutes.` });
  } catch {
    throw new HttpError(503, 'The text message could not be sent just now. Please try again in a minute.', 'sms_unavailable');
  }
  return { phone_number: number, expires_at: expiresAt.toISOString() };
}

/**
 * Each code takes one attempt of the account's and of the code's before it is
 * judged, each by one atomic step (a locked count and insert, an update guarded
 * by the limit), so codes sent at once are never judged past either limit.
 */
async function takeAttempt(context: ServiceContext, userId: string): Promise<void> {
  const bucket = wrongByAccount(userId);
  if (!(await takeHit(context.db, { bucket, max: WRONG_PER_ACCOUNT, windowSeconds: WRONG_WINDOW_SECONDS })))
    throw new HttpError(429, TOO_MANY_WRONG, 'too_many_attempts');
  const taken = await context.db
    .updateTable('phone_verifications')
    .set({ wrong_attempts: sql`wrong_attempts + 1` })
    .where('user_id', '=', userId)
    .where('wrong_attempts', '<', WRONG_PER_CODE)
    .returning('user_id')
    .executeTakeFirst();
  if (taken) return;
  await giveBackHit(context.db, bucket);
  throw new HttpError(429, TOO_MANY_WRONG, 'too_many_attempts');
}

/** Spec 'POST /api/auth/submit-phone-verification': the latest code, fresh and right, proves the number. */
export async function submitPhoneVerification(context: ServiceContext, user: AuthUser, rawCode: string | null | undefined, metadata: EventMetadata) {
  const code = (rawCode ?? '').replace(/\s+/g, '');
  if (!code) throw refuse('The code is required.');
  if (!/^\d{6}$/.test(code)) throw refuse('The code is the 6 digits from the text message.');
  const pending = await context.db.selectFrom('phone_verifications').selectAll().where('user_id', '=', user.id).executeTakeFirst();
  if (!pending) throw refuse('Send yourself a code first.');
  if (!phoneCodeIsFresh(pending.expires_at, context.clock.now())) throw refuse('This code has expired. Send yourself a new one.');
  await takeAttempt(context, user.id);
  if (!safeEqual(await hashPhoneCode(context, user.id, pending.phone_number, code), pending.code_hash))
    throw refuse('This code is not right. Check the latest text message we sent you.');
  // A right code was no wrong attempt: the account's count gets its hit back.
  await giveBackHit(context.db, wrongByAccount(user.id));
  const verifiedAt = context.clock.now();
  const used = await context.db.transaction().execute(async (trx) => {
    const taken = await trx
      .deleteFrom('phone_verifications')
      .where('user_id', '=', user.id)
      .where('code_hash', '=', pending.code_hash)
      .returning('phone_number')
      .executeTakeFirst();
    if (taken) await trx.updateTable('users').set({ phone_number: taken.phone_number, phone_verified_at: verifiedAt }).where('id', '=', user.id).execute();
    return taken;
  });
  if (!used) throw refuse('This code no longer works. Send yourself a new one.');
  await appendToOwnStream(context, streamIds.user(user.id), {
    type: 'UserPhoneVerified',
    data: { user_id: user.id, phone_number: used.phone_number },
    metadata: { ...metadata, organisation_id: user.organisation_id },
  });
  return { phone_number: used.phone_number, phone_verified_at: verifiedAt.toISOString() };
}

/** What Account Settings' Phone number card shows. */
export async function phoneStatus(context: ServiceContext, user: AuthUser) {
  const [account, pending] = await Promise.all([
    context.db.selectFrom('users').select(['phone_number', 'phone_verified_at']).where('id', '=', user.id).executeTakeFirstOrThrow(),
    context.db.selectFrom('phone_verifications').select(['phone_number', 'expires_at']).where('user_id', '=', user.id).executeTakeFirst(),
  ]);
  const fresh = pending && phoneCodeIsFresh(pending.expires_at, context.clock.now());
  return {
    phone_number: account.phone_number,
    phone_verified_at: account.phone_verified_at?.toISOString() ?? null,
    pending_phone_number: fresh ? pending.phone_number : null,
  };
}
