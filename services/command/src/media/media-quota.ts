import { sql } from 'kysely';
import { DomainError } from '@usher/domain/deciders/domain-error';
import type { Db } from '@usher/infra/db/database';

export const DEFAULT_MEDIA_QUOTA_BYTES = 1024 ** 3;

/** MEDIA_QUOTA_BYTES: the bytes of images one organisation may keep (default 1 GiB), read at each upload. */
export function mediaQuotaBytes(env: NodeJS.ProcessEnv = process.env): number {
  const configured = Number(env.MEDIA_QUOTA_BYTES);
  return Number.isSafeInteger(configured) && configured > 0 ? configured : DEFAULT_MEDIA_QUOTA_BYTES;
}

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
    throw DomainError.validation({ file: [`Your organisation's image storage is full: ${bytes(usedBytes)} of ${bytes(quota)} bytes are used, and this file needs ${bytes(size)}.`] });
  }
}
