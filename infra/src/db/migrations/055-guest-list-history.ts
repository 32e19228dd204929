import { sql, type Kysely } from 'kysely';

/**
 * The guest list's history, so a past moment of a large event is rebuilt in
 * one statement instead of by replaying every event of its log (issue 17:
 * 7 to 19 s for 100,000 guests). After each batch the guest-list projection
 * writes, stamped with the batch's last log position, a copy of every guest
 * row and counter row the batch changed, and a mark for every guest it
 * removed. The state of an event at any batch end is then the latest copy of
 * each guest at or before it, minus the removed; a past moment between batch
 * ends replays only the events after the last one (at most one batch).
 *
 * Like every read model it is rebuilt from the log (the tables belong to the
 * guest-list projection). The copies start with today's rows, stamped with the
 * projection's checkpoint: moments before it are still replayed from the log.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rm_attendee_versions (
      like rm_attendees including defaults,
      version_transaction_id xid8 not null,
      version_global_position bigint not null,
      -- The walk for a moment: one event's guests, each guest's latest copy first.
      constraint rm_attendee_versions_pkey primary key (event_uuid, id, version_transaction_id, version_global_position)
    )`.execute(db);
  // A deleted account's name goes from every copy of the guests it checked in, as from the live rows.
  await sql`create index rm_attendee_versions_checked_in_by on rm_attendee_versions (checked_in_by_id) where checked_in_by_id is not null`.execute(db);
  await sql`
    create table rm_attendee_removals (
      event_uuid uuid not null,
      id uuid not null,
      version_transaction_id xid8 not null,
      version_global_position bigint not null,
      constraint rm_attendee_removals_pkey primary key (event_uuid, id)
    )`.execute(db);
  // Every batch end of the projection: a past moment starts from the last one before it.
  await sql`
    create table rm_guest_list_batch_ends (
      transaction_id xid8 not null,
      global_position bigint not null,
      constraint rm_guest_list_batch_ends_pkey primary key (transaction_id, global_position)
    )`.execute(db);
  // A forgotten guest's earlier copies are deleted (their personal data goes
  // from the history as from the log); a moment before it is replayed instead.
  await sql`
    create table rm_attendee_forgettings (
      event_uuid uuid not null,
      id uuid not null,
      version_transaction_id xid8 not null,
      version_global_position bigint not null,
      constraint rm_attendee_forgettings_pkey primary key (event_uuid, id)
    )`.execute(db);
  await sql`
    create table rm_attendee_stats_versions (
      like rm_attendee_stats including defaults,
      version_transaction_id xid8 not null,
      version_global_position bigint not null,
      constraint rm_attendee_stats_versions_pkey primary key (event_uuid, version_transaction_id, version_global_position)
    )`.execute(db);
  // Today's rows are the state at the projection's checkpoint (they commit together).
  for (const [history, table] of [
    ['rm_attendee_versions', 'rm_attendees'],
    ['rm_attendee_stats_versions', 'rm_attendee_stats'],
  ] as const) {
    await sql`
      insert into ${sql.id(history)}
      select t.*, c.transaction_id, c.global_position
      from ${sql.id(table)} t join projection_checkpoints c on c.name = 'guest_list'`.execute(db);
  }
  await sql`insert into rm_guest_list_batch_ends select transaction_id, global_position from projection_checkpoints where name = 'guest_list'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table rm_attendee_versions, rm_attendee_removals, rm_attendee_forgettings, rm_attendee_stats_versions, rm_guest_list_batch_ends`.execute(db);
}
