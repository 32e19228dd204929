import { sql, type Kysely } from 'kysely';

/**
 * Event duplication (issue 21). Its progress lives in the log alone, on the
 * copy's own stream (EventDuplicationStarted … Completed / Failed); this
 * index lets a starting command service find the duplications a stopped
 * process left unfinished, without reading the whole log.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index es_events_duplication_started on es_events (stream_id) where type = 'EventDuplicationStarted'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists es_events_duplication_started`.execute(db);
}
