import { sql, type SqlBool } from 'kysely';
import type { ServiceContext } from '@usher/infra/context';

export interface HostListQuery {
  search?: string;
  /** The account column's filter: hosts with (true) or without (false) an Usher account. */
  has_account?: boolean;
  page: number;
  per_page: number;
}

/**
 * The host table (spec section 2): one row per guest who hosts a group of the
 * event, with the groups they host (names, tags), the group they belong to as
 * a guest, whether they come, and their account. Contact details only for
 * those who may edit.
 */
export async function listHosts(context: ServiceContext, eventUuid: string, query: HostListQuery, canEdit: boolean) {
  let rows = context.db
    .selectFrom('rm_attendees as a')
    .leftJoin('rm_host_groups as own', 'own.id', 'a.host_group_id')
    .leftJoin('rm_host_group_tags as own_tag', 'own_tag.id', 'own.host_group_tag_id')
    .select([
      'a.id',
      'a.first_name',
      'a.last_name',
      'a.full_name',
      'a.email',
      'a.phone_number',
      'a.is_attending',
      'a.account_created_at',
      'a.host_group_id',
      'own.name as group_name',
      'own_tag.name as group_tag',
    ])
    .select(
      sql<{ id: string; name: string; tag: string | null; attending_with_group: boolean }[]>`(
      select json_agg(json_build_object('id', g.id, 'name', g.name, 'tag', t.name, 'attending_with_group', h.attending_with_group) order by lower(g.name), g.id)
      from rm_host_group_hosts h join rm_host_groups g on g.id = h.group_id left join rm_host_group_tags t on t.id = g.host_group_tag_id
      where h.attendee_id = a.id)`.as('hosted'),
    )
    .where('a.event_uuid', '=', eventUuid)
    .where(sql<SqlBool>`exists (select 1 from rm_host_group_hosts h where h.attendee_id = a.id)`);
  if (query.search?.trim())
    rows = rows.where(
      'a.search_text',
      'like',
      `%${query.search
        .trim()
        .toLowerCase()
        .replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
    );
  if (query.has_account !== undefined) rows = rows.where('a.account_created_at', query.has_account ? 'is not' : 'is', null);
  const [page, total] = await Promise.all([
    rows
      .orderBy(sql`lower(a.full_name)`)
      .orderBy('a.id')
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page)
      .execute(),
    rows
      .clearSelect()
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    data: page.map((row) => ({
      id: row.id,
      profile_image_src: null,
      first_name: row.first_name,
      last_name: row.last_name,
      full_name: row.full_name,
      email: canEdit ? row.email : null,
      phone_number: canEdit ? row.phone_number : null,
      host_group_names: (row.hosted ?? []).map((group) => group.name),
      host_group_tags: [...new Set((row.hosted ?? []).map((group) => group.tag).filter((tag): tag is string => !!tag))],
      host_groups: row.hosted ?? [],
      host_group_id: row.host_group_id,
      group_name: row.group_name,
      group_tag: row.group_tag,
      is_attending: row.is_attending,
      account_created_at: row.account_created_at ? new Date(row.account_created_at).toISOString() : null,
    })),
    meta: { total: total.count, page: query.page, per_page: query.per_page, last_page: Math.max(1, Math.ceil(total.count / query.per_page)) },
  };
}
