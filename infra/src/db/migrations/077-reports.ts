import { sql, type Kysely } from 'kysely';

/**
 * Reports (issue 32 §4). Read models kept by the reports projection:
 * - rm_report_counts: how many guests entered or left each state, per event × breakdown (all, host group,
 *   tag, ticket variation) × measure × 5-minute bucket. A report sums the buckets it needs; "as of T" sums
 *   those that start at or before T, so every report reads a past moment as cheaply as the present.
 * - rm_report_guests: the projection's own memory of each guest (breakdown values and states), so a change
 *   knows what to take back. No personal field is kept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rm_report_counts (
      event_uuid uuid not null,
      -- all | host_group | tag | ticket_variation
      dimension text not null,
      -- the host group's, tag's or variation's id; '' for all, or for guests without one
      dimension_value text not null,
      -- guest, invited, rsvp_yes, rsvp_no, approved, rejected, checked_in, yes_checked_in, arrival,
      -- journey_started, journey_step, journey_completed, msg_sent, msg_delivered, msg_opened, msg_clicked
      measure text not null,
      -- what the measure is about: a journey version's step, a communication; '' when nothing
      subject text not null,
      bucket timestamptz not null,
      delta integer not null,
      primary key (event_uuid, dimension, measure, dimension_value, subject, bucket)
    )`.execute(db);
  await sql`
    create table rm_report_guests (
      attendee_id uuid primary key,
      event_uuid uuid not null,
      tag_ids text[] not null default '{}',
      state jsonb not null
    )`.execute(db);
  // A tag deleted from the catalogue is taken off its carriers, looked for among the event's guests.
  await sql`create index rm_report_guests_event on rm_report_guests (event_uuid)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table rm_report_guests`.execute(db);
  await sql`drop table rm_report_counts`.execute(db);
}
