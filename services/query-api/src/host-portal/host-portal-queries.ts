import { sql } from 'kysely';
import { hostIdOfToken } from '@usher/infra/http/host-links';
import type { ServiceContext } from '@usher/infra/context';
import { hostLinkNotFound, type HostedGroup } from './host-access.ts';
import { seatLabelOf } from '@usher/domain/presenters/scanner-guest';
import { readPlanView } from '../seating-view/plan-view-read.ts';

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

/** The group's guests (its tickets): attendees that name the group, except its hosts. */
function guestsOfGroup(context: ServiceContext, groupId: string) {
  return context.db
    .selectFrom('rm_attendees as a')
    .where('a.host_group_id', '=', groupId)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('rm_host_group_hosts as hh').select('hh.attendee_id').whereRef('hh.attendee_id', '=', 'a.id').where('hh.group_id', '=', groupId))),
    );
}

type TicketCounts = { named: number; placeholders: number; attending: number; checked_in: number };
const NO_TICKETS: TicketCounts = { named: 0, placeholders: 0, attending: 0, checked_in: 0 };

/** Every group's ticket counters in one query (the group list is polled): each group's guests, except its hosts. */
async function ticketCountsByGroup(context: ServiceContext, groupIds: string[]): Promise<Map<string, TicketCounts>> {
  if (groupIds.length === 0) return new Map();
  const rows = await context.db
    .selectFrom('rm_attendees as a')
    .where('a.host_group_id', 'in', groupIds)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('rm_host_group_hosts as hh')
            .select('hh.attendee_id')
            .whereRef('hh.attendee_id', '=', 'a.id')
            .whereRef('hh.group_id', '=', 'a.host_group_id'),
        ),
      ),
    )
    .select([
      'a.host_group_id',
      sql<number>`count(*) filter (where a.is_real_ticket)::int`.as('named'),
      sql<number>`count(*) filter (where not a.is_real_ticket)::int`.as('placeholders'),
      sql<number>`count(*) filter (where a.is_attending)::int`.as('attending'),
      sql<number>`count(*) filter (where a.checked_in)::int`.as('checked_in'),
    ])
    .groupBy('a.host_group_id')
    .execute();
  return new Map(rows.map(({ host_group_id, ...counts }) => [host_group_id!, counts]));
}

/** Groups as the host's group list shows them, their counters read together. */
export async function presentHostedGroups(context: ServiceContext, groups: HostedGroup[]) {
  const counts = await ticketCountsByGroup(
    context,
    groups.map((group) => group.id),
  );
  return groups.map((group) => ({
    id: group.id,
    name: group.name,
    experience_type: group.experience_type,
    event: { uuid: group.event_uuid, ...group.event },
    host: { id: group.host_id, first_name: group.host_first_name, last_name: group.host_last_name },
    host_access_till: group.host_access_till,
    access: group.access,
    settings: {
      is_email_required: group.is_email_required,
      is_sending_tickets_enabled: group.is_sending_tickets_enabled,
      is_invitations_enabled: group.invites_enabled,
      shows_seats: group.shows_seats,
      shows_floor_plan: group.shows_floor_plan,
    },
    tickets: { allocated: group.total_tickets, ...(counts.get(group.id) ?? NO_TICKETS) },
  }));
}

/** A group as the host's group list shows it. */
export async function presentHostedGroup(context: ServiceContext, group: HostedGroup) {
  return (await presentHostedGroups(context, [group]))[0]!;
}

export interface PortalGuestQuery {
  search?: string;
  page: number;
  per_page: number;
}

/** One page of the group's guests, named ones first, searched in SQL like the guest list. */
export async function listGroupGuests(context: ServiceContext, group: HostedGroup, query: PortalGuestQuery) {
  let rows = guestsOfGroup(context, group.id);
  const search = query.search?.trim().toLowerCase();
  if (search) rows = rows.where('a.search_text', 'like', `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const [page, total] = await Promise.all([
    rows
      .select([
        'a.id',
        'a.first_name',
        'a.last_name',
        'a.full_name',
        'a.email',
        'a.phone_number',
        'a.is_real_ticket',
        'a.is_attending',
        'a.rsvped_at',
        'a.is_invited',
        'a.invitation_sent_at',
        'a.checked_in',
        'a.checked_in_at',
        'a.section',
        'a.row_no',
        'a.table_no',
        'a.table_label',
        'a.seat_no',
      ])
      .orderBy('a.is_real_ticket', 'desc')
      .orderBy(sql`lower(a.full_name)`)
      .orderBy('a.id')
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page)
      .execute(),
    rows.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow(),
  ]);
  return {
    data: page.map(({ is_real_ticket, section, row_no, table_no, table_label, seat_no, ...row }) => ({
      ...row,
      // A group that hides seating never learns where its guests sit.
      seat: group.shows_seats ? seatLabelOf({ section, row_no, table_no, table_label, seat_no }) : null,
      is_placeholder: !is_real_ticket,
      rsvped_at: iso(row.rsvped_at),
      invitation_sent_at: iso(row.invitation_sent_at),
      checked_in_at: iso(row.checked_in_at),
    })),
    meta: { total: total.count, page: query.page, per_page: query.per_page, last_page: Math.max(1, Math.ceil(total.count / query.per_page)) },
  };
}

/**
 * What the PRO sign-in page needs to know of the host a link names: who they
 * are (the address their account must use) and which event invites them.
 */
export async function hostOfLink(context: ServiceContext, token: string) {
  const hostId = await hostIdOfToken(context.db, token);
  if (!hostId) throw hostLinkNotFound();
  const row = await context.db
    .selectFrom('rm_attendees as h')
    .innerJoin('rm_events as ev', 'ev.uuid', 'h.event_uuid')
    .select(['h.first_name', 'h.last_name', 'h.email', 'ev.name as event_name'])
    .select(
      sql<
        string | null
      >`(select g.experience_type from rm_host_group_hosts hh join rm_host_groups g on g.id = hh.group_id where hh.attendee_id = h.id order by g.experience_type desc limit 1)`.as(
        'experience_type',
      ),
    )
    .where('h.id', '=', hostId)
    .executeTakeFirst();
  if (!row || !row.experience_type) throw hostLinkNotFound();
  return { data: row };
}

/**
 * The plan as a group's hosts may see it (is_view_floorplan_enabled): every
 * seat taken or free, their own guests' seats lit and named, nobody else's
 * name. A group that may not see it gets no plan (null), as for an event
 * without one: the portal then shows none.
 */
export async function groupFloorPlan(context: ServiceContext, group: HostedGroup) {
  if (!group.shows_floor_plan) return { data: null };
  const guests = await guestsOfGroup(context, group.id).select('a.id').execute();
  const ids = guests.map((guest) => guest.id);
  return { data: await readPlanView(context, group.event_uuid, { namedAttendeeIds: ids, litAttendeeIds: ids }) };
}
