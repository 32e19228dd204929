import { sql } from 'kysely';
import { toDomainEvent, guestOfStream } from '@usher/events';
import type { Db } from '@usher/infra/db/database';
import type { StoredEvent } from '@usher/infra/eventstore/types';
import type { BatchState, Projection, RebuildMemory } from '../runner/projection.ts';
import { bucketMsOf, countChange, newReportGuest, type ReportGuest } from './report-guest.ts';
import { evolveReportGuest } from './report-guest-evolve.ts';
import { CountSums } from './report-counts.ts';
import { keptReports, upsertReportGuests, writeKeptReports, type KeptReports } from './kept-reports.ts';

const GUESTS = 'reports.guests';
const SUMS = 'reports.sums';
// The rebuild's kept reports, for the batch's end.
const KEPT = 'reports.kept';

interface HeldGuest {
  event_uuid: string;
  guest: ReportGuest;
  changed: boolean;
}

const guests = (batch: BatchState) => batch.get(GUESTS) as Map<string, HeldGuest>;
const sums = (batch: BatchState) => batch.get(SUMS) as CountSums;
const keptOf = (batch: BatchState) => batch.get(KEPT) as KeptReports | undefined;

/** The guests an event is about: its own stream's guest, a message's recipient; a deleted tag's carriers are looked up in prepare. */
function guestOf(stored: StoredEvent): string | null {
  const guest = guestOfStream(stored.streamId);
  if (guest) return guest;
  if (stored.type === 'OutboundMessageCreated' || stored.type === 'OutboundMessageStatusChanged') return (stored.data.attendee_id as string | null) ?? null;
  return null;
}

const heldFrom = (row: { event_uuid: string; state: unknown }): HeldGuest => ({ event_uuid: row.event_uuid, guest: row.state as ReportGuest, changed: false });

/**
 * The batch's guests: what a rebuild keeps of them across batches, else
 * (live, or the guests a rebuild wrote out to bound its memory) their rows.
 */
async function loadGuests(trx: Db, events: StoredEvent[], batch: BatchState, memory?: RebuildMemory): Promise<void> {
  const kept = keptReports(memory);
  const held = new Map<string, HeldGuest>();
  batch.set(GUESTS, held);
  batch.set(SUMS, new CountSums());
  if (kept) batch.set(KEPT, kept);
  const ids = new Set<string>();
  for (const event of events) {
    const id = guestOf(event);
    if (id === null) continue;
    const known = kept?.guests.get(id);
    if (known) held.set(id, { ...known, changed: false });
    else ids.add(id);
  }
  // A rebuild that has written nothing yet knows every guest its table holds: none.
  const unknown = kept && !kept.written ? [] : [...ids];
  const rows =
    unknown.length === 0
      ? []
      : await trx
          .selectFrom('rm_report_guests')
          .select(['attendee_id', 'event_uuid', 'state'])
          .where('attendee_id', '=', sql<string>`any(${unknown}::uuid[])`)
          .execute();
  for (const row of rows) held.set(row.attendee_id, heldFrom(row));
  for (const stored of events.filter((event) => event.type === 'AttendeeTagDeleted')) {
    const eventUuid = String(stored.data.event_uuid);
    const tag = String(stored.data.tag_id);
    for (const [id, guest] of kept?.guests ?? [])
      if (!held.has(id) && guest.event_uuid === eventUuid && guest.guest.tag_ids.includes(tag)) held.set(id, { ...guest, changed: false });
    if (kept && !kept.written) continue;
    const carriers = await trx
      .selectFrom('rm_report_guests')
      .select(['attendee_id', 'event_uuid', 'state'])
      .where('event_uuid', '=', eventUuid)
      .where(sql<boolean>`tag_ids @> array[${tag}]::text[]`)
      .execute();
    // A guest this rebuild still keeps is newer in memory than in the table.
    for (const row of carriers) if (!held.has(row.attendee_id) && !kept?.guests.has(row.attendee_id)) held.set(row.attendee_id, heldFrom(row));
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
  const counts = sums(batch);
  counts.at(eventUuid, bucketMsOf(stored.recordedAt.getTime()));
  countChange(current ? before : { ...before, removed: true }, after, counts);
  held.set(attendeeId, { event_uuid: eventUuid, guest: after, changed: true });
  return true;
}

async function writeBatch(trx: Db, batch: BatchState): Promise<void> {
  const changed = [...guests(batch)].filter(([, held]) => held.changed);
  const kept = keptOf(batch);
  if (kept) {
    // A rebuild writes them once it has read the log (kept-reports.ts). Kept only now, at the batch's
    // end: a batch that fails leaves no trace in memory, and its events are applied again one by one.
    for (const [id, held] of changed) kept.guests.set(id, { event_uuid: held.event_uuid, guest: held.guest });
    sums(batch).addTo(kept.sums);
    return;
  }
  await upsertReportGuests(
    trx,
    changed.map(([attendee_id, held]) => ({ attendee_id, event_uuid: held.event_uuid, tag_ids: held.guest.tag_ids, state: held.guest })),
  );
  await sums(batch).write(trx);
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

  prepare(trx, events, batch, memory) {
    return loadGuests(trx, events, batch, memory);
  },

  apply(_trx, stored, batch) {
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

  writeRebuilt(db, rebuild) {
    return writeKeptReports(db, rebuild);
  },
};
