import { sql } from 'kysely';
import type { Db } from '@usher/infra/db/database';
import type { DomainEvent } from '@usher/events';
import type { BatchState, Projection } from '../runner/projection.ts';
import { addDelta, COUNTER_COLUMNS, countsOf, type StatusCounts } from './status-counts.ts';
import { fullNameOf, searchTextOf } from './guest-row.ts';

const DELTAS = 'guest_list.deltas';

function deltasOf(batch: BatchState): Map<string, StatusCounts> {
  let deltas = batch.get(DELTAS) as Map<string, StatusCounts> | undefined;
  if (!deltas) batch.set(DELTAS, (deltas = new Map()));
  return deltas;
}

async function currentRow(trx: Db, id: string) {
  return trx
    .selectFrom('rm_attendees')
    .select(['event_uuid', 'first_name', 'last_name', 'email', 'phone_number', 'is_attending', 'is_approved', 'checked_in'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * The guest-list rows and the per-event stat counters, in one projection so
 * the stat bar and the table never disagree. Counters are summed per batch
 * and written once per event.
 */
export const guestListProjection: Projection = {
  name: 'guest_list',
  tables: ['rm_attendees', 'rm_attendee_stats'],
  handles: ['AttendeeAdded', 'AttendeeDetailsChanged', 'AttendeeRemoved', 'AttendeeCheckedIn', 'AttendeeCheckInUndone', 'AttendeeRsvpSet', 'AttendeeApprovalSet'],

  async apply(trx, stored, batch) {
    const event = { type: stored.type, data: stored.data } as DomainEvent;
    const id = stored.streamId.slice('attendee-'.length);
    const at = new Date(stored.recordedAt);
    const deltas = deltasOf(batch);
    const change = (eventUuid: string) => ({ event_uuid: eventUuid, id, socket_id: stored.metadata.socket_id });

    if (event.type === 'AttendeeAdded') {
      const row = { ...event.data, checked_in: false };
      await trx
        .insertInto('rm_attendees')
        .values({
          id,
          event_uuid: row.event_uuid,
          first_name: row.first_name,
          last_name: row.last_name,
          full_name: fullNameOf(row),
          email: row.email,
          phone_number: row.phone_number,
          parent_attendee_id: row.parent_attendee_id,
          is_approved: row.is_approved,
          is_attending: row.is_attending,
          search_text: searchTextOf(row),
          created_at: at,
          updated_at: at,
        })
        .execute();
      if (row.parent_attendee_id) {
        await sql`update rm_attendees set total_tickets = total_tickets + 1 where id = ${row.parent_attendee_id}`.execute(trx);
      }
      addDelta(deltas, row.event_uuid, countsOf(null), countsOf(row));
      return change(row.event_uuid);
    }

    const before = await currentRow(trx, id);
    if (!before) return null;
    let after: typeof before | null;
    switch (event.type) {
      case 'AttendeeDetailsChanged': {
        after = { ...before, ...event.data.changes };
        await trx
          .updateTable('rm_attendees')
          .set({ ...event.data.changes, full_name: fullNameOf(after), search_text: searchTextOf(after), updated_at: at })
          .where('id', '=', id)
          .execute();
        break;
      }
      case 'AttendeeRemoved': {
        after = null;
        const removed = await trx.deleteFrom('rm_attendees').where('id', '=', id).returning('parent_attendee_id').executeTakeFirst();
        if (removed?.parent_attendee_id) {
          await sql`update rm_attendees set total_tickets = total_tickets - 1 where id = ${removed.parent_attendee_id}`.execute(trx);
        }
        break;
      }
      case 'AttendeeCheckedIn':
        after = { ...before, checked_in: true };
        await trx.updateTable('rm_attendees').set({ checked_in: true, checked_in_at: event.data.checked_in_at, updated_at: at }).where('id', '=', id).execute();
        break;
      case 'AttendeeCheckInUndone':
        after = { ...before, checked_in: false };
        await trx.updateTable('rm_attendees').set({ checked_in: false, checked_in_at: null, updated_at: at }).where('id', '=', id).execute();
        break;
      case 'AttendeeRsvpSet':
        after = { ...before, is_attending: event.data.is_attending };
        await trx.updateTable('rm_attendees').set({ is_attending: event.data.is_attending, rsvped_at: event.data.rsvped_at, updated_at: at }).where('id', '=', id).execute();
        break;
      case 'AttendeeApprovalSet':
        after = { ...before, is_approved: event.data.is_approved };
        await trx.updateTable('rm_attendees').set({ is_approved: event.data.is_approved, updated_at: at }).where('id', '=', id).execute();
        break;
      default:
        return null;
    }
    addDelta(deltas, before.event_uuid, countsOf(before), countsOf(after));
    return change(before.event_uuid);
  },

  async flush(trx, batch) {
    for (const [eventUuid, delta] of deltasOf(batch)) {
      if (COUNTER_COLUMNS.every((column) => delta[column] === 0)) continue;
      await trx
        .insertInto('rm_attendee_stats')
        .values({ event_uuid: eventUuid, ...delta })
        .onConflict((oc) =>
          oc.column('event_uuid').doUpdateSet(Object.fromEntries(COUNTER_COLUMNS.map((c) => [c, sql`rm_attendee_stats.${sql.ref(c)} + excluded.${sql.ref(c)}`]))),
        )
        .execute();
    }
  },
};
