import { randomInt } from 'node:crypto';
import { streamIds, eventCatalogue } from '@usher/events';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { isUuid } from '@usher/domain/ids/uuid';
import { temporaryPasswordEmail } from '@usher/domain/identity/account-security-emails';
import { readConfig } from '@usher/infra/config';
import type { AuthUser } from '@usher/infra/http/authenticate';
import { forgetSessionsOf } from '@usher/infra/http/authenticate';
import { HttpError } from '@usher/infra/http/errors';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import { hashPassword } from '../passwords.ts';
import { isLimited, recordHit } from '../rate-limit.ts';
import { issueResetLink } from './reset-links.ts';

/** Mails an administrator may send one account in an hour (links and temporary passwords together). */
const ADMIN_MAILS_PER_ACCOUNT_PER_HOUR = 5;
const adminBucket = (userId: string) => `admin-recovery:${userId}`;

// No look-alike characters (0/O, 1/l/I): the person may have to type it from a phone.
const TEMPORARY_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const TEMPORARY_LENGTH = 16;

/** 16 characters of 55: about 92 bits, from the operating system's random source. */
export function newTemporaryPassword(): string {
  let password = '';
  for (let index = 0; index < TEMPORARY_LENGTH; index++) password += TEMPORARY_ALPHABET[randomInt(TEMPORARY_ALPHABET.length)];
  return password;
}

async function accountForAdmin(context: ServiceContext, admin: AuthUser, userId: string) {
  if (!admin.is_admin || admin.impersonator)
    throw new DomainError('forbidden', 'forbidden', 'Only an administrator of Usher, signed in as themselves, can do this.');
  const account = isUuid(userId)
    ? await context.db.selectFrom('users').select(['id', 'organisation_id', 'first_name', 'last_name', 'email']).where('id', '=', userId).executeTakeFirst()
    : undefined;
  if (!account) throw DomainError.notFound('user');
  const bucket = adminBucket(account.id);
  if (await isLimited(context.db, { bucket, max: ADMIN_MAILS_PER_ACCOUNT_PER_HOUR, windowSeconds: 3600 })) {
    throw new HttpError(429, 'Too many emails sent to this account. Please try again later.', 'too_many_attempts', { 'retry-after': '3600' });
  }
  await recordHit(context.db, bucket);
  return account;
}

/** Spec admin 'send a reset link': the same link the owner could ask for, emailed to them; the administrator is the event's actor. */
export async function sendResetLinkAsAdmin(context: ServiceContext, admin: AuthUser, userId: string, metadata: EventMetadata): Promise<string> {
  const account = await accountForAdmin(context, admin, userId);
  await issueResetLink(context, account, 'administrator', metadata);
  return account.email;
}

/**
 * Spec 'POST /user/{id}/default-password': a random temporary password, emailed to the account's
 * owner and never shown to the administrator, who cannot choose it either. Every session of the
 * account ends, outstanding reset links stop working, and the account must choose its own
 * password at the next sign-in.
 */
export async function setTemporaryPassword(context: ServiceContext, admin: AuthUser, userId: string, metadata: EventMetadata): Promise<string> {
  const account = await accountForAdmin(context, admin, userId);
  if (account.id === admin.id) throw DomainError.validation({ user: ['Change your own password in Account Settings.'] });
  const password = newTemporaryPassword();
  const passwordHash = await hashPassword(password);
  await context.db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ password_hash: passwordHash, password_change_required: true }).where('id', '=', account.id).execute();
    await trx.deleteFrom('sessions').where('user_id', '=', account.id).execute();
    await trx.deleteFrom('password_resets').where('user_id', '=', account.id).execute();
    const streamId = streamIds.user(account.id);
    await context.store.append(
      [
        {
          streamId,
          expectedVersion: await context.store.streamVersion(streamId, trx),
          events: [
            {
              type: 'UserTemporaryPasswordSet',
              schemaVersion: eventCatalogue.UserTemporaryPasswordSet.version,
              data: { user_id: account.id },
              metadata: { ...metadata, organisation_id: account.organisation_id },
            },
          ],
        },
      ],
      { trx },
    );
  });
  context.store.notifyAppended();
  forgetSessionsOf(account.id);
  await context.mail.send({
    to: account.email,
    ...temporaryPasswordEmail({ firstName: account.first_name, password, loginLink: `${readConfig().appUrl}/account/login` }),
  });
  return account.email;
}
