import { sql, type Kysely } from 'kysely';

/**
 * Issue 28, section 5: re-importing a file erased a guest's phone where its cell was empty. An empty
 * cell now changes nothing unless the organiser chose "empty cells clear values" in the mapping step;
 * the choice is kept with the upload so a resumed import makes the same one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table uploads add column empty_cells_clear boolean not null default false`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table uploads drop column empty_cells_clear`.execute(db);
}
