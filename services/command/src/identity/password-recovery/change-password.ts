import { streamIds } from '@usher/events';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { isCommonPassword } from '@usher/domain/validation/common-passwords';
import { checkNewPassword } from '@usher/domain/validation/password-rules';
import { passwordChangedEmail } from '@usher/domain/identity/account-security-emails';
import type { AuthUser } from '@usher/infra/http/authenticate';
import { HttpError } from '@usher/infra/http/errors';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import { hashPassword, verifyPassword } from '../passwords.ts';
import { isLimited, recordHit } from '../rate-limit.ts';
import { WRONG_PASSWORD_MESSAGE } from '../account-deletion.ts';
import { requireRecentAuthentication } from '../recent-authentication.ts';
import { appendToOwnStream } from '../../handling/append-to-own-stream.ts';
import { endSessionsOf } from './end-sessions.ts';
import { sendNotice } from './notices.ts';
import { SAME_PASSWORD_MESSAGE, TOO_MANY_WRONG_PASSWORDS_MESSAGE, WRONG_CURRENT_PASSWORDS, WRONG_CURRENT_PASSWORDS_WINDOW_SECONDS } from './recovery-rules.ts';

export interface ChangePasswordInput {
  current_password?: string | null;
  password?: string | null;
  password_confirmation?: string | null;
}

const wrongCurrent = (userId: string) => `change-password:wrong:${userId}`;

/**
 * Spec 'POST /api/auth/change-password': the current password proves the person at the keyboard
 * is the owner (and the session must have proved it recently); the new one keeps the policy.
 * Every other session ends; this one stays, and a temporary password's flag clears.
 */
export async function changePassword(context: ServiceContext, user: AuthUser, input: ChangePasswordInput, metadata: EventMetadata): Promise<void> {
  await requireRecentAuthentication(context, user);
  const bucket = wrongCurrent(user.id);
  if (await isLimited(context.db, { bucket, max: WRONG_CURRENT_PASSWORDS, windowSeconds: WRONG_CURRENT_PASSWORDS_WINDOW_SECONDS })) {
    throw new HttpError(429, TOO_MANY_WRONG_PASSWORDS_MESSAGE, 'too_many_attempts', { 'retry-after': String(WRONG_CURRENT_PASSWORDS_WINDOW_SECONDS) });
  }
  const errors = checkNewPassword(input, user, isCommonPassword, { confirm: true });
  if (!input.current_password) errors.current_password = ['The current password is required.'];
  if (Object.keys(errors).length > 0) throw DomainError.validation(errors);
  const account = await context.db.selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirst();
  if (!account) throw DomainError.notFound('user');
  if (!(await verifyPassword(account.password_hash, input.current_password!))) {
    await recordHit(context.db, bucket);
    throw DomainError.validation({ current_password: [WRONG_PASSWORD_MESSAGE] });
  }
  if (input.current_password === input.password) throw DomainError.validation({ password: [SAME_PASSWORD_MESSAGE] });
  await context.db
    .updateTable('users')
    .set({ password_hash: await hashPassword(input.password!), password_change_required: false })
    .where('id', '=', user.id)
    .execute();
  await endSessionsOf(context.db, user.id, user.sessionTokenHash);
  await appendToOwnStream(context, streamIds.user(user.id), {
    type: 'UserPasswordChanged',
    data: { user_id: user.id },
    metadata: { ...metadata, organisation_id: user.organisation_id },
  });
  await sendNotice(context, user.email, passwordChangedEmail({ firstName: user.first_name, how: 'changed' }));
}
