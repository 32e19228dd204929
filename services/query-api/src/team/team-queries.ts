import { EVENT_ROLE_LABELS, permissionsOf, type EventRole } from '@usher/domain/access/event-roles';
import type { AuthUser } from '@usher/infra/http/authenticate';
import type { ServiceContext } from '@usher/infra/context';
import { roleFrom } from '../access/event-role.ts';

function presentRole(role: EventRole) {
  return { role, role_label: EVENT_ROLE_LABELS[role] };
}

/**
 * The event's administrators: everyone in the organisation with the role
 * they have on this event (named by the team, or their default), and the
 * people invited by address who have not signed up yet.
 */
export async function listAdministrators(context: ServiceContext, user: AuthUser, eventUuid: string) {
  const [members, team] = await Promise.all([
    context.db
      .selectFrom('users')
      .select(['id', 'first_name', 'last_name', 'email', 'default_event_role', 'email_verified_at', 'created_at'])
      .where('organisation_id', '=', user.organisation_id)
      .orderBy('created_at')
      .execute(),
    context.db.selectFrom('rm_event_administrators').selectAll().where('event_uuid', '=', eventUuid).orderBy('created_at').execute(),
  ]);
  const byUser = new Map(team.filter((a) => a.user_id).map((a) => [a.user_id!, a]));
  const byEmail = new Map(team.filter((a) => !a.user_id).map((a) => [a.email, a]));
  const accounts = members.map((member) => {
    // An invitation by address is the member's only once they proved the address (as the access policy says).
    const entry = byUser.get(member.id) ?? (member.email_verified_at ? byEmail.get(member.email.toLowerCase()) : undefined);
    const role = roleFrom({ ...user, default_event_role: member.default_event_role }, entry?.role ?? null);
    return {
      id: entry?.administrator_id ?? null,
      user_id: member.id,
      first_name: member.first_name,
      last_name: member.last_name,
      email: member.email,
      ...presentRole(role),
      is_pending: false,
    };
  });
  const known = new Set(members.filter((m) => m.email_verified_at).map((m) => m.email.toLowerCase()));
  const pending = team
    .filter((a) => !a.user_id && !known.has(a.email))
    .map((a) => ({
      id: a.administrator_id,
      user_id: null,
      first_name: null,
      last_name: null,
      email: a.email,
      ...presentRole(roleFrom(user, a.role)),
      is_pending: true,
    }));
  return { data: [...accounts, ...pending] };
}

export function presentPermissions(role: EventRole) {
  return { data: { ...presentRole(role), ...permissionsOf(role) } };
}
