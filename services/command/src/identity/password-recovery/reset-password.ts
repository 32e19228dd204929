import { streamIds, eventCatalogue } from '@usher/events';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { isCommonPassword } from '@usher/domain/validation/common-passwords';
import { checkNewPassword } from '@usher/domain/validation/password-rules';
import { passwordChangedEmail } from '@usher/domain/identity/account-security-emails';
import { forgetSessionsOf } from '@usher/infra/http/authenticate';
import { HttpError } from '@usher/infra/http/errors';
import { hashToken } from '@usher/infra/http/tokens';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import { hashPassword } from '../passwords.ts';
import { isLimited, recordHit } from '../rate-limit.ts';
import { accountForResetToken } from './reset-links.ts';
import { sendNotice } from './notices.ts';
import { INVALID_RESET_LINK_MESSAGE, TOO_MANY_WRONG_TOKENS_MESSAGE, WRONG_TOKENS_PER_IP, WRONG_TOKENS_WINDOW_SECONDS } from './recovery-rules.ts';

export interface ResetPasswordInput {
  token: string;
  password?: string | null;
  password_confirmation?: string | null;
}

const wrongTokens = (ip: string | null) => `reset-password:wrong:ip:${ip}`;

/**
 * Spec 'POST /api/auth/reset-password': a working link's token and a new password that keeps the
 * policy. The token is used up, every session of the account ends, and the person signs in
 * afresh (so a reset never gets round a second factor). Unknown, used and expired tokens all get
 * the same answer, and guessing them is rate-limited per network address.
 */
export async function resetPassword(context: ServiceContext, input: ResetPasswordInput, client: { ip: string | null }, metadata: EventMetadata): Promise<void> {
  const bucket = wrongTokens(client.ip);
  if (await isLimited(context.db, { bucket, max: WRONG_TOKENS_PER_IP, windowSeconds: WRONG_TOKENS_WINDOW_SECONDS })) {
    throw new HttpError(429, TOO_MANY_WRONG_TOKENS_MESSAGE, 'too_many_attempts', { 'retry-after': String(WRONG_TOKENS_WINDOW_SECONDS) });
  }
  const account = await accountForResetToken(context, input.token);
  if (!account) {
    await recordHit(context.db, bucket);
    throw DomainError.validation({ token: [INVALID_RESET_LINK_MESSAGE] });
  }
  const errors = checkNewPassword(input, account, isCommonPassword, { confirm: true });
  if (Object.keys(errors).length > 0) throw DomainError.validation(errors);
  const passwordHash = await hashPassword(input.password!);
  const actor = { type: 'user' as const, id: account.id, name: `${account.first_name} ${account.last_name}`.trim() };
  const used = await context.db.transaction().execute(async (trx) => {
    // Deleting the row is what uses the link: of two requests with it, only one finds it.
    const claimed = await trx.deleteFrom('password_resets').where('token_hash', '=', hashToken(input.token)).returning('user_id').executeTakeFirst();
    if (!claimed) return false;
    await trx.deleteFrom('password_resets').where('user_id', '=', account.id).execute();
    await trx.updateTable('users').set({ password_hash: passwordHash, password_change_required: false }).where('id', '=', account.id).execute();
    await trx.deleteFrom('sessions').where('user_id', '=', account.id).execute();
    const streamId = streamIds.user(account.id);
    await context.store.append(
      [
        {
          streamId,
          expectedVersion: await context.store.streamVersion(streamId, trx),
          events: [
            {
              type: 'UserPasswordReset',
              schemaVersion: eventCatalogue.UserPasswordReset.version,
              data: { user_id: account.id },
              metadata: { ...metadata, actor, organisation_id: account.organisation_id },
            },
          ],
        },
      ],
      { trx },
    );
    return true;
  });
  if (!used) throw DomainError.validation({ token: [INVALID_RESET_LINK_MESSAGE] });
  context.store.notifyAppended();
  forgetSessionsOf(account.id);
  await sendNotice(context, account.email, passwordChangedEmail({ firstName: account.first_name, how: 'reset' }));
}
