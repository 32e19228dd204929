import { sql, type Kysely } from 'kysely';

/**
 * Issue 32 section 1: the credentials that sign wallet passes, one row per wallet ('apple',
 * 'google'). What may be shown (identifiers, a certificate's subject and expiry) is in `details`;
 * the certificates and keys are in `secret_sealed`, sealed with the instance's wallet key
 * (infra/src/secrets/secret-box.ts), and never enter the event log.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table wallet_credentials (
      wallet text primary key check (wallet in ('apple', 'google')),
      details jsonb not null,
      secret_sealed text not null,
      updated_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table wallet_credentials`.execute(db);
}
