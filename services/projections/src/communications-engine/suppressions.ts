import type { Db } from '@usher/infra/db/database';
import { suppressionAddressKey } from '@usher/infra/mail/message-tokens';

/** Which of these addresses (lower-cased, trimmed) are on the organisation's suppression list, checked by their keys. */
export async function suppressedAmong(db: Db, organisationId: string, emails: readonly string[]): Promise<Set<string>> {
  const byKey = new Map(
    emails
      .map((email) => email.trim().toLowerCase())
      .filter((email) => email !== '')
      .map((email) => [suppressionAddressKey(email), email]),
  );
  if (byKey.size === 0) return new Set();
  const rows = await db
    .selectFrom('rm_suppressions')
    .select('address_key')
    .where('organisation_id', '=', organisationId)
    .where('address_key', 'in', [...byKey.keys()])
    .execute();
  return new Set(rows.map((row) => byKey.get(row.address_key)!));
}
