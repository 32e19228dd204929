import { sql, type SqlBool } from 'kysely';
import { isUuid } from '@usher/domain/ids/uuid';
import type { ServiceContext } from '@usher/infra/context';

export interface GroupListQuery {
  search?: string;
  /** Group Settings filter: GO Host (go) or PRO Host (pro). */
  experience_type?: 'go' | 'pro';
  /** Group Tag filter: groups carrying any of these group tags. */
  tags?: string[];
  page: number;
  per_page: number;
}

const likePattern = (search: string) =>
  `%${search
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Tickets Status: the group's guests (its hosts not counted) — named tickets,
 * placeholders still to name, and how the named ones answered.
 */
const ticketsStatus = sql<{ total: number; named: number; placeholders: number; rsvp_yes: number; rsvp_no: number; rsvp_pending: number }>`(
  select json_build_object(
    'total', count(*),
    'named', count(*) filter (where t.is_real_ticket),
    'placeholders', count(*) filter (where not t.is_real_ticket),
    'rsvp_yes', count(*) filter (where t.is_real_ticket and t.is_attending is true),
    'rsvp_no', count(*) filter (where t.is_real_ticket and t.is_attending is false),
    'rsvp_pending', count(*) filter (where t.is_real_ticket and t.is_attending is null))
  from rm_attendees t
  where t.host_group_id = g.id
    and not exists (select 1 from rm_host_group_hosts x where x.group_id = g.id and x.attendee_id = t.id))`;

/** The group's hosts with what the group form shows of each. */
const groupHosts = sql<
  { attendee_id: string; first_name: string; last_name: string; email: string | null; attending_with_group: boolean; is_attending: boolean | null }[]
>`(
  select coalesce(json_agg(json_build_object(
    'attendee_id', h.attendee_id, 'first_name', a.first_name, 'last_name', a.last_name, 'email', a.email,
    'attending_with_group', h.attending_with_group, 'is_attending', a.is_attending) order by lower(a.full_name), a.id), '[]'::json)
  from rm_host_group_hosts h join rm_attendees a on a.id = h.attendee_id
  where h.group_id = g.id)`;

function groupRows(context: ServiceContext, eventUuid: string) {
  return context.db
    .selectFrom('rm_host_groups as g')
    .leftJoin('rm_host_group_tags as tag', 'tag.id', 'g.host_group_tag_id')
    .leftJoin('rm_events as ev', 'ev.uuid', 'g.event_uuid')
    .selectAll('g')
    .select(['tag.name as tag_name', ticketsStatus.as('tickets_status'), groupHosts.as('hosts')])
    .select(sql<boolean>`coalesce((ev.body->'settings'->>'is_seating_enabled')::boolean, false)`.as('event_seating_enabled'))
    .where('g.event_uuid', '=', eventUuid);
}

type GroupRow = Awaited<ReturnType<ReturnType<typeof groupRows>['execute']>>[number];

/** A group as the group table and form show it (spec section 3 'Group'), with its counts and Shared flag. */
export function presentGroup(row: GroupRow, canEdit: boolean) {
  const { tag_name, shared_at, tickets_sent_at, created_at, updated_at, hosts, event_seating_enabled, ...fields } = row;
  return {
    ...fields,
    // Spec section 4: an event without seating turns floor-plan viewing off for every group, whatever the group says.
    is_view_floorplan_enabled: fields.is_view_floorplan_enabled && event_seating_enabled,
    host_group_tag: fields.host_group_tag_id && tag_name ? { id: fields.host_group_tag_id, name: tag_name } : null,
    is_shared: shared_at !== null,
    shared_at: shared_at ? new Date(shared_at).toISOString() : null,
    tickets_sent_at: tickets_sent_at ? new Date(tickets_sent_at).toISOString() : null,
    // Hosts' addresses only for those who may edit (spec section 2, host table).
    hosts: canEdit ? hosts : hosts.map((host) => ({ ...host, email: null })),
    created_at: new Date(created_at).toISOString(),
    updated_at: new Date(updated_at).toISOString(),
  };
}

/** One page of an event's groups (spec list key 'groups'), filtered and paged in SQL, by name. */
export async function listGroups(context: ServiceContext, eventUuid: string, query: GroupListQuery, canEdit: boolean) {
  let rows = groupRows(context, eventUuid);
  if (query.search?.trim()) {
    const pattern = likePattern(query.search);
    rows = rows.where(sql<SqlBool>`(lower(g.name) like ${pattern} or exists (
      select 1 from rm_host_group_hosts h join rm_attendees a on a.id = h.attendee_id where h.group_id = g.id and a.search_text like ${pattern}))`);
  }
  if (query.experience_type) rows = rows.where('g.experience_type', '=', query.experience_type);
  if (query.tags && query.tags.length > 0) rows = rows.where('g.host_group_tag_id', 'in', query.tags);
  const [page, total] = await Promise.all([
    rows
      .orderBy(sql`lower(g.name)`)
      .orderBy('g.id')
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page)
      .execute(),
    rows
      .clearSelect()
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    groups: page.map((row) => presentGroup(row, canEdit)),
    meta: { total: total.count, page: query.page, per_page: query.per_page, last_page: Math.max(1, Math.ceil(total.count / query.per_page)) },
  };
}

/** The event's groups among these ids; unknown or foreign ids are simply absent. */
export async function listGroupsByIds(context: ServiceContext, eventUuid: string, ids: string[], canEdit: boolean) {
  const wanted = ids.filter(isUuid);
  if (wanted.length === 0) return { groups: [] };
  const rows = await groupRows(context, eventUuid)
    .where('g.id', 'in', wanted)
    .orderBy(sql`lower(g.name)`)
    .orderBy('g.id')
    .execute();
  return { groups: rows.map((row) => presentGroup(row, canEdit)) };
}

function tagRows(context: ServiceContext, eventUuid: string) {
  return context.db
    .selectFrom('rm_host_group_tags')
    .select(['id', 'name', 'created_at'])
    .where('event_uuid', '=', eventUuid)
    .orderBy((eb) => eb.fn('lower', ['name']))
    .orderBy('id');
}
const presentTag = (row: { id: string; name: string; created_at: Date }) => ({
  id: row.id,
  name: row.name,
  created_at: new Date(row.created_at).toISOString(),
});

/** Spec list key 'host_group_tags'. */
export async function listGroupTags(context: ServiceContext, eventUuid: string) {
  return { host_group_tags: (await tagRows(context, eventUuid).execute()).map(presentTag) };
}

export async function listGroupTagsByIds(context: ServiceContext, eventUuid: string, ids: string[]) {
  const wanted = ids.filter(isUuid);
  if (wanted.length === 0) return { host_group_tags: [] };
  return { host_group_tags: (await tagRows(context, eventUuid).where('id', 'in', wanted).execute()).map(presentTag) };
}

/** The group form's guests: the group's tickets (its hosts not counted), named ones first, then by name. */
export async function listGroupGuests(context: ServiceContext, eventUuid: string, groupId: string, canEdit: boolean) {
  if (!isUuid(groupId)) return { data: [] };
  const rows = await context.db
    .selectFrom('rm_attendees as a')
    .select(['a.id', 'a.first_name', 'a.last_name', 'a.full_name', 'a.email', 'a.phone_number', 'a.is_real_ticket', 'a.is_attending', 'a.host_group_id'])
    .where('a.event_uuid', '=', eventUuid)
    .where('a.host_group_id', '=', groupId)
    .where(sql<SqlBool>`not exists (select 1 from rm_host_group_hosts x where x.group_id = a.host_group_id and x.attendee_id = a.id)`)
    .orderBy('a.is_real_ticket', 'desc')
    .orderBy(sql`lower(a.full_name)`)
    .orderBy('a.id')
    .limit(2000)
    .execute();
  return { data: rows.map((row) => ({ ...row, email: canEdit ? row.email : null, phone_number: canEdit ? row.phone_number : null })) };
}
