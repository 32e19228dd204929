import { sql, type Kysely } from 'kysely';

/**
 * When the person behind each session last proved who they are: at login, and again when they
 * confirm their password before a sensitive action (a new API token, a webhook secret, log-in-as,
 * a new email, password or second factor). Sessions opened before this column count as proved
 * when the migration ran.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sessions add column authenticated_at timestamptz not null default now()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sessions drop column authenticated_at`.execute(db);
}
