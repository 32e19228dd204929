import { sql, type Kysely } from 'kysely';

/**
 * What the "Where you're signed in" list needs, and accounts an administrator disables.
 * A session gets a public id (the list names sessions by it: the token's hash must never leave
 * the server) and when it was last used (shown to its owner, and the idle timeout's clock).
 * A disabled account cannot sign in, and its sessions and API tokens stop at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sessions add column id uuid not null default gen_random_uuid()`.execute(db);
  await sql`alter table sessions add constraint sessions_id_unique unique (id)`.execute(db);
  await sql`alter table sessions add column last_seen_at timestamptz not null default now()`.execute(db);
  await sql`alter table users add column disabled_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column disabled_at`.execute(db);
  await sql`alter table sessions drop column last_seen_at`.execute(db);
  await sql`alter table sessions drop constraint sessions_id_unique`.execute(db);
  await sql`alter table sessions drop column id`.execute(db);
}
