import { streamIds } from '@usher/events';
import { passwordResetEmail } from '@usher/domain/identity/account-security-emails';
import { readConfig } from '@usher/infra/config';
import { hashToken, newToken } from '@usher/infra/http/tokens';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import { appendToOwnStream } from '../../handling/append-to-own-stream.ts';
import { isUnexpired, RESET_LINK_MINUTES } from './recovery-rules.ts';

export interface ResettableAccount {
  id: string;
  organisation_id: string;
  first_name: string;
  last_name: string;
  email: string;
}

/** Where the mail's link lands: the dashboard's reset page, which posts the token with the new password. */
export function resetLink(token: string): string {
  return `${readConfig().appUrl}/account/reset-password?${new URLSearchParams({ token })}`;
}

/**
 * A new reset link for the account: the token's hash replaces every earlier one (a newer link voids
 * the older), the token goes only into the mail, and the audit event records who asked, not the token.
 */
export async function issueResetLink(
  context: ServiceContext,
  account: ResettableAccount,
  requestedBy: 'owner' | 'administrator',
  metadata: EventMetadata,
): Promise<void> {
  const token = newToken();
  const now = context.clock.now();
  await context.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('password_resets').where('user_id', '=', account.id).execute();
    await trx
      .insertInto('password_resets')
      .values({ token_hash: hashToken(token), user_id: account.id, created_at: now, expires_at: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000) })
      .execute();
  });
  await appendToOwnStream(context, streamIds.user(account.id), {
    type: 'UserPasswordResetRequested',
    data: { user_id: account.id, requested_by: requestedBy },
    metadata: { ...metadata, organisation_id: account.organisation_id },
  });
  const mail = passwordResetEmail({
    firstName: account.first_name,
    link: resetLink(token),
    validMinutes: RESET_LINK_MINUTES,
    byAdministrator: requestedBy === 'administrator',
  });
  await context.mail.send({ to: account.email, ...mail });
}

/** The account a reset token names while it works (unknown, used and expired tokens: null alike). */
export async function accountForResetToken(context: ServiceContext, token: string): Promise<(ResettableAccount & { password_hash: string }) | null> {
  const row = await context.db
    .selectFrom('password_resets')
    .innerJoin('users', 'users.id', 'password_resets.user_id')
    .select(['users.id', 'users.organisation_id', 'users.first_name', 'users.last_name', 'users.email', 'users.password_hash', 'password_resets.expires_at'])
    .where('password_resets.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row || !isUnexpired(row.expires_at, context.clock.now())) return null;
  const { expires_at: _expiry, ...account } = row;
  return account;
}
