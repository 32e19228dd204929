import { sql } from 'kysely';
import type { ServiceContext } from '@usher/infra/context';
import { customFieldFiltersOf } from '../fields/custom-field-filters.ts';
import { filterCondition } from '@usher/read-models/guest-selection/guest-filters';
import { attendeeStats, listAttendees, type AttendeeListQuery } from '../attendees/attendee-queries.ts';
import { resolvePastMoment } from './past-moment.ts';
import { pastSnapshotsOf } from './past-snapshots-of-context.ts';

/**
 * Runs a read of the live guest list against the snapshot of a past moment:
 * the SAME query code, on a transaction whose search_path is the snapshot's
 * schema alone. pg_catalog stays searched, public does not, so a table the
 * snapshot lacks is an error, never a silent read of today's rows.
 */
function inSchema<T>(context: ServiceContext, schema: string, asOf: Date, read: (past: ServiceContext) => Promise<T>): Promise<T> {
  return context.db.transaction().execute(async (trx) => {
    await sql`select set_config('search_path', ${schema}, true)`.execute(trx);
    await sql`set transaction read only`.execute(trx);
    // The past moment is 'now' for what the list computes as it reads (the invitation countdown).
    return read({ ...context, db: trx, clock: { now: () => asOf } });
  });
}

async function readAsOf<T>(context: ServiceContext, eventUuid: string, asOf: Date, read: (past: ServiceContext) => Promise<T>): Promise<T> {
  const moment = await resolvePastMoment(context.db, eventUuid, asOf);
  return pastSnapshotsOf(context).read(moment, (schema) => inSchema(context, schema, asOf, read));
}

type PastListQuery = Omit<AttendeeListQuery, 'custom_field_filters'>;

// Beyond this many rows a page is read from the whole copy: the first pages are what a person opens.
const MOST_FIRST_GUESTS = 1000;

/**
 * The guests the page shows when it is the default order's first rows of
 * the whole list (no search, filter but 'all', tag, selection or sort): then it can be
 * answered from a copy of those guests alone. 0 otherwise.
 */
function firstGuestsShown(query: PastListQuery, url: string): number {
  const narrowed =
    !!query.search?.trim() ||
    query.sort !== undefined ||
    query.filters.some((filter) => filterCondition(filter) !== null) ||
    !!query.tags?.length ||
    !!query.except_tags?.length ||
    query.ids !== undefined ||
    /[?&]custom_fields(\[|%5b)/i.test(url);
  const rows = query.page * query.per_page;
  return narrowed || rows > MOST_FIRST_GUESTS ? 0 : rows;
}

/** GET /attendees?as_of=: one page of the guest list as it was, filtered, searched and sorted as the live one. */
export async function listAttendeesAsOf(context: ServiceContext, eventUuid: string, asOf: Date, query: PastListQuery, url: string) {
  const page = async (past: ServiceContext) => {
    // The custom fields as the event had them then: a filter on a field added later is unknown.
    const custom_field_filters = await customFieldFiltersOf(past, eventUuid, url);
    return listAttendees(past, eventUuid, { ...query, custom_field_filters }, true);
  };
  const rows = firstGuestsShown(query, url);
  if (rows === 0) return readAsOf(context, eventUuid, asOf, page);
  const moment = await resolvePastMoment(context.db, eventUuid, asOf);
  return pastSnapshotsOf(context).readFirst(moment, rows, (schema, partial) =>
    inSchema(context, schema, asOf, async (past) => {
      if (!partial) return page(past);
      // Only the first guests are copied yet: the same query gives the page, the moment's counters its total.
      const [list, stats] = await Promise.all([page(past), attendeeStats(past, eventUuid, true)]);
      const total = stats.data.total_individuals;
      return { ...list, meta: { ...list.meta, total, last_page: Math.max(1, Math.ceil(total / query.per_page)) } };
    }),
  );
}

/** GET /attendees/stats?as_of=: the stat counters as they were (restored whole ahead of the guests). */
export async function attendeeStatsAsOf(context: ServiceContext, eventUuid: string, asOf: Date) {
  const moment = await resolvePastMoment(context.db, eventUuid, asOf);
  return pastSnapshotsOf(context).readFirst(moment, 0, (schema) => inSchema(context, schema, asOf, (past) => attendeeStats(past, eventUuid, true)));
}
