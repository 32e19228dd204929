import { sql } from 'kysely';
import { eventCatalogue, streamIds } from '@usher/events';
import { DomainError } from '@usher/domain/deciders/domain-error';
import type { Db } from '@usher/infra/db/database';
import { forgetSessionsOf, type AuthUser } from '@usher/infra/http/authenticate';
import { forgetApiTokensOf } from '@usher/infra/http/api-token-auth';
import { HttpError } from '@usher/infra/http/errors';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import { WrongExpectedVersionError } from '@usher/infra/eventstore/types';
import { erasePlainAccountData } from '@usher/infra/eventstore/personal-data/plain-data-erasure';
import { readMailConfig } from '@usher/infra/mail/mail-config';
import { eraseFromOutbox, outboxDirsOf, type OutboxMessage } from '@usher/infra/mail/outbox-erasure';
import type { ServiceContext } from '@usher/infra/context';
import { verifyPassword } from './passwords.ts';
import { orphanedWebhookAppends } from './orphaned-webhooks.ts';
import { isLimited, recordHit } from './rate-limit.ts';

const MAX_WRONG_PASSWORDS = 5;
const WRONG_PASSWORD_WINDOW_SECONDS = 15 * 60;
const MAX_ATTEMPTS = 5;

export const WRONG_PASSWORD_MESSAGE = 'The password is incorrect.';

/**
 * Deletes the signed-in person's own account, after they prove it is them with their password:
 * UserAccountDeleted is appended and its append deletes their key in the same statement, so their
 * name, email and sign-in addresses in the log (sealed under that key) read as a deleted user from
 * then on; in the same transaction their user row goes, and with it (cascade) every session and
 * API token, and the working tables that name their address are scrubbed. Then their messages
 * leave the mail folder.
 *
 * The organisation: a founder (the one account that edits all of its events) whose organisation
 * has other members is refused, because those members would be left with events no one can
 * manage; a member who joined through an invitation, or a founder alone, may go. A founder
 * alone leaves their organisation's events to no one: the README says so, and the dashboard
 * tells them before they confirm.
 */
export async function deleteOwnAccount(context: ServiceContext, user: AuthUser, password: string, metadata: EventMetadata) {
  if (user.apiToken) throw new DomainError('forbidden', 'forbidden', "An API token cannot delete its owner's account; sign in to the dashboard.");
  if (user.impersonator) throw new DomainError('forbidden', 'forbidden', 'An administrator logged in as this user cannot delete their account.');
  const bucket = `account-deletion:${user.id}`;
  if (await isLimited(context.db, { bucket, max: MAX_WRONG_PASSWORDS, windowSeconds: WRONG_PASSWORD_WINDOW_SECONDS })) {
    throw new HttpError(429, 'Too many wrong passwords. Please try again later.', 'too_many_attempts');
  }
  const account = await context.db.selectFrom('users').select(['password_hash', 'email', 'default_event_role']).where('id', '=', user.id).executeTakeFirst();
  if (!account) throw DomainError.notFound('user');
  if (!(await verifyPassword(account.password_hash, password))) {
    await recordHit(context.db, bucket);
    throw DomainError.validation({ password: [WRONG_PASSWORD_MESSAGE] });
  }
  const streamId = streamIds.user(user.id);
  const deletedAt = new Date().toISOString();
  const entry = eventCatalogue.UserAccountDeleted;
  const data = entry.schema.parse({ user_id: user.id, organisation_id: user.organisation_id, deleted_at: deletedAt }) as Record<string, unknown>;
  for (let attempt = 1; ; attempt++) {
    try {
      const webhooks = await orphanedWebhookAppends(context, user.id, metadata);
      const addresses = await addressesOfAccount(context, user.id, account.email);
      const result = await context.db.transaction().execute(async (trx) => {
        // Two founders' deletions cannot both see the other as the remaining member.
        await sql`select pg_advisory_xact_lock(hashtextextended(${`organisation:${user.organisation_id}`}, 0))`.execute(trx);
        if (account.default_event_role === 'editor') {
          const others = await trx
            .selectFrom('users')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('organisation_id', '=', user.organisation_id)
            .where('id', '!=', user.id)
            .executeTakeFirstOrThrow();
          if (Number(others.n) > 0) {
            throw new DomainError(
              'conflict',
              'organisation_has_members',
              `You founded this organisation and ${Number(others.n) === 1 ? '1 other person belongs' : `${others.n} other people belong`} to it: your account is the one that edits all its events, so it cannot be deleted while they are there.`,
            );
          }
        }
        const version = await context.store.streamVersion(streamId);
        const appended = await context.store.append(
          [{ streamId, expectedVersion: version, events: [{ type: 'UserAccountDeleted', schemaVersion: entry.version, data, metadata }] }, ...webhooks],
          { trx },
        );
        await erasePlainAccountData(trx, user.id);
        await scrubAccountTraces(trx, user.id, account.email);
        return appended;
      });
      context.store.notifyAppended(['UserAccountDeleted', ...(webhooks.length > 0 ? ['WebhookEndpointDisabled'] : [])]);
      // This instance stops trusting them now; others within their few seconds of cache, as after a logout.
      forgetSessionsOf(user.id);
      forgetApiTokensOf(user.id);
      // Files cannot join the transaction: once the key is gone, the mail folder follows.
      // Every address the account had or asked for (a change waiting for proof), where this process and the dispatchers write.
      const needles = [...addresses];
      const concerns = (message: OutboxMessage) =>
        message.recipients.some((recipient) => addresses.has(recipient)) || needles.some((address) => message.text.includes(address));
      for (const dir of outboxDirsOf(context.mail, readMailConfig().outboxDir)) await eraseFromOutbox(dir, { needles, concerns });
      return { data: { id: user.id, deleted_at: deletedAt }, position: result.position };
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}

/**
 * The account's row (sessions and API tokens go with it), working tables that name its address,
 * and the replies kept for its retried commands (a door scan's names who checked the guest in):
 * no one else may replay them, and the account will send nothing again.
 */
async function scrubAccountTraces(trx: Db, userId: string, email: string): Promise<void> {
  const address = email.toLowerCase();
  await trx.deleteFrom('users').where('id', '=', userId).execute();
  await trx
    .deleteFrom('es_idempotency')
    .where((eb) => eb.or([eb('actor_key', '=', `user:${userId}`), eb('actor_key', 'like', `user:${userId}:%`)]))
    .execute();
  await trx
    .deleteFrom('rate_limit_hits')
    .where(sql<boolean>`position(${address} in lower(bucket)) > 0`)
    .execute();
  await sql`update mail_deliveries set recipient = 'deleted:' || gen_random_uuid(), error = null where lower(recipient) = ${address}`.execute(trx);
}

const ADDRESS = /^[^\s@]+@[^\s@]+$/;

/**
 * The addresses mail to this account went to, read before its key is gone: its address now, a new
 * one waiting for proof, and those its log names (the one it signed up with, earlier changes).
 */
async function addressesOfAccount(context: ServiceContext, userId: string, email: string): Promise<Set<string>> {
  const addresses = new Set([email.toLowerCase()]);
  const pending = await context.db.selectFrom('email_changes').select('new_email').where('user_id', '=', userId).execute();
  for (const row of pending) addresses.add(row.new_email.toLowerCase());
  for (const event of await context.store.readStream(streamIds.user(userId))) {
    for (const value of Object.values(event.data)) if (typeof value === 'string' && ADDRESS.test(value.trim())) addresses.add(value.trim().toLowerCase());
  }
  return addresses;
}
