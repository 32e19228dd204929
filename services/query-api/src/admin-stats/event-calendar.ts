import { sql } from 'kysely';
import { DateTime } from 'luxon';
import type { ServiceContext } from '@usher/infra/context';

/** Names listed per day; the count says how many more there are. */
const NAMES_PER_DAY = 8;
/** The widest offset of any zone from UTC: an event's own date can differ from its UTC date by this much. */
const ZONE_MARGIN = { hours: 14 };

/**
 * The instance's events per day of a month, by the date each starts on in its
 * own time zone (the date its organiser typed), archived ones left out.
 */
export async function eventCalendar(context: ServiceContext, month: string) {
  const start = DateTime.fromISO(`${month}-01`, { zone: 'UTC' });
  const rows = await context.db
    .selectFrom('rm_events')
    .select(['uuid', 'name', 'starts_at', sql<string | null>`body->'settings'->>'starts_date'`.as('starts_date')])
    .where('is_archived', '=', false)
    .where('starts_at', '>=', start.minus(ZONE_MARGIN).toJSDate())
    .where('starts_at', '<', start.plus({ months: 1 }).plus(ZONE_MARGIN).toJSDate())
    .orderBy('starts_at')
    .orderBy('name')
    .execute();
  const days = new Map<string, { date: string; count: number; events: { uuid: string; name: string }[] }>();
  for (const row of rows) {
    const date = String(row.starts_date ?? '');
    if (!date.startsWith(`${month}-`)) continue;
    const day = days.get(date) ?? { date, count: 0, events: [] };
    day.count += 1;
    if (day.events.length < NAMES_PER_DAY) day.events.push({ uuid: row.uuid, name: row.name });
    days.set(date, day);
  }
  const data = [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
  return { data, meta: { month, total: data.reduce((sum, day) => sum + day.count, 0) } };
}
