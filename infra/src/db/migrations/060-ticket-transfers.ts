import { sql, type Kysely } from 'kysely';

/**
 * Ticket transfers (issue 21). Both tables are read models kept by the
 * ticket_transfers projection from the log alone: the transfers of each
 * event (the organiser's list, the guest's history), and each ticket's pass
 * generation (the pass and RSVP links are signed with it; 0 when absent).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rm_ticket_transfers (
      id uuid primary key,
      event_uuid uuid not null,
      attendee_id uuid not null,
      -- soft_transfer | hard_transfer
      type text not null,
      -- pending_acceptance | pending_approval | completed | declined | rejected | canceled | removed
      status text not null,
      requires_approval boolean not null,
      from_first_name text not null,
      from_last_name text not null,
      from_email text,
      to_first_name text not null,
      to_last_name text not null,
      to_email text,
      requested_at timestamptz not null,
      accepted_at timestamptz,
      completed_at timestamptz,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`create index rm_ticket_transfers_event on rm_ticket_transfers (event_uuid, requested_at desc)`.execute(db);
  await sql`create index rm_ticket_transfers_attendee on rm_ticket_transfers (attendee_id, requested_at desc)`.execute(db);
  await sql`
    create table rm_pass_generations (
      attendee_id uuid primary key,
      event_uuid uuid not null,
      pass_generation integer not null
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table rm_pass_generations`.execute(db);
  await sql`drop table rm_ticket_transfers`.execute(db);
}
