import { sql, type Kysely } from 'kysely';

/**
 * Host groups: the groups read model (with the Shared flag), their hosts, the
 * event's group tags; the guest-list index the groups' ticket counts use; and
 * the write side's lookup of a group's guests in the log.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rm_host_groups (
      id uuid primary key,
      event_uuid uuid not null,
      name text not null,
      is_active boolean not null,
      total_tickets integer not null,
      tag_color text,
      host_group_tag_id uuid,
      host_access_till text,
      experience_type text not null,
      is_sending_tickets_enabled boolean not null,
      is_email_required boolean not null,
      is_seating_hidden boolean not null,
      is_view_floorplan_enabled boolean not null,
      is_public_link_enabled boolean not null,
      journey_id uuid,
      shared_at timestamptz,
      tickets_sent_at timestamptz,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`create index rm_host_groups_event on rm_host_groups (event_uuid, lower(name), id)`.execute(db);
  await sql`
    create table rm_host_group_hosts (
      group_id uuid not null,
      attendee_id uuid not null,
      event_uuid uuid not null,
      attending_with_group boolean not null,
      created_at timestamptz not null,
      primary key (group_id, attendee_id)
    )`.execute(db);
  await sql`create index rm_host_group_hosts_attendee on rm_host_group_hosts (attendee_id)`.execute(db);
  await sql`create index rm_host_group_hosts_event on rm_host_group_hosts (event_uuid)`.execute(db);
  await sql`
    create table rm_host_group_tags (
      id uuid primary key,
      event_uuid uuid not null,
      name text not null,
      created_at timestamptz not null
    )`.execute(db);
  await sql`create index rm_host_group_tags_event on rm_host_group_tags (event_uuid, lower(name))`.execute(db);
  // A group's ticket counts and the guest list's group column read guests by group.
  await sql`create index rm_attendees_host_group on rm_attendees (host_group_id) where host_group_id is not null`.execute(db);
  // The write side finds a group's guests in the log (a lagging read model must not decide which tickets to remove).
  await sql`create index es_events_host_group on es_events ((data->>'host_group_id')) where type in ('AttendeeAdded', 'AttendeeMovedToHostGroup')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index es_events_host_group`.execute(db);
  await sql`drop index rm_attendees_host_group`.execute(db);
  await sql`drop table rm_host_group_tags`.execute(db);
  await sql`drop table rm_host_group_hosts`.execute(db);
  await sql`drop table rm_host_groups`.execute(db);
}
