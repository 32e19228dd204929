import { streamIds } from '@usher/events';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { isUuid } from '@usher/domain/ids/uuid';
import { forgetSession, forgetSessionsOf, type AuthUser } from '@usher/infra/http/authenticate';
import { forgetApiTokensOf } from '@usher/infra/http/api-token-auth';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import type { Db } from '@usher/infra/db/database';
import { appendToOwnStream } from '../handling/append-to-own-stream.ts';
import { recordSessionsEnded } from './session-list.ts';

/** Only an administrator of the instance, signed in as themselves, manages other people's accounts. */
function requireInstanceAdmin(admin: AuthUser): void {
  if (!admin.is_admin || admin.impersonator || admin.apiToken) {
    throw new DomainError('forbidden', 'forbidden', 'Only an administrator of Usher, signed in as themselves, can do this.');
  }
}

async function targetAccount(context: ServiceContext, id: string) {
  const account = isUuid(id)
    ? await context.db.selectFrom('users').select(['id', 'organisation_id', 'disabled_at']).where('id', '=', id).executeTakeFirst()
    : undefined;
  if (!account) throw DomainError.notFound('user');
  return account;
}

/** Deletes every session of the account and forgets them here at once; how many there were. */
async function deleteSessionsOf(db: Db, userId: string): Promise<number> {
  const deleted = await db.deleteFrom('sessions').where('user_id', '=', userId).returning('token_hash').execute();
  for (const row of deleted) forgetSession(row.token_hash);
  forgetSessionsOf(userId);
  return deleted.length;
}

/**
 * Disables an account: it cannot sign in, its sessions end and its API tokens stop at once (they
 * are kept, and work again if it is enabled). An administrator cannot disable themself, so the
 * instance always keeps someone who can undo it.
 */
export async function disableAccount(context: ServiceContext, admin: AuthUser, targetId: string, metadata: EventMetadata) {
  requireInstanceAdmin(admin);
  const target = await targetAccount(context, targetId);
  if (target.id === admin.id) throw DomainError.validation({ user: ['You cannot disable your own account.'] });
  if (target.disabled_at) return { id: target.id, disabled: true, disabled_at: new Date(target.disabled_at).toISOString() };
  const disabledAt = context.clock.now();
  await context.db.updateTable('users').set({ disabled_at: disabledAt }).where('id', '=', target.id).execute();
  await deleteSessionsOf(context.db, target.id);
  forgetApiTokensOf(target.id);
  await appendToOwnStream(context, streamIds.user(target.id), {
    type: 'UserDisabled',
    data: { user_id: target.id },
    metadata: { ...metadata, organisation_id: target.organisation_id },
  });
  return { id: target.id, disabled: true, disabled_at: disabledAt.toISOString() };
}

/** Enables a disabled account again; enabling one that is not disabled changes nothing. */
export async function enableAccount(context: ServiceContext, admin: AuthUser, targetId: string, metadata: EventMetadata) {
  requireInstanceAdmin(admin);
  const target = await targetAccount(context, targetId);
  if (!target.disabled_at) return { id: target.id, disabled: false, disabled_at: null };
  await context.db.updateTable('users').set({ disabled_at: null }).where('id', '=', target.id).execute();
  await appendToOwnStream(context, streamIds.user(target.id), {
    type: 'UserEnabled',
    data: { user_id: target.id },
    metadata: { ...metadata, organisation_id: target.organisation_id },
  });
  return { id: target.id, disabled: false, disabled_at: null };
}

/** "Sign out everywhere": every session of the account ends (the administrator's own too, if they ask it of themself). */
export async function endSessionsOfAccount(context: ServiceContext, admin: AuthUser, targetId: string, metadata: EventMetadata): Promise<number> {
  requireInstanceAdmin(admin);
  const target = await targetAccount(context, targetId);
  const ended = await deleteSessionsOf(context.db, target.id);
  await recordSessionsEnded(context, target.id, ended, 'administrator', { ...metadata, organisation_id: target.organisation_id });
  return ended;
}
