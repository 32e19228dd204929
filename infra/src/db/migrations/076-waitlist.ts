import { sql, type Kysely } from 'kysely';

/**
 * Capacity and the waitlist (issue 32 §2). Read models kept by the waitlist projection from the capacity
 * streams alone: each event's places (the folded state as JSON, and its figures for lists and the waitlist
 * keeper), and each waiting party with its place in line and any open offer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rm_event_capacity (
      event_uuid uuid primary key,
      state jsonb not null,
      capacity integer,
      taken integer not null,
      offered integer not null,
      waiting integer not null,
      -- automatic | manual
      offer_mode text not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`
    create table rm_waitlist_entries (
      event_uuid uuid not null,
      attendee_id uuid not null,
      position integer not null,
      party_size integer not null,
      ticket_variation_id text,
      -- waiting | offered
      status text not null,
      offer_id uuid,
      joined_at timestamptz not null,
      offered_at timestamptz,
      expires_at timestamptz,
      primary key (event_uuid, attendee_id)
    )`.execute(db);
  // The keeper's question each second: which offers have run out?
  await sql`create index rm_waitlist_entries_open_offers on rm_waitlist_entries (expires_at) where status = 'offered'`.execute(db);
  await sql`create index rm_waitlist_entries_attendee on rm_waitlist_entries (attendee_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table rm_waitlist_entries`.execute(db);
  await sql`drop table rm_event_capacity`.execute(db);
}
