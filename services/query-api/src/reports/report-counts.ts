import { sql } from 'kysely';
import type { Db } from '@usher/infra/db/database';
import type { ReportDimension } from '@usher/read-models/tables/reports';

/**
 * The reads every report shares. rm_report_counts holds how many guests entered (+) or left (−) each state
 * per 5-minute bucket, so a state's count at a moment is the sum of its buckets up to that moment: "as of T"
 * is the buckets that start at or before T.
 */
export interface CountsScope {
  eventUuid: string;
  dimension: ReportDimension;
  asOf?: Date;
}

function scoped(db: Db, scope: CountsScope, measures: readonly string[]) {
  let query = db
    .selectFrom('rm_report_counts')
    .where('event_uuid', '=', scope.eventUuid)
    .where('dimension', '=', scope.dimension)
    .where('measure', 'in', [...measures]);
  if (scope.asOf) query = query.where('bucket', '<=', scope.asOf);
  return query;
}

/** Each measure's count per breakdown value and subject: the states as they stand (at the moment asked). */
export async function countsOf(db: Db, scope: CountsScope, measures: readonly string[]) {
  const rows = await scoped(db, scope, measures)
    .select(['dimension_value', 'measure', 'subject', sql<number>`sum(delta)::int`.as('count')])
    .groupBy(['dimension_value', 'measure', 'subject'])
    .execute();
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

/** One measure's changes per 5-minute bucket and breakdown value, oldest first. */
export async function bucketsOf(db: Db, scope: CountsScope, measure: string) {
  const rows = await scoped(db, scope, [measure])
    .select(['bucket', 'dimension_value', sql<number>`sum(delta)::int`.as('count')])
    .groupBy(['bucket', 'dimension_value'])
    .orderBy('bucket')
    .execute();
  return rows.map((row) => ({ bucket: new Date(row.bucket), value: row.dimension_value, count: Number(row.count) }));
}

/** The measures' changes per day of the zone and breakdown value, oldest first. */
export async function daysOf(db: Db, scope: CountsScope, measures: readonly string[], timeZone: string) {
  const day = sql<string>`to_char(bucket at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const rows = await scoped(db, scope, measures)
    .select([day.as('day'), 'dimension_value', 'measure', sql<number>`sum(delta)::int`.as('count')])
    // By position: the zone is a parameter, and PostgreSQL takes two mentions of one as two expressions.
    .groupBy([sql.raw('1'), 'dimension_value', 'measure'])
    .orderBy(sql.raw('1'))
    .execute();
  return rows.map((row) => ({ day: row.day, value: row.dimension_value, measure: row.measure, count: Number(row.count) }));
}

/** A count per value of one measure, from countsOf's rows. */
export function byValue(rows: { dimension_value: string; measure: string; count: number }[], measure: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) if (row.measure === measure) counts.set(row.dimension_value, (counts.get(row.dimension_value) ?? 0) + row.count);
  return counts;
}
