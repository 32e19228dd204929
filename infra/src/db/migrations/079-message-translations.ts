import { sql, type Kysely } from 'kysely';

/**
 * An organiser's words in other languages than the event's default, on communications and
 * templates: `{ "de": { "subject": …, "body": … }, … }`, empty when none is written. Filled by the
 * communications projection from AlertCreated/AlertUpdated and TemplateCreated/TemplateUpdated; a
 * rebuild fills it for rows projected before this column existed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table rm_alerts add column translations jsonb not null default '{}'::jsonb`.execute(db);
  await sql`alter table rm_templates add column translations jsonb not null default '{}'::jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table rm_templates drop column translations`.execute(db);
  await sql`alter table rm_alerts drop column translations`.execute(db);
}
