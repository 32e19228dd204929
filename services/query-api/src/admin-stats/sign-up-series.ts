import { sql } from 'kysely';
import { DateTime } from 'luxon';
import type { ServiceContext } from '@usher/infra/context';

export type SignUpBucket = 'day' | 'week';

/**
 * Accounts created per day or per (ISO, Monday-first) week over the last
 * `days` days, in the viewer's zone, with empty buckets filled in so a chart
 * draws quiet days as zero rather than skipping them.
 */
export async function signUpSeries(context: ServiceContext, query: { days: number; bucket: SignUpBucket; timezone: string }) {
  const today = DateTime.fromJSDate(context.clock.now(), { zone: query.timezone }).startOf('day');
  const first = today.minus({ days: query.days - 1 }).startOf(query.bucket);
  const { rows } = await sql<{ start: string; count: number }>`
    select to_char(date_trunc(${query.bucket}, created_at at time zone ${query.timezone}), 'YYYY-MM-DD') as start, count(*)::int as count
    from users
    where created_at >= ${first.toJSDate()}
    group by 1`.execute(context.db);
  const counts = new Map(rows.map((row) => [row.start, row.count]));
  const data: { start: string; count: number }[] = [];
  for (let bucket = first; bucket <= today; bucket = bucket.plus({ [query.bucket === 'day' ? 'days' : 'weeks']: 1 })) {
    const start = bucket.toISODate() ?? '';
    data.push({ start, count: counts.get(start) ?? 0 });
  }
  return {
    data,
    meta: { days: query.days, bucket: query.bucket, timezone: query.timezone, total: data.reduce((sum, row) => sum + row.count, 0) },
  };
}
