import { sql } from 'kysely';
import { streamIds } from '@usher/events';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { forgetSessionsOf, type AuthUser } from '@usher/infra/http/authenticate';
import { HttpError } from '@usher/infra/http/errors';
import { WrongExpectedVersionError, type EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import { isLimited, recordHit } from '../rate-limit.ts';
import { joinInvitedTeams } from '../../team/team-joining.ts';
import { acceptOrganisationInvitation } from '../../organisations/organisation-joining.ts';
import { codeMatches, hashLinkToken } from './verification-secrets.ts';
import {
  ALREADY_VERIFIED_MESSAGE,
  CODE_FORMAT,
  CODE_FORMAT_MESSAGE,
  EXPIRED_CODE_MESSAGE,
  INVALID_LINK_MESSAGE,
  MAX_WRONG_TRIES_PER_CODE,
  NO_CODE_MESSAGE,
  TOO_MANY_WRONG_MESSAGE,
  WRONG_CODE_MESSAGE,
  WRONG_TRIES_PER_ACCOUNT,
  WRONG_TRIES_PER_ADDRESS,
  WRONG_TRIES_WINDOW_SECONDS,
} from './verification-rules.ts';
import { ACCOUNT_COLUMNS } from '../present-user.ts';

const wrongByAccount = (userId: string) => `email-verification:wrong:account:${userId}`;
const wrongByAddress = (ip: string | null) => `email-verification:wrong:ip:${ip}`;

async function requireNotGuessing(context: ServiceContext, buckets: { account?: string; address: string }): Promise<void> {
  const [account, address] = await Promise.all([
    buckets.account ? isLimited(context.db, { bucket: buckets.account, max: WRONG_TRIES_PER_ACCOUNT, windowSeconds: WRONG_TRIES_WINDOW_SECONDS }) : false,
    isLimited(context.db, { bucket: buckets.address, max: WRONG_TRIES_PER_ADDRESS, windowSeconds: WRONG_TRIES_WINDOW_SECONDS }),
  ]);
  if (account || address) throw new HttpError(429, TOO_MANY_WRONG_MESSAGE, 'too_many_attempts');
}

const refuseCode = (message: string) => DomainError.validation({ code: [message] });

/**
 * Spec 'POST /api/auth/submit-email-verification' with the code: the
 * signed-in account's latest code, while it is fresh, right, and not tried
 * wrong too often. Proves the address and opens what waits for it.
 */
export async function verifyByCode(context: ServiceContext, user: AuthUser, rawCode: string, client: { ip: string | null }, metadata: EventMetadata) {
  if (user.email_verified) throw new DomainError('conflict', 'email_already_verified', ALREADY_VERIFIED_MESSAGE);
  const code = rawCode.replace(/\s+/g, '');
  if (!CODE_FORMAT.test(code)) throw refuseCode(CODE_FORMAT_MESSAGE);
  const buckets = { account: wrongByAccount(user.id), address: wrongByAddress(client.ip) };
  await requireNotGuessing(context, buckets);
  const pending = await context.db.selectFrom('email_verifications').selectAll().where('user_id', '=', user.id).executeTakeFirst();
  if (!pending || pending.email !== user.email.toLowerCase()) throw refuseCode(NO_CODE_MESSAGE);
  if (pending.expires_at.getTime() <= context.clock.now().getTime()) throw refuseCode(EXPIRED_CODE_MESSAGE);
  if (pending.wrong_attempts >= MAX_WRONG_TRIES_PER_CODE) throw new HttpError(429, TOO_MANY_WRONG_MESSAGE, 'too_many_attempts');
  if (!(await codeMatches(context.db, user.id, code, pending.code_hash))) {
    await recordHit(context.db, buckets.account, buckets.address);
    const counted = await context.db
      .updateTable('email_verifications')
      .set({ wrong_attempts: sql`wrong_attempts + 1` })
      .where('id', '=', pending.id)
      .returning('wrong_attempts')
      .executeTakeFirst();
    if (counted && counted.wrong_attempts >= MAX_WRONG_TRIES_PER_CODE) throw new HttpError(429, TOO_MANY_WRONG_MESSAGE, 'too_many_attempts');
    throw refuseCode(WRONG_CODE_MESSAGE);
  }
  const account = await markVerified(context, pending.id, 'code', metadata);
  if (!account) throw refuseCode(NO_CODE_MESSAGE);
  return account;
}

/**
 * The same with the link's token, which names its account itself: it works
 * without a session (the mail may be opened on another device). Every
 * unknown, used or expired token gets the same answer.
 */
export async function verifyByLink(context: ServiceContext, token: string, client: { ip: string | null }, metadata: EventMetadata) {
  const address = wrongByAddress(client.ip);
  await requireNotGuessing(context, { address });
  const pending = await context.db
    .selectFrom('email_verifications')
    .select(['id', 'expires_at'])
    .where('link_hash', '=', hashLinkToken(token))
    .executeTakeFirst();
  const fresh = pending && pending.expires_at.getTime() > context.clock.now().getTime();
  const account = fresh ? await markVerified(context, pending.id, 'link', metadata) : null;
  if (!account) {
    await recordHit(context.db, address);
    throw DomainError.validation({ token: [INVALID_LINK_MESSAGE] });
  }
  return account;
}

/**
 * Uses the code up, records that the address is proved (the row and the
 * audit event commit together), then joins the teams that invited the
 * address. Null when the code was used meanwhile or the account's address
 * is no longer the one it was sent to.
 */
async function markVerified(context: ServiceContext, verificationId: string, method: 'code' | 'link', metadata: EventMetadata) {
  for (let attempt = 1; ; attempt++) {
    try {
      const account = await context.db.transaction().execute(async (trx) => {
        const used = await trx.deleteFrom('email_verifications').where('id', '=', verificationId).returning(['user_id', 'email']).executeTakeFirst();
        if (!used) return null;
        const verified = await trx
          .updateTable('users')
          .set({ email_verified_at: context.clock.now() })
          .where('id', '=', used.user_id)
          .where(sql`lower(email)`, '=', used.email)
          .where('email_verified_at', 'is', null)
          .returning(ACCOUNT_COLUMNS)
          .executeTakeFirst();
        if (!verified) return null;
        const streamId = streamIds.user(verified.id);
        const actor =
          metadata.actor.type === 'user' && metadata.actor.id === verified.id
            ? metadata.actor
            : { type: 'user' as const, id: verified.id, name: `${verified.first_name} ${verified.last_name}`.trim() };
        await context.store.append(
          [
            {
              streamId,
              expectedVersion: await context.store.streamVersion(streamId, trx),
              events: [
                {
                  type: 'UserEmailVerified',
                  schemaVersion: 1,
                  data: { user_id: verified.id, method },
                  metadata: { ...metadata, actor, organisation_id: verified.organisation_id },
                },
              ],
            },
          ],
          { trx },
        );
        return verified;
      });
      if (!account) return null;
      context.store.notifyAppended();
      forgetSessionsOf(account.id);
      await openWhatWaitsForTheAddress(context, account, metadata);
      return account;
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError) || attempt >= 3) throw error;
    }
  }
}

/** Invitations to the organisation's event teams that named the address now join the account. */
async function openWhatWaitsForTheAddress(
  context: ServiceContext,
  account: { id: string; email: string; organisation_id: string; first_name: string; last_name: string },
  metadata: EventMetadata,
): Promise<void> {
  await joinInvitedTeams(context, account, metadata);
  await acceptOrganisationInvitation(context, account, metadata);
}
