import { sql } from 'kysely';

// The guest list's host-group columns (spec section 2): host_group_name and
// host_group_tag_name via host_group_id, and hosts: the hosts of the guest's
// group. Read from the host-groups read model when the list is read, so a
// renamed group shows on every guest at once.

export const hostGroupNameColumn = sql<string | null>`(select g.name from rm_host_groups g where g.id = a.host_group_id)`;
export const hostGroupTagNameColumn = sql<string | null>`(
  select t.name from rm_host_groups g join rm_host_group_tags t on t.id = g.host_group_tag_id where g.id = a.host_group_id)`;
export const hostsColumn = sql<string | null>`(
  select string_agg(h.full_name, ', ' order by lower(h.full_name))
  from rm_host_group_hosts hh join rm_attendees h on h.id = hh.attendee_id
  where hh.group_id = a.host_group_id)`;

export function groupColumnsOf(row: { host_group_name: string | null; host_group_tag_name: string | null; hosts: string | null }) {
  return { host_group_name: row.host_group_name, host_group_tag_name: row.host_group_tag_name, hosts: row.hosts ?? '' };
}
