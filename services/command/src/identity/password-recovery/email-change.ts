import { createHmac } from 'node:crypto';
import { sql } from 'kysely';
import { streamIds, eventCatalogue } from '@usher/events';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { checkField, email as emailRule, maxLength, required } from '@usher/domain/validation/rules';
import { emailChangeCodeEmail, emailChangedNoticeEmail } from '@usher/domain/identity/account-security-emails';
import { readConfig } from '@usher/infra/config';
import type { AuthUser } from '@usher/infra/http/authenticate';
import { forgetSessionsOf } from '@usher/infra/http/authenticate';
import { HttpError } from '@usher/infra/http/errors';
import { safeEqual } from '@usher/infra/http/tokens';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import { instanceKey } from '@usher/infra/secrets/instance-secrets';
import { isLimited, recordHit } from '../rate-limit.ts';
import { requireRecentAuthentication } from '../recent-authentication.ts';
import { EMAIL_TAKEN_MESSAGE } from '../identity-rules.ts';
import { appendToOwnStream } from '../../handling/append-to-own-stream.ts';
import { hashLinkToken, newVerificationSecrets } from '../email-verification/verification-secrets.ts';
import {
  CODE_FORMAT,
  CODE_FORMAT_MESSAGE,
  CODE_VALID_MINUTES,
  MAX_WRONG_TRIES_PER_CODE,
  SENDS_PER_ACCOUNT_PER_HOUR,
  TOO_MANY_SENDS_MESSAGE,
  TOO_MANY_WRONG_MESSAGE,
  WRONG_CODE_MESSAGE,
} from '../email-verification/verification-rules.ts';
import { sendNotice } from './notices.ts';
import { isUnexpired } from './recovery-rules.ts';

export const SAME_EMAIL_MESSAGE = 'This is your email address already.';
export const NO_EMAIL_CHANGE_MESSAGE = 'This code or link no longer works. Ask for a new one.';
export const CODE_OR_TOKEN_REQUIRED_MESSAGE = 'The code is required.';

const sendsBucket = (userId: string) => `email-change:send:${userId}`;

/** The code's hash is keyed by an instance secret and bound to the account and the new address. */
async function hashChangeCode(context: ServiceContext, userId: string, newEmail: string, code: string): Promise<string> {
  const key = await instanceKey(context.db, 'email_verification_key');
  return createHmac('sha256', key).update(`email-change:${userId}:${newEmail}:${code}`).digest('hex');
}

async function refuseTakenAddress(context: ServiceContext, email: string): Promise<void> {
  const taken = await context.db
    .selectFrom('users')
    .select('id')
    .where(sql`lower(email)`, '=', email)
    .executeTakeFirst();
  if (taken) throw DomainError.validation({ email: [EMAIL_TAKEN_MESSAGE] });
}

/**
 * Spec profile 'change email': after a recent proof of identity, a code and a link go to the NEW
 * address; the account's email stays as it is until one of them comes back. A new request
 * replaces the pending one.
 */
export async function requestEmailChange(context: ServiceContext, user: AuthUser, input: { email?: string | null }, metadata: EventMetadata) {
  await requireRecentAuthentication(context, user);
  const problems = checkField(input.email, 'Email', [required, emailRule, maxLength(254)]);
  if (problems.length > 0) throw DomainError.validation({ email: problems });
  const newEmail = input.email!.trim().toLowerCase();
  if (newEmail === user.email.toLowerCase()) throw DomainError.validation({ email: [SAME_EMAIL_MESSAGE] });
  await refuseTakenAddress(context, newEmail);
  if (await isLimited(context.db, { bucket: sendsBucket(user.id), max: SENDS_PER_ACCOUNT_PER_HOUR, windowSeconds: 3600 })) {
    throw new HttpError(429, TOO_MANY_SENDS_MESSAGE, 'too_many_attempts', { 'retry-after': '3600' });
  }
  await recordHit(context.db, sendsBucket(user.id));
  const { code, linkToken } = newVerificationSecrets();
  const now = context.clock.now();
  const expiresAt = new Date(now.getTime() + CODE_VALID_MINUTES * 60_000);
  const row = {
    user_id: user.id,
    new_email: newEmail,
    code_hash: await hashChangeCode(context, user.id, newEmail, code),
    link_hash: hashLinkToken(linkToken),
    wrong_attempts: 0,
    created_at: now,
    expires_at: expiresAt,
  };
  await context.db
    .insertInto('email_changes')
    .values(row)
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(row))
    .execute();
  await appendToOwnStream(context, streamIds.user(user.id), {
    type: 'UserEmailChangeRequested',
    data: { user_id: user.id },
    metadata: { ...metadata, organisation_id: user.organisation_id },
  });
  const link = `${readConfig().appUrl}/account/profile?${new URLSearchParams({ email_change_token: linkToken })}`;
  await context.mail.send({ to: newEmail, ...emailChangeCodeEmail({ firstName: user.first_name, code, link, validMinutes: CODE_VALID_MINUTES }) });
  return { email: newEmail, expires_at: expiresAt.toISOString() };
}

