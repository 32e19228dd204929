import { sql, type Kysely } from 'kysely';

/**
 * Login-as: a session an instance administrator opened as another user names
 * that administrator, so every change made through it records who really acted,
 * and the dashboard can show the banner and the way back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sessions add column impersonator_id uuid references users (id) on delete cascade`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sessions drop column impersonator_id`.execute(db);
}
