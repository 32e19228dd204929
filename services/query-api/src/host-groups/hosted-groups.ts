import { sql, type SqlBool } from 'kysely';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { isUuid } from '@usher/domain/ids/uuid';
import type { AuthUser } from '@usher/infra/http/authenticate';
import type { ServiceContext } from '@usher/infra/context';
import { eventRoleFor, provedAddressOf, requireAllowed } from '../access/event-role.ts';

/**
 * Who hosts which group, seen from the signed-in user: a host is a guest of
 * the event named as the group's host, and the user is that host when the
 * guest's email is the user's (PRO hosts sign in with it) and they proved it.
 */
function hostedBy(user: AuthUser) {
  return sql<SqlBool>`exists (
    select 1 from rm_host_group_hosts h join rm_attendees a on a.id = h.attendee_id
    where h.group_id = g.id and a.email = ${provedAddressOf(user)})`;
}

/**
 * Where a group's link leads: the host portal's page for the group. The user
 * must host the group or be able to view its event; any other group answers
 * 404, like one that does not exist.
 */
export async function groupRedirectPath(context: ServiceContext, user: AuthUser, groupId: string): Promise<string> {
  if (!isUuid(groupId)) throw DomainError.notFound('host_group');
  const group = await context.db
    .selectFrom('rm_host_groups as g')
    .select(['g.id', 'g.event_uuid'])
    .select(hostedBy(user).as('is_host'))
    .where('g.id', '=', groupId)
    .executeTakeFirst();
  if (!group) throw DomainError.notFound('host_group');
  if (!group.is_host) {
    const role = await eventRoleFor(context, user, group.event_uuid).catch(() => null);
    if (!role) throw DomainError.notFound('host_group');
    requireAllowed(role, ['view']);
  }
  return `/events/host-group?group=${encodeURIComponent(group.id)}`;
}
