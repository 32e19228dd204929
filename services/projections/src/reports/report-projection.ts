import { sql } from 'kysely';
import { toDomainEvent, guestOfStream } from '@usher/events';
import type { Db } from '@usher/infra/db/database';
import type { StoredEvent } from '@usher/infra/eventstore/types';
import type { BatchState, Projection } from '../runner/projection.ts';
import { countDeltas, newReportGuest, type CountDelta, type ReportGuest } from './report-guest.ts';
import { evolveReportGuest } from './report-guest-evolve.ts';

const GUESTS = 'reports.guests';
const DELTAS = 'reports.deltas';

interface Held {
  event_uuid: string;
  guest: ReportGuest;
  changed: boolean;
}

const guests = (batch: BatchState) => batch.get(GUESTS) as Map<string, Held>;
const deltas = (batch: BatchState) => batch.get(DELTAS) as Map<string, CountDelta & { event_uuid: string }>;

/** The guests an event is about: its own stream's guest, a message's recipient; a deleted tag's carriers are looked up in prepare. */
function guestOf(stored: StoredEvent): string | null {
  const guest = guestOfStream(stored.streamId);
  if (guest) return guest;
  if (stored.type === 'OutboundMessageCreated' || stored.type === 'OutboundMessageStatusChanged') return (stored.data.attendee_id as string | null) ?? null;
  return null;
}

async function loadGuests(trx: Db, events: StoredEvent[], batch: BatchState): Promise<void> {
  const ids = [...new Set(events.map(guestOf).filter((id): id is string => id !== null))];
  const held = new Map<string, Held>();
  const rows =
    ids.length === 0 ? [] : await trx.selectFrom('rm_report_guests').select(['attendee_id', 'event_uuid', 'state']).where('attendee_id', 'in', ids).execute();
  for (const row of rows) held.set(row.attendee_id, { event_uuid: row.event_uuid, guest: row.state as unknown as ReportGuest, changed: false });
  for (const stored of events.filter((event) => event.type === 'AttendeeTagDeleted')) {
    const carriers = await trx
      .selectFrom('rm_report_guests')
      .select(['attendee_id', 'event_uuid', 'state'])
      .where('event_uuid', '=', String(stored.data.event_uuid))
      .where(sql<boolean>`tag_ids @> array[${String(stored.data.tag_id)}]::text[]`)
      .execute();
    for (const row of carriers)
      if (!held.has(row.attendee_id)) held.set(row.attendee_id, { event_uuid: row.event_uuid, guest: row.state as unknown as ReportGuest, changed: false });
  }
  batch.set(GUESTS, held);
  batch.set(DELTAS, new Map());
}

/** Sums a guest's change into the batch's deltas, so each bucket is written once per batch. */
function addDeltas(batch: BatchState, eventUuid: string, changes: CountDelta[]): void {
  const sums = deltas(batch);
  for (const change of changes) {
    // The bucket's time as a number: a burst's hundreds of thousands of changes each made a date string here.
    const key = `${eventUuid}\u0000${change.dimension}\u0000${change.dimension_value}\u0000${change.measure}\u0000${change.subject}\u0000${change.bucket.getTime()}`;
    const sum = sums.get(key);
    if (sum) sum.delta += change.delta;
    else sums.set(key, { ...change, event_uuid: eventUuid });
  }
}

function applyTo(batch: BatchState, attendeeId: string, eventUuid: string, stored: StoredEvent): boolean {
  const held = guests(batch);
  const current = held.get(attendeeId);
  // A message to someone the reports never saw added (a team member's test mail) is no guest's.
  if (!current && stored.type !== 'AttendeeAdded') return false;
  const before = current?.guest ?? newReportGuest();
  const after = evolveReportGuest(before, toDomainEvent(stored));
  if (after === before) return false;
  addDeltas(batch, eventUuid, countDeltas(current ? before : { ...before, removed: true }, after, stored.recordedAt));
  held.set(attendeeId, { event_uuid: eventUuid, guest: after, changed: true });
  return true;
}

async function writeBatch(trx: Db, batch: BatchState): Promise<void> {
  const rows = [...guests(batch)].filter(([, held]) => held.changed);
  for (let start = 0; start < rows.length; start += 1000) {
    await trx
      .insertInto('rm_report_guests')
      .values(
        rows.slice(start, start + 1000).map(([attendee_id, held]) => ({
          attendee_id,
          event_uuid: held.event_uuid,
          tag_ids: held.guest.tag_ids,
          state: JSON.stringify(held.guest),
        })),
      )
      .onConflict((conflict) => conflict.column('attendee_id').doUpdateSet((eb) => ({ tag_ids: eb.ref('excluded.tag_ids'), state: eb.ref('excluded.state') })))
      .execute();
  }
  const sums = [...deltas(batch).values()].filter((sum) => sum.delta !== 0);
  // In key order, so two writers of the same buckets never wait on each other in a circle.
  sums.sort((a, b) =>
    (a.event_uuid + a.dimension + a.measure + a.dimension_value + a.subject + a.bucket.toISOString()).localeCompare(
      b.event_uuid + b.dimension + b.measure + b.dimension_value + b.subject + b.bucket.toISOString(),
    ),
  );
  for (let start = 0; start < sums.length; start += 1000) {
    await trx
      .insertInto('rm_report_counts')
      .values(sums.slice(start, start + 1000))
      .onConflict((conflict) =>
        conflict
          .columns(['event_uuid', 'dimension', 'measure', 'dimension_value', 'subject', 'bucket'])
          .doUpdateSet({ delta: sql<number>`rm_report_counts.delta + excluded.delta` }),
      )
      .execute();
  }
}

/**
 * rm_report_counts and rm_report_guests: each guest's states (invited, RSVP, approval, check-in, journey
 * steps, messages' progress) counted per event, breakdown and 5-minute bucket, for the reports' charts.
 */
export const reportsProjection: Projection = {
  name: 'reports',
  tables: ['rm_report_counts', 'rm_report_guests'],
  handles: [
    'AttendeeAdded',
    'AttendeeRemoved',
    'AttendeeCheckedIn',
    'AttendeeCheckInUndone',
    'AttendeeRsvpSet',
    'AttendeeApprovalSet',
    'AttendeeInvited',
    'AttendeeTagsAdded',
    'AttendeeTagsRemoved',
    'AttendeeTagDeleted',
    'AttendeeTicketVariationSet',
    'AttendeeMovedToHostGroup',
    'GuestJourneyStarted',
    'GuestJourneyStepAnswered',
    'GuestJourneyCompleted',
    'OutboundMessageCreated',
    'OutboundMessageStatusChanged',
  ],

  prepare(trx, events, batch) {
    return loadGuests(trx, events, batch);
  },

  async apply(_trx, stored, batch) {
    const eventUuid = String(stored.data.event_uuid);
    if (stored.type === 'AttendeeTagDeleted') {
      for (const [attendeeId, held] of guests(batch))
        if (held.event_uuid === eventUuid && held.guest.tag_ids.includes(String(stored.data.tag_id))) applyTo(batch, attendeeId, eventUuid, stored);
      return { event_uuid: eventUuid, id: null, socket_id: stored.metadata.socket_id ?? null };
    }
    const attendeeId = guestOf(stored);
    if (!attendeeId || !applyTo(batch, attendeeId, eventUuid, stored)) return null;
    return { event_uuid: eventUuid, id: attendeeId, socket_id: stored.metadata.socket_id ?? null };
  },

  flush(trx, batch) {
    return writeBatch(trx, batch);
  },
};
