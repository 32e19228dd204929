import { randomUUID } from 'node:crypto';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { emailVerificationEmail } from '@usher/domain/identity/email-verification-email';
import { readConfig } from '@usher/infra/config';
import { HttpError } from '@usher/infra/http/errors';
import type { ServiceContext } from '@usher/infra/context';
import { isLimited, recordHit } from '../rate-limit.ts';
import { hashCode, hashLinkToken, newVerificationSecrets } from './verification-secrets.ts';
import {
  ALREADY_VERIFIED_MESSAGE,
  CODE_VALID_MINUTES,
  MAIL_FAILED_MESSAGE,
  SENDS_PER_ACCOUNT_PER_HOUR,
  SENDS_PER_ADDRESS_PER_HOUR,
  TOO_MANY_SENDS_MESSAGE,
} from './verification-rules.ts';

export interface VerifiableAccount {
  id: string;
  email: string;
  first_name: string;
  email_verified: boolean;
}

const accountBucket = (userId: string) => `email-verification:send:account:${userId}`;
const addressBucket = (ip: string | null) => `email-verification:send:ip:${ip}`;

/** Where the mail's link lands: the dashboard's verification screen, which submits the token. */
export function verificationLink(linkToken: string): string {
  return `${readConfig().appUrl}/account/verify-email?${new URLSearchParams({ token: linkToken })}`;
}

/**
 * Spec 'POST /api/auth/send-email-verification': a new code and link for the
 * signed-in account's address (any earlier one stops working), at most a few
 * an hour per account and per network address.
 */
export async function sendEmailVerification(context: ServiceContext, user: VerifiableAccount, client: { ip: string | null }) {
  if (user.email_verified) throw new DomainError('conflict', 'email_already_verified', ALREADY_VERIFIED_MESSAGE);
  const [accountLimited, addressLimited] = await Promise.all([
    isLimited(context.db, { bucket: accountBucket(user.id), max: SENDS_PER_ACCOUNT_PER_HOUR, windowSeconds: 3600 }),
    isLimited(context.db, { bucket: addressBucket(client.ip), max: SENDS_PER_ADDRESS_PER_HOUR, windowSeconds: 3600 }),
  ]);
  if (accountLimited || addressLimited) throw new HttpError(429, TOO_MANY_SENDS_MESSAGE, 'too_many_attempts');
  await recordHit(context.db, accountBucket(user.id), addressBucket(client.ip));
  const expiresAt = await issueAndMail(context, user);
  return { data: { email: user.email, expires_at: expiresAt.toISOString() } };
}

/**
 * The first code, sent as the account is created. Signing up succeeds even
 * when the mail server is down: the verification screen offers to send again.
 */
export async function sendFirstVerification(
  context: ServiceContext,
  user: Omit<VerifiableAccount, 'email_verified'>,
  client: { ip: string | null },
): Promise<void> {
  try {
    await recordHit(context.db, accountBucket(user.id), addressBucket(client.ip));
    await issueAndMail(context, user);
  } catch (error) {
    console.error('email verification: the first code could not be sent', error instanceof Error ? error.message : error);
  }
}

/** Stores the hashes (replacing the account's earlier code), then mails the secrets. */
async function issueAndMail(context: ServiceContext, user: Pick<VerifiableAccount, 'id' | 'email' | 'first_name'>): Promise<Date> {
  const { code, linkToken } = newVerificationSecrets();
  const now = context.clock.now();
  const expiresAt = new Date(now.getTime() + CODE_VALID_MINUTES * 60_000);
  const codeHash = await hashCode(context.db, user.id, code);
  await context.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('email_verifications').where('user_id', '=', user.id).execute();
    await trx
      .insertInto('email_verifications')
      .values({
        id: randomUUID(),
        user_id: user.id,
        email: user.email.toLowerCase(),
        code_hash: codeHash,
        link_hash: hashLinkToken(linkToken),
        created_at: now,
        expires_at: expiresAt,
      })
      .execute();
  });
  const mail = emailVerificationEmail({ firstName: user.first_name, code, link: verificationLink(linkToken), validMinutes: CODE_VALID_MINUTES });
  try {
    await context.mail.send({ to: user.email, ...mail });
  } catch {
    throw new HttpError(503, MAIL_FAILED_MESSAGE, 'mail_unavailable');
  }
  return expiresAt;
}