/**
 * Spec profile 'confirm email change': the code (signed in as the account) or the link's token.
 * The address changes, the old one is told, and every other session ends.
 */
export async function confirmEmailChange(
  context: ServiceContext,
  user: AuthUser,
  input: { code?: string | null; token?: string | null },
  metadata: EventMetadata,
) {
  const pending = await context.db.selectFrom('email_changes').selectAll().where('user_id', '=', user.id).executeTakeFirst();
  if (!input.code && !input.token) throw DomainError.validation({ code: [CODE_OR_TOKEN_REQUIRED_MESSAGE] });
  const field = input.token ? 'token' : 'code';
  if (!pending || !isUnexpired(pending.expires_at, context.clock.now())) throw DomainError.validation({ [field]: [NO_EMAIL_CHANGE_MESSAGE] });
  if (pending.wrong_attempts >= MAX_WRONG_TRIES_PER_CODE) throw new HttpError(429, TOO_MANY_WRONG_MESSAGE, 'too_many_attempts');
  let method: 'code' | 'link';
  if (input.token) {
    if (!safeEqual(hashLinkToken(input.token), pending.link_hash)) return refuseWrong(context, user.id, 'token', NO_EMAIL_CHANGE_MESSAGE);
    method = 'link';
  } else {
    const code = input.code!.replace(/\s+/g, '');
    if (!CODE_FORMAT.test(code)) throw DomainError.validation({ code: [CODE_FORMAT_MESSAGE] });
    if (!safeEqual(await hashChangeCode(context, user.id, pending.new_email, code), pending.code_hash))
      return refuseWrong(context, user.id, 'code', WRONG_CODE_MESSAGE);
    method = 'code';
  }
  const oldEmail = user.email;
  await context.db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('usher:signup'))`.execute(trx);
    const claimed = await trx
      .deleteFrom('email_changes')
      .where('user_id', '=', user.id)
      .where('link_hash', '=', pending.link_hash)
      .returning('new_email')
      .executeTakeFirst();
    if (!claimed) throw DomainError.validation({ [field]: [NO_EMAIL_CHANGE_MESSAGE] });
    const taken = await trx
      .selectFrom('users')
      .select('id')
      .where(sql`lower(email)`, '=', claimed.new_email)
      .executeTakeFirst();
    if (taken) throw DomainError.validation({ email: [EMAIL_TAKEN_MESSAGE] });
    // The code proved the new address: it counts as verified.
    await trx.updateTable('users').set({ email: claimed.new_email, email_verified_at: context.clock.now() }).where('id', '=', user.id).execute();
    await trx.deleteFrom('sessions').where('user_id', '=', user.id).where('token_hash', '!=', user.sessionTokenHash).execute();
    await trx.deleteFrom('email_verifications').where('user_id', '=', user.id).execute();
    const streamId = streamIds.user(user.id);
    await context.store.append(
      [
        {
          streamId,
          expectedVersion: await context.store.streamVersion(streamId, trx),
          events: [
            {
              type: 'UserEmailChanged',
              schemaVersion: eventCatalogue.UserEmailChanged.version,
              data: { user_id: user.id, email: claimed.new_email, method },
              metadata: { ...metadata, organisation_id: user.organisation_id },
            },
          ],
        },
      ],
      { trx },
    );
  });
  context.store.notifyAppended();
  forgetSessionsOf(user.id);
  await sendNotice(context, oldEmail, emailChangedNoticeEmail({ firstName: user.first_name, newEmail: pending.new_email }));
  return { ...user, email: pending.new_email, email_verified: true };
}

async function refuseWrong(context: ServiceContext, userId: string, field: 'code' | 'token', message: string): Promise<never> {
  await context.db
    .updateTable('email_changes')
    .set({ wrong_attempts: sql`wrong_attempts + 1` })
    .where('user_id', '=', userId)
    .execute();
  throw DomainError.validation({ [field]: [message] });
}
