import { sql } from 'kysely';
import { isoTime } from '@usher/infra/db/iso-time';
import { toDomainEvent, type DomainEvent, type EventData } from '@usher/events';
import type { Db } from '@usher/infra/db/database';
import type { StoredEvent } from '@usher/infra/eventstore/types';
import type { BatchState, Projection, ProjectionChange } from '../runner/projection.ts';
import { bufferIn } from '../runner/row-buffer.ts';
import { addGuestCounts, COUNTER_COLUMNS, type StatusCounts } from './status-counts.ts';
import { INVITATION_EVENT_TYPES, invitationChangesFor } from './invitation-columns.ts';
import { GUEST_FIELD_EVENT_TYPES, guestFieldChangesFor } from './guest-field-columns.ts';
import type { GuestRow } from '@usher/read-models/guest-row';
import { fullNameOf, newGuestRow, searchTextOf } from './guest-row.ts';
import { removeDeletedTag, tagChangesFor } from './tag-columns.ts';
import { accountCreatedAtFor, flushAccounts, prepareAccounts, registerAccount } from './guest-accounts.ts';
import { flushDeletedAccounts, noteDeletedAccount } from './deleted-accounts.ts';
import { forgottenGuestChanges } from './forgotten-guest.ts';
import { HOST_GROUP_EVENT_TYPES, hostGroupChangesFor, namedTicketChanges } from './host-group-columns.ts';
import { SEAT_PIECES_TABLE, seatPieces } from './seat-pieces.ts';
import { applySaveToGuests, prepareSeating, SEATING_GUEST_EVENT_TYPES, seatingChangesFor } from './seating-guests.ts';
import { carryGuests, offerGuests } from './carried-guests.ts';

const DELTAS = 'guest_list.deltas';

function deltasOf(batch: BatchState): Map<string, StatusCounts> {
  let deltas = batch.get(DELTAS) as Map<string, StatusCounts> | undefined;
  if (!deltas) batch.set(DELTAS, (deltas = new Map()));
  return deltas;
}

const guestRows = (batch: BatchState) => bufferIn<GuestRow>(batch, 'rm_attendees', 'id');
const attendeeIdOf = (streamId: string) => streamId.slice('attendee-'.length);

/**
 * A plus-one's parent counts one ticket more or fewer. A function of the
 * module's, not a closure made for each event: the TypeScript loader names
 * every closure it makes, which cost a rebuild 2 % of its thread.
 */
function adjustTickets(rows: ReturnType<typeof guestRows>, parentId: string | null, by: number): void {
  const parent = parentId ? rows.get(parentId) : undefined;
  if (parent) rows.update(parentId!, { total_tickets: parent.total_tickets + by });
}

/** A deleted tag leaves its guests' rows: the one change of a guest list that waits on a statement. */
async function deleteTag(trx: Db, stored: StoredEvent, batch: BatchState): Promise<ProjectionChange> {
  const data = stored.data as EventData<'AttendeeTagDeleted'>;
  await removeDeletedTag(trx, guestRows(batch), data);
  return { event_uuid: data.event_uuid, id: null, socket_id: stored.metadata.socket_id };
}

/** The changes one event makes to a guest's row (null: the row goes). `actor`: who recorded the event (its metadata's). */
function changesFor(event: DomainEvent, row: GuestRow, at: string, actor: { id: string | null; name: string | null }): Partial<GuestRow> | null {
  switch (event.type) {
    case 'AttendeeDetailsChanged': {
      const next = { ...row, ...event.data.changes };
      return { ...event.data.changes, ...namedTicketChanges(event.data.changes), full_name: fullNameOf(next), search_text: searchTextOf(next), updated_at: at };
    }
    case 'AttendeeRemoved':
      return null;
    case 'AttendeeForgotten':
      return forgottenGuestChanges(at);
    case 'AttendeeCheckedIn':
      // The door scanner says who checked a guest in; the actor lives in the metadata, not the data.
      return { checked_in: true, checked_in_at: event.data.checked_in_at, checked_in_by: actor.name, checked_in_by_id: actor.id, updated_at: at };
    case 'AttendeeCheckInUndone':
      return { checked_in: false, checked_in_at: null, checked_in_by: null, checked_in_by_id: null, updated_at: at };
    case 'AttendeeRsvpSet':
      return { is_attending: event.data.is_attending, rsvped_at: event.data.rsvped_at, updated_at: at };
    case 'AttendeeApprovalSet':
      return { is_approved: event.data.is_approved, updated_at: at };
    case 'AttendeeInvited':
    case 'AttendeeInvitationLinkClicked':
    case 'CheckInAlertSet':
      return invitationChangesFor(event, at);
    case 'AttendeeTagsAdded':
    case 'AttendeeTagsRemoved':
      return tagChangesFor(event, row, at);
    case 'AttendeeCustomFieldsSet':
    case 'AttendeeTicketVariationSet':
      return guestFieldChangesFor(event, row, at);
    case 'AttendeeMovedToHostGroup':
    case 'AttendeePlaceholderRenamed':
      return hostGroupChangesFor(event, row, at);
    default:
      return {};
  }
}

/**
 * The guest-list rows and the per-event stat counters, in one projection so
 * the stat bar and the table never disagree. A batch loads the rows it
 * touches in one query, applies its events in memory, and writes rows and
 * summed counters back once.
 */
