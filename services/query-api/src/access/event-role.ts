import { sql, type RawBuilder } from 'kysely';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { isEventRole, permissionsOf, type EventAction, type EventRole } from '@usher/domain/access/event-roles';
import { eventRoleOf } from '@usher/domain/access/policy';
import { isUuid } from '@usher/domain/ids/uuid';
import type { AuthUser } from '@usher/infra/http/authenticate';
import type { ServiceContext } from '@usher/infra/context';
import { PREPARED } from '@usher/infra/db/prepared-statements';

/**
 * The role the event's team names for the user (by account, or by address
 * until they joined, once they proved the address), else null.
 */
export function teamRoleOf(user: AuthUser, eventUuidColumn: RawBuilder<unknown>): RawBuilder<string | null> {
  return sql<string | null>`(
    select a.role from rm_event_administrators a
    where a.event_uuid = ${eventUuidColumn}
      and (a.user_id = ${user.id} or (a.user_id is null and a.email = ${provedAddressOf(user)}))
    limit 1)`;
}

/** The address invitations may find the user by: none until they proved it (null matches no row). */
export function provedAddressOf(user: Pick<AuthUser, 'email' | 'email_verified'>): string | null {
  return user.email_verified ? user.email.toLowerCase() : null;
}

/**
 * The role, from the resolver the command side uses too: the SQL above already
 * found the team's entry for the user, so the team it is given is that entry alone.
 */
export function roleFrom(user: AuthUser, teamRole: string | null): EventRole {
  const team = isEventRole(teamRole) ? [{ user_id: user.id, email: user.email.toLowerCase(), role: teamRole }] : [];
  return eventRoleOf(user, { organisation_id: user.organisation_id, team })!;
}

/** The user's role on an event of their organisation; another organisation's event is 404. */
export async function eventRoleFor(context: ServiceContext, user: AuthUser, eventUuid: string): Promise<EventRole> {
  if (!isUuid(eventUuid)) throw DomainError.notFound('event');
  const row = await context.db
    .selectFrom('rm_events')
    .select(teamRoleOf(user, sql.ref('rm_events.uuid')).as('team_role'))
    .where('uuid', '=', eventUuid)
    .where('organisation_id', '=', user.organisation_id)
    // Asked by nearly every request about an event: planned once per connection.
    .modifyFront(PREPARED)
    .executeTakeFirst();
  if (!row) throw DomainError.notFound('event');
  return roleFrom(user, row.team_role);
}

/** 403 when the role allows none of `allowed` (the event's organisation was judged already). */
export function requireAllowed(role: EventRole, allowed: EventAction[]): EventRole {
  const permissions = permissionsOf(role);
  if (!allowed.some((action) => permissions[action])) throw cannotView();
  return role;
}

/** The query side's refusal: its routes read, so it says the role may not view. */
export function cannotView(): DomainError {
  return new DomainError('forbidden', 'forbidden', 'Your role does not allow you to view this event.');
}
