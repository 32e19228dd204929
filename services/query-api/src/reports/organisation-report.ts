import { sql } from 'kysely';
import { permissionsOf } from '@usher/domain/access/event-roles';
import type { OrganisationReport } from '@usher/domain/contract/reports';
import type { ServiceContext } from '@usher/infra/context';
import type { AuthUser } from '@usher/infra/http/authenticate';
import { roleFrom, teamRoleOf } from '../access/event-role.ts';

const MEASURES = ['invited', 'rsvp_yes', 'rsvp_no', 'checked_in', 'yes_checked_in', 'msg_sent', 'msg_delivered', 'msg_opened', 'msg_clicked'] as const;

/** The organisation's events side by side, those this user may view (door staff see no reports), newest first. */
export async function organisationReport(context: ServiceContext, user: AuthUser, asOf?: Date): Promise<OrganisationReport> {
  const events = await context.db
    .selectFrom('rm_events')
    .select(['uuid', 'body', 'is_archived', teamRoleOf(user, sql.ref('rm_events.uuid')).as('team_role')])
    .where('organisation_id', '=', user.organisation_id)
    .orderBy(sql`rm_events.starts_at desc nulls last`)
    .orderBy('created_at', 'desc')
    .execute();
  const viewable = events.filter((event) => permissionsOf(roleFrom(user, event.team_role)).view);
  const ids = viewable.map((event) => event.uuid);
  let counts = context.db
    .selectFrom('rm_report_counts')
    .select(['event_uuid', 'measure', sql<number>`sum(delta)::int`.as('count')])
    .where(sql<boolean>`event_uuid = any(${ids}::uuid[])`)
    .where('dimension', '=', 'all')
    .where('measure', 'in', [...MEASURES])
    .groupBy(['event_uuid', 'measure']);
  if (asOf) counts = counts.where('bucket', '<=', asOf);
  const figures = new Map<string, number>();
  for (const row of ids.length === 0 ? [] : await counts.execute()) figures.set(`${row.event_uuid}:${row.measure}`, Number(row.count));
  return {
    as_of: asOf?.toISOString() ?? null,
    rows: viewable.map((event) => {
      const of = (measure: (typeof MEASURES)[number]) => figures.get(`${event.uuid}:${measure}`) ?? 0;
      const settings = (event.body.settings ?? {}) as { name?: string; starts_date?: string | null; timezone?: string };
      return {
        event_uuid: event.uuid,
        name: settings.name ?? '',
        starts_date: settings.starts_date ?? null,
        time_zone: settings.timezone ?? 'UTC',
        is_archived: event.is_archived,
        invited: of('invited'),
        rsvp_yes: of('rsvp_yes'),
        rsvp_no: of('rsvp_no'),
        checked_in: of('checked_in'),
        no_shows: of('rsvp_yes') - of('yes_checked_in'),
        check_in_rate: of('rsvp_yes') === 0 ? null : of('yes_checked_in') / of('rsvp_yes'),
        messages_sent: of('msg_sent'),
        messages_delivered: of('msg_delivered'),
        messages_opened: of('msg_opened'),
        messages_clicked: of('msg_clicked'),
      };
    }),
  };
}
