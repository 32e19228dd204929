import { sql, type Kysely } from 'kysely';

/**
 * Attendee tags: the catalogue read model, the index the Selected Tags and
 * Except Tags filters use, and the write side's lookup of a tag's event.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rm_attendee_tags (
      id uuid primary key,
      event_uuid uuid not null,
      name text not null,
      color text not null,
      created_at timestamptz not null
    )`.execute(db);
  await sql`create index rm_attendee_tags_event on rm_attendee_tags (event_uuid, lower(name))`.execute(db);
  // rm_attendees.tags holds tag ids; `tags @> '["id"]'` finds a tag's guests.
  await sql`create index rm_attendees_tags on rm_attendees using gin (tags jsonb_path_ops)`.execute(db);
  // Routes address a tag by id alone; its event comes from the log, never a lagging read model.
  await sql`create index es_events_tag_added on es_events ((data->>'tag_id')) where type = 'AttendeeTagAdded'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index es_events_tag_added`.execute(db);
  await sql`drop index rm_attendees_tags`.execute(db);
  await sql`drop table rm_attendee_tags`.execute(db);
}
