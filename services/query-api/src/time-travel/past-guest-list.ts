import { sql } from 'kysely';
import type { ServiceContext } from '@usher/infra/runtime/context';
import { customFieldFiltersOf } from '../fields/custom-field-filters.ts';
import { attendeeStats, listAttendees, type AttendeeListQuery } from '../attendees/attendee-queries.ts';
import { resolvePastMoment } from './past-moment.ts';
import { pastSnapshotsOf } from './past-snapshots-of-context.ts';

/**
 * Runs a read of the live guest list against the snapshot of a past moment:
 * the SAME query code, on a transaction whose search_path is the snapshot's
 * schema alone. pg_catalog stays searched, public does not, so a table the
 * snapshot lacks is an error, never a silent read of today's rows.
 */
async function readAsOf<T>(context: ServiceContext, eventUuid: string, asOf: Date, read: (past: ServiceContext) => Promise<T>): Promise<T> {
  const moment = await resolvePastMoment(context.db, eventUuid, asOf);
  return pastSnapshotsOf(context).read(moment, (schema) =>
    context.db.transaction().execute(async (trx) => {
      await sql`select set_config('search_path', ${schema}, true)`.execute(trx);
      await sql`set transaction read only`.execute(trx);
      // The past moment is 'now' for what the list computes as it reads (the invitation countdown).
      return read({ ...context, db: trx, clock: { now: () => asOf } });
    }),
  );
}

/** GET /attendees?as_of=: one page of the guest list as it was, filtered, searched and sorted as the live one. */
export function listAttendeesAsOf(context: ServiceContext, eventUuid: string, asOf: Date, query: Omit<AttendeeListQuery, 'custom_field_filters'>, url: string) {
  return readAsOf(context, eventUuid, asOf, async (past) => {
    // The custom fields as the event had them then: a filter on a field added later is unknown.
    const custom_field_filters = await customFieldFiltersOf(past, eventUuid, url);
    return listAttendees(past, eventUuid, { ...query, custom_field_filters });
  });
}

/** GET /attendees/stats?as_of=: the stat counters as they were. */
export function attendeeStatsAsOf(context: ServiceContext, eventUuid: string, asOf: Date) {
  return readAsOf(context, eventUuid, asOf, (past) => attendeeStats(past, eventUuid));
}