export const guestListProjection: Projection = {
  name: 'guest_list',
  // The floor plan is the seating projection's (seating/); the guest list keeps the names its rows copy
  // (seat-pieces.ts). The history of these rows (time travel) is a projection of its own (guest-history/).
  tables: ['rm_attendees', 'rm_attendee_stats', 'rm_guest_accounts', SEAT_PIECES_TABLE],
  handles: [
    'AttendeeAdded',
    'AttendeeDetailsChanged',
    'AttendeeRemoved',
    'AttendeeCheckedIn',
    'AttendeeCheckInUndone',
    'AttendeeRsvpSet',
    'AttendeeApprovalSet',
    'AttendeeForgotten',
    ...INVITATION_EVENT_TYPES,
    'UserRegistered',
    'UserAccountDeleted',
    'AttendeeTagsAdded',
    'AttendeeTagsRemoved',
    'AttendeeTagDeleted',
    ...GUEST_FIELD_EVENT_TYPES,
    ...HOST_GROUP_EVENT_TYPES,
    'SeatingPlanSaved',
    ...SEATING_GUEST_EVENT_TYPES,
  ],

  async prepare(trx, events, batch, memory) {
    carryGuests(events, batch, memory, guestRows(batch));
    await prepareAccounts(trx, events, batch);
    const ids = events.flatMap((stored) => {
      // Only guest streams name rows here (UserRegistered is a user's stream).
      if (!stored.streamId.startsWith('attendee-')) return [];
      // Nor does the tag catalogue's stream (attendee-tags-{eventUuid}).
      if (stored.type === 'AttendeeTagDeleted') return [];
      // A guest being added has no row yet (each event applies exactly once):
      // only its parent's row, for the ticket count, needs loading.
      if (stored.type === 'AttendeeAdded') {
        const parent = stored.data.parent_attendee_id as string | null;
        return parent ? [parent] : [];
      }
      return [attendeeIdOf(stored.streamId)];
    });
    const rows = guestRows(batch);
    await rows.load(trx, ids);
    // A plus-one leaving changes its parent's ticket count: load those parents too.
    const parentsOfRemoved = events
      .filter((stored) => stored.type === 'AttendeeRemoved')
      .map((stored) => rows.get(attendeeIdOf(stored.streamId))?.parent_attendee_id)
      .filter((parent): parent is string => !!parent);
    await rows.load(trx, parentsOfRemoved);
    await prepareSeating(trx, events, batch, rows);
  },

  apply(trx, stored, batch) {
    if (stored.type === 'UserRegistered') {
      registerAccount(stored, batch);
      return null;
    }
    if (stored.type === 'UserAccountDeleted') {
      noteDeletedAccount(stored, batch);
      return null;
    }
    if (stored.type === 'AttendeeTagDeleted') return deleteTag(trx, stored, batch);
    if (stored.type === 'SeatingPlanSaved') {
      const data = stored.data as EventData<'SeatingPlanSaved'>;
      const deltas = deltasOf(batch);
      applySaveToGuests(batch, guestRows(batch), data, (before, after) => {
        addGuestCounts(deltas, before.event_uuid, before, -1);
        addGuestCounts(deltas, before.event_uuid, after(), 1);
      });
      return { event_uuid: data.event_uuid, id: null, socket_id: stored.metadata.socket_id };
    }
    const event = toDomainEvent(stored);
    const id = attendeeIdOf(stored.streamId);
    const at = isoTime(stored.recordedAt);
    const rows = guestRows(batch);
    const deltas = deltasOf(batch);

    if (event.type === 'AttendeeAdded') {
      const row = { ...newGuestRow(id, event.data, at), account_created_at: accountCreatedAtFor(batch, event.data.email) };
      rows.insert(row);
      adjustTickets(rows, row.parent_attendee_id, 1);
      addGuestCounts(deltas, row.event_uuid, row, 1);
      return { event_uuid: row.event_uuid, id, socket_id: stored.metadata.socket_id };
    }

    const row = rows.get(id);
    if (!row) return null;
    const eventUuid = row.event_uuid;
    const changes =
      event.type === 'AttendeeSeated' || event.type === 'AttendeeUnseated'
        ? seatingChangesFor(batch, event, row, at)
        : changesFor(event, row, at, stored.metadata.actor);
    if (changes && event.type === 'AttendeeDetailsChanged' && 'email' in event.data.changes)
      changes.account_created_at = accountCreatedAtFor(batch, event.data.changes.email);
    // The guest's counters go as it was, and come back (for a change) as it is: the row changes in place.
    addGuestCounts(deltas, eventUuid, row, -1);
    if (changes === null) {
      rows.delete(id);
      adjustTickets(rows, row.parent_attendee_id, -1);
    } else {
      addGuestCounts(deltas, eventUuid, rows.update(id, changes)!, 1);
    }
    return { event_uuid: eventUuid, id, socket_id: stored.metadata.socket_id };
  },

  async flush(trx, batch) {
    await guestRows(batch).flush(trx);
    await seatPieces(batch).flush(trx);
    await flushAccounts(trx, batch, deltasOf(batch));
    await flushDeletedAccounts(trx, batch, deltasOf(batch));
    for (const [eventUuid, delta] of deltasOf(batch)) {
      if (COUNTER_COLUMNS.every((column) => delta[column] === 0)) continue;
      await trx
        .insertInto('rm_attendee_stats')
        .values({ event_uuid: eventUuid, ...delta })
        .onConflict((oc) =>
          oc
            .column('event_uuid')
            .doUpdateSet(Object.fromEntries(COUNTER_COLUMNS.map((c) => [c, sql`rm_attendee_stats.${sql.ref(c)} + excluded.${sql.ref(c)}`]))),
        )
        .execute();
    }
    offerGuests(batch, guestRows(batch));
  },
};
