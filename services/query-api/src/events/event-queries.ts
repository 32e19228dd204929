import { sql } from 'kysely';
import { eventShape } from '@usher/domain/presenters/event-shape';
import type { EventSettings } from '@usher/domain/deciders/event-defaults';
import type { Location } from '@usher/domain/constants/locations';
import { DomainError } from '@usher/domain/deciders/domain-error';
import type { ServiceContext } from '@usher/infra/context';
import type { AuthUser } from '@usher/infra/http/authenticate';
import { isUuid } from '@usher/domain/ids/uuid';
import { eventFieldsOfBody } from '../fields/event-fields-read.ts';
import { eventPassOfBody } from '../passes/event-pass-read.ts';
import { permissionsOf } from '@usher/domain/access/event-roles';
import { requireAllowed, roleFrom, teamRoleOf } from '../access/event-role.ts';

function baseQuery(context: ServiceContext, user: AuthUser) {
  return (
    context.db
      .selectFrom('rm_events')
      .leftJoin('rm_attendee_stats', 'rm_attendee_stats.event_uuid', 'rm_events.uuid')
      .select([
        'rm_events.uuid',
        'rm_events.body',
        'rm_events.is_archived',
        'rm_events.created_at',
        'rm_events.updated_at',
        sql<number>`coalesce(rm_attendee_stats.total, 0)`.as('guests_count'),
      ])
      // The guest list's own per-event counters, joined here: the home list reads every event's numbers in its one query.
      .select([
        sql<number>`coalesce(rm_attendee_stats.rsvp_yes, 0)`.as('rsvp_yes_count'),
        sql<number>`coalesce(rm_attendee_stats.checked_in, 0)`.as('checked_in_count'),
      ])
      .select(
        sql<boolean>`exists (
        select 1 from rm_activity_logs l
        where l.event_uuid = rm_events.uuid
          and not exists (select 1 from rm_activity_reads r where r.log_id = l.id and r.user_id = ${user.id})
      )`.as('has_unread_logs'),
      )
      .select(
        sql<
          { key: string; visible: boolean }[] | null
        >`(select cs.columns from rm_column_settings cs where cs.event_uuid = rm_events.uuid and cs.user_id = ${user.id})`.as('column_settings'),
      )
      .select(teamRoleOf(user, sql.ref('rm_events.uuid')).as('team_role'))
      .where('rm_events.organisation_id', '=', user.organisation_id)
  );
}

/** The organisation's events this user may open: every role but 'inactive'. */
function openableBy(user: AuthUser) {
  return sql<boolean>`coalesce(${teamRoleOf(user, sql.ref('rm_events.uuid'))}, ${roleFrom(user, null)}) <> 'inactive'`;
}

type Row = {
  team_role: string | null;
  uuid: string;
  body: Record<string, unknown>;
  is_archived: boolean;
  created_at: Date;
  updated_at: Date;
  guests_count: number;
  rsvp_yes_count: number;
  checked_in_count: number;
  has_unread_logs: boolean;
  column_settings: { key: string; visible: boolean }[] | null;
};

function present(row: Row, user: AuthUser) {
  const role = roleFrom(user, row.team_role);
  return eventShape({
    role,
    permissions: permissionsOf(role),
    uuid: row.uuid,
    settings: row.body.settings as EventSettings,
    location: row.body.location as Location,
    is_archived: row.is_archived,
    fields: eventFieldsOfBody(row.body),
    pass: eventPassOfBody(row.body),
    archived_at: (row.body.archived_at as string | null) ?? null,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
    guests_count: Number(row.guests_count),
    rsvp_yes_count: Number(row.rsvp_yes_count),
    checked_in_count: Number(row.checked_in_count),
    has_unread_logs: row.has_unread_logs,
    column_settings: row.column_settings,
  });
}

export async function listEvents(
  context: ServiceContext,
  user: AuthUser,
  query: { page: number; per_page: number; search?: string; status: 'active' | 'archived' },
) {
  let rows = baseQuery(context, user)
    .where('rm_events.is_archived', '=', query.status === 'archived')
    .where(openableBy(user));
  if (query.search) rows = rows.where('rm_events.name', 'ilike', `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const [page, total] = await Promise.all([
    rows
      .orderBy(sql`rm_events.starts_at desc nulls last`)
      .orderBy('rm_events.created_at', 'desc')
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page)
      .execute(),
    rows
      .clearSelect()
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    data: page.map((row) => present(row, user)),
    meta: { total: total.count, page: query.page, per_page: query.per_page, last_page: Math.max(1, Math.ceil(total.count / query.per_page)) },
  };
}

export async function showEvent(context: ServiceContext, user: AuthUser, uuid: string) {
  if (!isUuid(uuid)) throw DomainError.notFound('event');
  const row = await baseQuery(context, user).where('rm_events.uuid', '=', uuid).executeTakeFirst();
  if (!row) throw DomainError.notFound('event');
  // Door staff open the event to check guests in; only 'inactive' is kept out.
  requireAllowed(roleFrom(user, row.team_role), ['view', 'check_in']);
  return { data: present(row, user) };
}
