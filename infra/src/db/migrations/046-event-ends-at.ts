import { sql, type Kysely } from 'kysely';
import { eventEndsAt, type EventEndInput } from '@usher/domain/events/event-end';

/**
 * When each event ends (the admin dashboard counts the live ones: started and
 * not ended), kept by the events projection beside `starts_at`; filled here
 * for events projected before the column existed. An index on the start
 * serves the live and upcoming counts and the admin calendar's month.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table rm_events add column ends_at timestamptz`.execute(db);
  const { rows } = await sql<{ uuid: string; settings: EventEndInput | null }>`select uuid, body->'settings' as settings from rm_events`.execute(db);
  for (const row of rows) {
    const endsAt = row.settings ? eventEndsAt(row.settings) : null;
    if (endsAt) await sql`update rm_events set ends_at = ${endsAt}::timestamptz where uuid = ${row.uuid}`.execute(db);
  }
  await sql`create index rm_events_starts_at on rm_events (starts_at) where not is_archived`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index rm_events_starts_at`.execute(db);
  await sql`alter table rm_events drop column ends_at`.execute(db);
}
