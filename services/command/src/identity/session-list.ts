import { streamIds } from '@usher/events';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { isUuid } from '@usher/domain/ids/uuid';
import { forgetSession, type AuthUser } from '@usher/infra/http/authenticate';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import { sessionIdleTimeoutMinutes } from '@usher/infra/http/session-activity';
import { appendToOwnStream } from '../handling/append-to-own-stream.ts';
import { requireRecentAuthenticationAllowed } from './recent-authentication.ts';
import { describeDevice } from './device-description.ts';

/**
 * "Where you're signed in": the account's live sessions, newest use first. A session is named by
 * its public id; its token's hash never leaves the server.
 */
export async function listOwnSessions(context: ServiceContext, user: AuthUser) {
  const rows = await context.db
    .selectFrom('sessions')
    .leftJoin('users as impersonators', 'impersonators.id', 'sessions.impersonator_id')
    .select([
      'sessions.id',
      'sessions.token_hash',
      'sessions.ip',
      'sessions.user_agent',
      'sessions.created_at',
      'sessions.last_seen_at',
      'impersonators.first_name',
      'impersonators.last_name',
      'sessions.impersonator_id',
    ])
    .where('sessions.user_id', '=', user.id)
    .where('sessions.expires_at', '>', context.clock.now())
    // Sessions past the idle timeout are over, though their rows wait for their expiry.
    .where('sessions.last_seen_at', '>', new Date(context.clock.now().getTime() - sessionIdleTimeoutMinutes() * 60_000))
    .orderBy('sessions.last_seen_at', 'desc')
    .execute();
  return rows.map((row) => {
    const device = describeDevice(row.user_agent);
    return {
      id: row.id,
      device: device.label,
      browser: device.browser,
      os: device.os,
      ip: row.ip,
      signed_in_at: new Date(row.created_at).toISOString(),
      last_seen_at: new Date(row.last_seen_at).toISOString(),
      current: row.token_hash === user.sessionTokenHash,
      administrator: row.impersonator_id ? `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim() : null,
    };
  });
}

/** Only the person at a session of their own manages sessions: not an API token, not an administrator logged in as them. */
function requireOwnSession(user: AuthUser): void {
  requireRecentAuthenticationAllowed(user);
}

/** Signs one of the account's sessions out; another account's session id is as unknown as a missing one (404). */
export async function endOwnSession(context: ServiceContext, user: AuthUser, sessionId: string, metadata: EventMetadata): Promise<void> {
  requireOwnSession(user);
  const deleted = isUuid(sessionId)
    ? await context.db.deleteFrom('sessions').where('id', '=', sessionId).where('user_id', '=', user.id).returning('token_hash').executeTakeFirst()
    : undefined;
  if (!deleted) throw DomainError.notFound('session');
  forgetSession(deleted.token_hash);
  await recordSessionsEnded(context, user.id, 1, 'owner', metadata);
}

/** Signs out every session of the account but the one asking. */
export async function endOtherOwnSessions(context: ServiceContext, user: AuthUser, metadata: EventMetadata): Promise<number> {
  requireOwnSession(user);
  const deleted = await context.db
    .deleteFrom('sessions')
    .where('user_id', '=', user.id)
    .where('token_hash', '!=', user.sessionTokenHash)
    .returning('token_hash')
    .execute();
  for (const row of deleted) forgetSession(row.token_hash);
  if (deleted.length > 0) await recordSessionsEnded(context, user.id, deleted.length, 'owner', metadata);
  return deleted.length;
}

/** UserSessionsEnded on the account's own stream: which devices, never; how many, and by whom. */
export async function recordSessionsEnded(
  context: ServiceContext,
  userId: string,
  count: number,
  by: 'owner' | 'administrator',
  metadata: EventMetadata,
): Promise<void> {
  await appendToOwnStream(context, streamIds.user(userId), { type: 'UserSessionsEnded', data: { user_id: userId, sessions: count, by }, metadata });
}
