import { sql } from 'kysely';
import type { AuthUser } from '@usher/infra/http/authenticate';
import type { ServiceContext } from '@usher/infra/context';
import { EVENT_ROLES, permissionsOf } from '@usher/domain/access/event-roles';
import { teamRoleOf } from '../access/event-role.ts';

/** The roles that read an event's activity: the all-events feed holds only their events. */
const VIEWING_ROLES = EVENT_ROLES.filter((role) => permissionsOf(role).view);

/** Activity entries of the user's organisation's events, each with what the user has read. */
export function activityLogRows(context: ServiceContext, user: AuthUser) {
  return context.db
    .selectFrom('rm_activity_logs as l')
    .innerJoin('rm_events as e', 'e.uuid', 'l.event_uuid')
    .leftJoin('rm_activity_reads as r', (join) => join.onRef('r.log_id', '=', 'l.id').on('r.user_id', '=', user.id))
    .where('e.organisation_id', '=', user.organisation_id);
}

/** Every event of the organisation the user may view, not those where their role is door staff or no access. */
export const viewableByUser = (user: AuthUser) =>
  sql<boolean>`coalesce(${teamRoleOf(user, sql.ref('e.uuid'))}, ${user.default_event_role}) in (${sql.join(VIEWING_ROLES)})`;

/** The feed's entries, newest first, in the shape the bell shows. */
export async function selectActivityLogs<Q extends ReturnType<typeof activityLogRows>>(rows: Q, page?: { limit: number; offset: number }) {
  let query = rows
    .select([
      'l.id',
      'l.event_uuid',
      'e.name as event_name',
      'l.type',
      'l.description',
      'l.actor_name',
      'l.attendee_id',
      'l.item_count',
      'l.created_at',
      'r.read_at',
    ])
    // Each entry's time reads on its own event's clock, as the event's other screens do.
    .select(sql<string | null>`e.body->'settings'->>'timezone'`.as('event_timezone'))
    .orderBy('l.global_position', 'desc');
  if (page) query = query.limit(page.limit).offset(page.offset);
  const logs = await query.execute();
  return logs.map((log) => ({
    ...log,
    event_timezone: log.event_timezone || 'UTC',
    created_at: new Date(log.created_at).toISOString(),
    read_at: log.read_at ? new Date(log.read_at).toISOString() : null,
  }));
}
