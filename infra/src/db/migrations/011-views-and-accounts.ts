import { sql, type Kysely } from 'kysely';

/**
 * Saved views (attendee tabs, per-user column settings), guests' accounts and
 * the stat counters that go with them. Existing read models are brought up to
 * date from the log here, so no rebuild is needed after upgrading.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rm_attendee_tabs (
      id uuid primary key,
      event_uuid uuid not null,
      name text not null,
      filters jsonb not null default '{}',
      sort text,
      columns jsonb not null default '[]',
      position integer not null,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`create index rm_attendee_tabs_event on rm_attendee_tabs (event_uuid, position)`.execute(db);

  await sql`
    create table rm_column_settings (
      event_uuid uuid not null,
      user_id uuid not null,
      columns jsonb not null,
      updated_at timestamptz not null,
      primary key (event_uuid, user_id)
    )`.execute(db);

  // Which emails have a Usher account, kept by the guest-list projection from
  // UserRegistered, so guests' rows can say so without reading identity tables.
  await sql`
    create table rm_guest_accounts (
      email text primary key,
      user_id uuid not null,
      created_at timestamptz not null
    )`.execute(db);

  await sql`alter table rm_attendees add column account_created_at timestamptz`.execute(db);
  await sql`create index rm_attendees_lower_email on rm_attendees (lower(email)) where email is not null`.execute(db);

  await sql`
    alter table rm_attendee_stats
      add column invited integer not null default 0,
      add column rsvped integer not null default 0,
      add column forfeited integer not null default 0,
      add column accounts integer not null default 0,
      add column seated integer not null default 0`.execute(db);

  await sql`
    insert into rm_guest_accounts (email, user_id, created_at)
    select lower(data->>'email'), (data->>'user_id')::uuid, recorded_at
    from es_events where type = 'UserRegistered'
    order by transaction_id, global_position
    on conflict (email) do nothing`.execute(db);
  await sql`
    update rm_attendees a set account_created_at = g.created_at
    from rm_guest_accounts g where lower(a.email) = g.email`.execute(db);
  await sql`
    update rm_attendee_stats s set
      invited = c.invited, rsvped = c.rsvped, forfeited = c.forfeited, accounts = c.accounts, seated = c.seated
    from (
      select event_uuid,
        count(*) filter (where is_invited)::int as invited,
        count(*) filter (where is_attending is not null)::int as rsvped,
        count(*) filter (where is_attending is false or is_approved is false)::int as forfeited,
        count(*) filter (where account_created_at is not null)::int as accounts,
        count(*) filter (where seat_no is not null or table_no is not null)::int as seated
      from rm_attendees group by event_uuid
    ) c
    where c.event_uuid = s.event_uuid`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table rm_attendee_stats drop column invited, drop column rsvped, drop column forfeited, drop column accounts, drop column seated`.execute(db);
  await sql`drop index rm_attendees_lower_email`.execute(db);
  await sql`alter table rm_attendees drop column account_created_at`.execute(db);
  await sql`drop table rm_guest_accounts, rm_column_settings, rm_attendee_tabs`.execute(db);
}
