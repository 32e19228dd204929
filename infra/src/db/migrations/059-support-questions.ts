import { sql, type Kysely } from 'kysely';

/**
 * Concierge support (issue 21): guests' questions from their passes and the
 * organiser's answers, kept by the support_questions projection. The Support
 * screen lists them unanswered first; the pass shows the guest's own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rm_support_questions (
      id uuid primary key,
      event_uuid uuid not null,
      attendee_id uuid not null,
      text text not null,
      answer text,
      asked_at timestamptz not null,
      answered_at timestamptz
    )`.execute(db);
  await sql`create index rm_support_questions_event on rm_support_questions (event_uuid, asked_at)`.execute(db);
  await sql`create index rm_support_questions_attendee on rm_support_questions (attendee_id, asked_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table rm_support_questions`.execute(db);
}
