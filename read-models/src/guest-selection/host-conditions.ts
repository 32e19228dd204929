import { sql, type SqlBool } from 'kysely';

/**
 * 'Attending Hosts' / 'Not Attending Hosts' on rm_attendees as `a`: guests
 * who host a group, and come with it (attending_with_group) or not (host no
 * group they come with).
 */
export const attendingHostsCondition = sql<SqlBool>`exists (select 1 from rm_host_group_hosts hh where hh.attendee_id = a.id and hh.attending_with_group)`;
export const notAttendingHostsCondition = sql<SqlBool>`(exists (select 1 from rm_host_group_hosts hh where hh.attendee_id = a.id)
  and not exists (select 1 from rm_host_group_hosts hh where hh.attendee_id = a.id and hh.attending_with_group))`;
