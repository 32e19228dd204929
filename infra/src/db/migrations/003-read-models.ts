import { sql, type Kysely } from 'kysely';

/**
 * Read models: denormalised tables shaped for the screens, written only by
 * projections and rebuilt from the log by `npm run projections:rebuild`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rm_events (
      uuid uuid primary key,
      organisation_id uuid not null,
      name text not null,
      starts_at timestamptz,
      is_archived boolean not null default false,
      body jsonb not null,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`create index rm_events_organisation on rm_events (organisation_id, is_archived, starts_at desc)`.execute(db);

  await sql`
    create table rm_attendees (
      id uuid primary key,
      event_uuid uuid not null,
      first_name text not null,
      last_name text not null,
      full_name text not null,
      email text,
      phone_number text,
      parent_attendee_id uuid,
      checked_in boolean not null default false,
      checked_in_at timestamptz,
      is_approved boolean,
      is_attending boolean,
      rsvped_at timestamptz,
      tags jsonb not null default '[]',
      custom_fields jsonb not null default '{}',
      total_tickets integer not null default 1,
      is_invited boolean not null default false,
      invitation_sent_at timestamptz,
      link_clicked_at timestamptz,
      is_real_ticket boolean not null default true,
      is_name_modified boolean not null default false,
      is_draft boolean not null default false,
      ordering integer,
      section text,
      table_no text,
      seat_no text,
      seat_sort_key text,
      host_group_id uuid,
      has_checkin_alert boolean not null default false,
      search_text text not null,
      created_at timestamptz not null,
      updated_at timestamptz not null
    ) with (fillfactor = 80)`.execute(db);
  // Room on each page lets check-ins, RSVPs and approvals update rows in
  // place (HOT), without touching the indexes or writing much WAL.
  await sql`create index rm_attendees_event_created on rm_attendees (event_uuid, created_at, id)`.execute(db);
  await sql`
    create index rm_attendees_event_spec_order on rm_attendees
      (event_uuid, (seat_sort_key is null), seat_sort_key, ordering, is_real_ticket desc, is_name_modified desc, lower(full_name), id)`.execute(db);
  await sql`create index rm_attendees_parent on rm_attendees (parent_attendee_id) where parent_attendee_id is not null`.execute(db);

  await sql`
    create table rm_attendee_stats (
      event_uuid uuid primary key,
      total integer not null default 0,
      rsvp_pending integer not null default 0,
      rsvp_yes integer not null default 0,
      rsvp_no integer not null default 0,
      approval_pending integer not null default 0,
      approval_yes integer not null default 0,
      approval_no integer not null default 0,
      checked_in integer not null default 0
    )`.execute(db);

  await sql`
    create table rm_activity_logs (
      id uuid primary key,
      event_uuid uuid not null,
      type text not null,
      description text not null,
      actor_id text,
      actor_name text,
      attendee_id uuid,
      global_position bigint not null,
      created_at timestamptz not null
    )`.execute(db);
  await sql`create index rm_activity_logs_event on rm_activity_logs (event_uuid, created_at desc)`.execute(db);
  await sql`
    create table rm_activity_reads (
      log_id uuid not null,
      user_id uuid not null,
      read_at timestamptz not null,
      primary key (log_id, user_id)
    )`.execute(db);
  // The activity feed names guests as they were named when it happened.
  await sql`
    create table rm_activity_attendee_names (
      attendee_id uuid primary key,
      first_name text not null,
      last_name text not null
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table rm_activity_attendee_names, rm_activity_reads, rm_activity_logs, rm_attendee_stats, rm_attendees, rm_events`.execute(db);
}
