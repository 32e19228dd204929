import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/**
 * The log's answers to an event duplication (issue 21): which copies a
 * stopped process left unfinished, and which streams of a kind the source
 * event began. Kept beside the other log lookups: only the event store's
 * folder names its table.
 */

/** The copies (their `event-{uuid}` streams) whose duplication started and neither completed nor failed (index of migration 061). */
export async function unfinishedDuplicationStreams(db: Db): Promise<string[]> {
  const rows = await sql<{ stream_id: string }>`
    select s.stream_id from es_events s
    where s.type = 'EventDuplicationStarted'
      and not exists (
        select 1 from es_events e
        where e.stream_id = s.stream_id and e.type in ('EventDuplicationCompleted', 'EventDuplicationFailed')
      )`.execute(db);
  return rows.rows.map((row) => row.stream_id);
}

/**
 * The streams an event's events of this type began, in commit order (the
 * event's index of migration 013): its templates by TemplateCreated, its
 * guests by AttendeeAdded. Their own streams say which are still live.
 */
export async function streamsOfTypeInEvent(db: Db, eventUuid: string, type: string): Promise<string[]> {
  const rows = await sql<{ stream_id: string }>`
    select stream_id from es_events
    where metadata->>'event_uuid' = ${eventUuid} and type = ${type}
    order by transaction_id, global_position`.execute(db);
  return [...new Set(rows.rows.map((row) => row.stream_id))];
}
