import { sql, type Kysely } from 'kysely';

/**
 * Erasure by crypto-shredding: one key per person whose personal data the log
 * holds (a guest, by attendee id). Forgetting a person deletes the key
 * (`key` null) and keeps the row as a tombstone, so nothing written for them
 * later becomes readable again. Read models learn who was forgotten.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table personal_data_keys (
      subject_id uuid primary key,
      key bytea,
      created_at timestamptz not null default now(),
      forgotten_at timestamptz
    )`.execute(db);
  await sql`alter table rm_attendees add column is_forgotten boolean not null default false`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table rm_attendees drop column is_forgotten`.execute(db);
  await sql`drop table personal_data_keys`.execute(db);
}
