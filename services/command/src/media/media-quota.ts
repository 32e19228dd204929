import { sql } from 'kysely';
import { DomainError } from '@usher/domain/deciders/domain-error';
import type { Db } from '@usher/infra/db/database';
import { mediaQuotaBytes } from '@usher/domain/constants/media-quota';

// The library's listing (query side) reads the same quota.
export { DEFAULT_MEDIA_QUOTA_BYTES, mediaQuotaBytes } from '@usher/domain/constants/media-quota';

const bytes = (count: number) => count.toLocaleString('en-US');

/**
 * Refuses a file that would take the organisation past its quota. Call inside the transaction
 * that stores the file: the lock makes two uploads of one organisation count one after the
 * other, so both cannot slip under the quota together.
 */
export async function requireRoomFor(trx: Db, organisationId: string, size: number, quota = mediaQuotaBytes()): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`media-quota:${organisationId}`}, 0))`.execute(trx);
  const { used } = await trx
    .selectFrom('media')
    .select(sql<string>`coalesce(sum(size_bytes), 0)`.as('used'))
    .where('organisation_id', '=', organisationId)
    .executeTakeFirstOrThrow();
  const usedBytes = Number(used);
  if (usedBytes + size > quota) {
    throw DomainError.validation({
      file: [`Your organisation's image storage is full: ${bytes(usedBytes)} of ${bytes(quota)} bytes are used, and this file needs ${bytes(size)}.`],
    });
  }
}
