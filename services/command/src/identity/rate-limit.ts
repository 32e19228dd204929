import { sql } from 'kysely';
import type { Db } from '@usher/infra/db/database';

export interface Limit {
  bucket: string;
  max: number;
  windowSeconds: number;
}

/** Hits are rows in PostgreSQL, so every instance of the service shares the count. */
export async function isLimited(db: Db, limit: Limit): Promise<boolean> {
  const result = await sql<{ hits: number }>`
    select count(*)::int as hits from rate_limit_hits
    where bucket = ${limit.bucket} and hit_at > now() - make_interval(secs => ${limit.windowSeconds})`.execute(db);
  return (result.rows[0]?.hits ?? 0) >= limit.max;
}

/**
 * Null while the bucket is under its limit; else how many seconds until enough of its hits
 * have aged out of the window to let one more through (for Retry-After).
 */
export async function secondsUntilAllowed(db: Db, limit: Limit): Promise<number | null> {
  const result = await sql<{ wait: number }>`
    select greatest(1, ceil(extract(epoch from hit_at + make_interval(secs => ${limit.windowSeconds}) - now())))::int as wait
    from rate_limit_hits
    where bucket = ${limit.bucket} and hit_at > now() - make_interval(secs => ${limit.windowSeconds})
    order by hit_at desc
    offset ${limit.max - 1} limit 1`.execute(db);
  return result.rows[0]?.wait ?? null;
}

/**
 * Takes one of the bucket's hits if it is under its limit, as one step: the
 * bucket is locked for the count and the insert, so requests sent at once
 * cannot all pass a count that none of them has added to yet (sixty parallel
 * wrong codes had seven evaluated against a limit of five). False when limited.
 */
export async function takeHit(db: Db, limit: Limit): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`rate-limit:${limit.bucket}`}))`.execute(trx);
    if (await isLimited(trx, limit)) return false;
    await recordHit(trx, limit.bucket);
    return true;
  });
}

/** Gives back a hit taken before its attempt was judged, when the attempt turned out not to count (a right code). */
export async function giveBackHit(db: Db, bucket: string): Promise<void> {
  await sql`delete from rate_limit_hits where ctid = (select ctid from rate_limit_hits where bucket = ${bucket} order by hit_at desc limit 1)`.execute(db);
}

/**
 * An attempt judged under a limit of wrong ones (a password asked again): its
 * hit is taken before it is judged and given back when it was right, so
 * attempts sent at once are never judged past the limit.
 */
export async function judgedWithin(db: Db, limit: Limit, judge: () => Promise<boolean>): Promise<'limited' | 'right' | 'wrong'> {
  if (!(await takeHit(db, limit))) return 'limited';
  if (!(await judge())) return 'wrong';
  await giveBackHit(db, limit.bucket);
  return 'right';
}

export async function recordHit(db: Db, ...buckets: string[]): Promise<void> {
  if (buckets.length === 0) return;
  await db
    .insertInto('rate_limit_hits')
    .values(buckets.map((bucket) => ({ bucket })))
    .execute();
}

export async function clearHits(db: Db, bucket: string): Promise<void> {
  await db.deleteFrom('rate_limit_hits').where('bucket', '=', bucket).execute();
}

/**
 * Old hits are useless (no window is longer than a day); dropped now and then so the table
 * stays small, with the addresses accounts have not logged in from for 90 days.
 */
export async function pruneHits(db: Db): Promise<void> {
  await sql`delete from rate_limit_hits where hit_at < now() - interval '1 day'`.execute(db);
  await sql`delete from login_known_addresses where last_login_at < now() - interval '90 days'`.execute(db);
}
