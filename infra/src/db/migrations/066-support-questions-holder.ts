import { sql, type Kysely } from 'kysely';

/**
 * A support conversation belongs to the ticket's holder, not to the ticket (issue 27, section 5):
 * each question keeps the pass generation of the holder who asked it, and a pass shows only the
 * questions of its own generation. Questions asked before this record generation 0.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table rm_support_questions add column pass_generation integer not null default 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table rm_support_questions drop column pass_generation`.execute(db);
}
