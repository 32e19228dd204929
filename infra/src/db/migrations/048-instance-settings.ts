import { sql, type Kysely } from 'kysely';

/**
 * The instance's own settings (/admin/settings): its name, the support address, who may sign
 * up, and the default SMTP server. One row at most; no row means the defaults. An ordinary
 * table, not the log, because the SMTP password is a secret that must stay replaceable and
 * erasable; every change still appends an audit event without it to the instance's stream.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table instance_settings (
      id smallint primary key default 1 check (id = 1),
      name text not null,
      support_email text not null,
      signup_mode text not null check (signup_mode in ('open', 'invitation', 'closed')),
      smtp_host text,
      smtp_port integer,
      smtp_tls_mode text not null default 'starttls' check (smtp_tls_mode in ('tls', 'starttls', 'none')),
      smtp_user text,
      smtp_password text,
      smtp_sender text,
      updated_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table instance_settings`.execute(db);
}
