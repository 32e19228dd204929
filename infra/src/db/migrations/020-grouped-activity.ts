import { sql, type Kysely } from 'kysely';

/**
 * One activity entry per bulk change: the guests one command (or one upload)
 * touched share an entry keyed by what they share, which counts them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table rm_activity_logs add column group_key text, add column item_count integer not null default 1`.execute(db);
  await sql`create unique index rm_activity_logs_group on rm_activity_logs (group_key)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table rm_activity_logs drop column group_key, drop column item_count`.execute(db);
}
