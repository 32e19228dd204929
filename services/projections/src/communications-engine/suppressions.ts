import type { Db } from '@usher/infra/db/database';

/** Which of these addresses (lower-cased, trimmed) are on the organisation's suppression list. */
export async function suppressedAmong(db: Db, organisationId: string, emails: readonly string[]): Promise<Set<string>> {
  const keys = [...new Set(emails.map((email) => email.trim().toLowerCase()).filter((email) => email !== ''))];
  if (keys.length === 0) return new Set();
  const rows = await db.selectFrom('rm_suppressions').select('email_lower').where('organisation_id', '=', organisationId).where('email_lower', 'in', keys).execute();
  return new Set(rows.map((row) => row.email_lower));
}
