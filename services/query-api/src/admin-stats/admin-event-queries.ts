import { sql } from 'kysely';
import type { ServiceContext } from '@usher/infra/context';
import { organisationLabels, organisationMatches } from './organisation-labels.ts';

export interface AdminEventQuery {
  search?: string;
  page: number;
  per_page: number;
}

/** Escapes LIKE's wildcards so a search for '50%' finds '50%', not everything. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

type Settings = { starts_date?: string | null; starts_time?: string | null; end_date?: string | null; end_time?: string | null; timezone?: string };

/**
 * Every event of the instance for its administrators, newest start first,
 * searched by the event's name or its organisation's, with the guest list's
 * own counters (rm_attendee_stats) beside each.
 */
export async function listAdminEvents(context: ServiceContext, query: AdminEventQuery) {
  const search = query.search?.trim().toLowerCase();
  let base = context.db.selectFrom('rm_events');
  if (search) {
    const pattern = likePattern(search);
    base = base.where((eb) => eb.or([eb(sql`lower(rm_events.name)`, 'like', pattern), organisationMatches(pattern)]));
  }
  const [rows, total] = await Promise.all([
    base
      .leftJoin('rm_attendee_stats', 'rm_attendee_stats.event_uuid', 'rm_events.uuid')
      .select(['rm_events.uuid', 'rm_events.name', 'rm_events.is_archived', 'rm_events.organisation_id', 'rm_events.created_at'])
      .select((eb) => eb.ref('rm_events.body', '->').key('settings').as('settings'))
      .select([
        sql<number>`coalesce(rm_attendee_stats.total, 0)`.as('guests_count'),
        sql<number>`coalesce(rm_attendee_stats.rsvp_yes, 0)`.as('attending_count'),
        sql<number>`coalesce(rm_attendee_stats.checked_in, 0)`.as('checked_in_count'),
      ])
      .orderBy(sql`rm_events.starts_at desc nulls last`)
      .orderBy('rm_events.created_at', 'desc')
      .orderBy('rm_events.uuid')
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow(),
  ]);
  const labels = await organisationLabels(
    context.db,
    rows.map((row) => row.organisation_id),
  );
  return {
    data: rows.map((row) => {
      const settings = (row.settings ?? {}) as Settings;
      const organisation = labels.get(row.organisation_id);
      return {
        uuid: row.uuid,
        name: row.name,
        is_archived: row.is_archived,
        organisation_id: row.organisation_id,
        organisation: { label: organisation?.label ?? 'No account left', email: organisation?.email ?? null },
        organiser_id: organisation?.organiserId ?? null,
        starts_date: settings.starts_date ?? null,
        starts_time: settings.starts_time ?? null,
        end_date: settings.end_date ?? null,
        end_time: settings.end_time ?? null,
        timezone: settings.timezone ?? 'UTC',
        guests_count: Number(row.guests_count),
        attending_count: Number(row.attending_count),
        checked_in_count: Number(row.checked_in_count),
        created_at: new Date(row.created_at).toISOString(),
      };
    }),
    meta: { total: total.count, page: query.page, per_page: query.per_page, last_page: Math.max(1, Math.ceil(total.count / query.per_page)) },
  };
}
