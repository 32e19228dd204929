import { streamIds } from '@usher/events';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { isUuid } from '@usher/domain/ids/uuid';
import type { AuthUser } from '@usher/infra/http/authenticate';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import { appendToOwnStream } from '../handling/append-to-own-stream.ts';
import { closeSession, openSession } from './sessions.ts';
import { requireRecentAuthentication } from './recent-authentication.ts';
import type { ClientInfo } from './identity-handlers.ts';
import { ACCOUNT_COLUMNS } from './present-user.ts';

// Long enough to help someone through an evening's setup; short enough that a forgotten tab does not keep it.
const IMPERSONATION_HOURS = 8;

function accountById(context: ServiceContext, id: string) {
  return context.db.selectFrom('users').select(ACCOUNT_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/**
 * An instance administrator logs in as another user: their own session in this
 * browser is swapped for one of the user's that names them, so every change
 * records both, and the way back opens a fresh session of their own.
 */
export async function loginAs(context: ServiceContext, admin: AuthUser, targetId: string, client: ClientInfo, metadata: EventMetadata) {
  if (!admin.is_admin || admin.impersonator) {
    throw new DomainError('forbidden', 'forbidden', 'Only an administrator of Usher, signed in as themselves, can log in as another user.');
  }
  // Becoming someone else is the most powerful thing an administrator does: they prove it is them first.
  await requireRecentAuthentication(context, admin);
  const target = isUuid(targetId) ? await accountById(context, targetId) : undefined;
  if (!target) throw DomainError.notFound('user');
  if (target.id === admin.id) throw DomainError.validation({ user: ['You are signed in as this user already.'] });
  // A disabled account's sessions are refused: the administrator would give up their own for nothing.
  const disabled = await context.db.selectFrom('users').select('disabled_at').where('id', '=', target.id).executeTakeFirst();
  if (disabled?.disabled_at) throw new DomainError('conflict', 'account_disabled', 'This account is disabled: enable it before logging in as its owner.');
  const session = await openSession(context, target.id, client, { impersonatorId: admin.id, hours: IMPERSONATION_HOURS });
  await closeSession(context.db, admin.sessionTokenHash);
  await appendToOwnStream(context, streamIds.user(target.id), {
    type: 'UserImpersonationStarted',
    data: { user_id: target.id, impersonator_id: admin.id },
    metadata: { ...metadata, organisation_id: target.organisation_id },
  });
  return { user: target, impersonator: { id: admin.id, name: `${admin.first_name} ${admin.last_name}`.trim() }, session };
}

/** Ends a login-as: the borrowed session closes and the administrator gets one of their own again. */
export async function returnToOwnAccount(context: ServiceContext, user: AuthUser, client: ClientInfo, metadata: EventMetadata) {
  if (!user.impersonator) throw new DomainError('conflict', 'not_impersonating', 'You are signed in as yourself.');
  await closeSession(context.db, user.sessionTokenHash);
  await appendToOwnStream(context, streamIds.user(user.id), {
    type: 'UserImpersonationEnded',
    data: { user_id: user.id, impersonator_id: user.impersonator.id },
    metadata: { ...metadata, organisation_id: user.organisation_id },
  });
  // Someone whose administrator flag was taken away meanwhile signs in again by password.
  const admin = await accountById(context, user.impersonator.id);
  if (!admin?.is_admin) return { user: null, session: null };
  return { user: admin, session: await openSession(context, admin.id, client) };
}
