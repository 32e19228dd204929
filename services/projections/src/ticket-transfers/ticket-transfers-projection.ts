import { FORGOTTEN_FIRST_NAME, FORGOTTEN_LAST_NAME, toDomainEvent } from '@usher/events';
import type { StoredEvent } from '@usher/infra/eventstore/types';
import type { Db } from '@usher/infra/db/database';
import type { BatchState, Projection } from '../runner/projection.ts';

const attendeeOf = (stored: StoredEvent) => stored.streamId.slice('attendee-'.length);

const WITH_TRANSFERS = 'ticket_transfers.attendees_with_transfers';
// Events that touch a guest's transfers if the guest has any; most guests have none.
const ABOUT_A_GUEST = new Set(['AttendeeRemoved', 'AttendeeForgotten']);

/**
 * Which of the batch's removed or forgotten guests have a transfer at all, in
 * one query: a bulk removal of 50,000 guests, few of whom ever offered their
 * ticket, then costs no statement per guest. A transfer requested in the same
 * batch joins the set as it is applied.
 */
async function loadGuestsWithTransfers(trx: Db, events: StoredEvent[], batch: BatchState): Promise<void> {
  const ids = [...new Set(events.filter((stored) => ABOUT_A_GUEST.has(stored.type)).map(attendeeOf))];
  const found = ids.length === 0 ? [] : await trx.selectFrom('rm_ticket_transfers').select('attendee_id').distinct().where('attendee_id', 'in', ids).execute();
  batch.set(WITH_TRANSFERS, new Set(found.map((row) => row.attendee_id)));
}

const guestsWithTransfers = (batch: BatchState) => batch.get(WITH_TRANSFERS) as Set<string>;

async function setStatus(
  trx: Db,
  transferId: string,
  at: string | Date,
  changes: { status: 'pending_approval' | 'completed' | 'declined' | 'rejected' | 'canceled'; accepted_at?: string; completed_at?: string },
) {
  await trx
    .updateTable('rm_ticket_transfers')
    .set({ ...changes, updated_at: at })
    .where('id', '=', transferId)
    .execute();
}

/**
 * rm_ticket_transfers: every transfer of every ticket, with its holders and
 * where it stands; rm_pass_generations: each transferred ticket's pass
 * generation (the pass and RSVP links are signed with it).
 */
export const ticketTransfersProjection: Projection = {
  name: 'ticket_transfers',
  tables: ['rm_ticket_transfers', 'rm_pass_generations'],
  handles: [
    'TicketTransferRequested',
    'TicketTransferAccepted',
    'TicketTransferDeclined',
    'TicketTransferApproved',
    'TicketTransferRejected',
    'TicketTransferCanceled',
    'TicketTransferCompleted',
    'AttendeePassRevoked',
    'AttendeeRemoved',
    'AttendeeForgotten',
  ],

  prepare(trx, events, batch) {
    return loadGuestsWithTransfers(trx, events, batch);
  },

  async apply(trx, stored, batch) {
    const event = toDomainEvent(stored);
    const at = stored.recordedAt;
    const attendeeId = attendeeOf(stored);
    if (ABOUT_A_GUEST.has(event.type) && !guestsWithTransfers(batch).has(attendeeId)) return null;
    switch (event.type) {
      case 'TicketTransferRequested': {
        const { data } = event;
        guestsWithTransfers(batch).add(attendeeId);
        await trx
          .insertInto('rm_ticket_transfers')
          .values({
            id: data.transfer_id,
            event_uuid: data.event_uuid,
            attendee_id: attendeeId,
            type: data.type,
            status: data.type === 'soft_transfer' ? 'pending_acceptance' : 'pending_approval',
            requires_approval: data.requires_approval,
            from_first_name: data.from.first_name,
            from_last_name: data.from.last_name,
            from_email: data.from.email,
            to_first_name: data.to.first_name,
            to_last_name: data.to.last_name,
            to_email: data.to.email,
            requested_at: data.requested_at,
            accepted_at: data.type === 'hard_transfer' ? data.requested_at : null,
            completed_at: null,
            updated_at: at,
          })
          .onConflict((conflict) => conflict.column('id').doNothing())
          .execute();
        break;
      }
      case 'TicketTransferAccepted':
        await setStatus(trx, event.data.transfer_id, at, { status: 'pending_approval', accepted_at: event.data.accepted_at });
        break;
      case 'TicketTransferApproved':
        break;
      case 'TicketTransferDeclined':
        await setStatus(trx, event.data.transfer_id, at, { status: 'declined' });
        break;
      case 'TicketTransferRejected':
        await setStatus(trx, event.data.transfer_id, at, { status: 'rejected' });
        break;
      case 'TicketTransferCanceled':
        await setStatus(trx, event.data.transfer_id, at, { status: 'canceled' });
        break;
      case 'TicketTransferCompleted':
        await setStatus(trx, event.data.transfer_id, at, { status: 'completed', completed_at: event.data.completed_at });
        break;
      case 'AttendeePassRevoked': {
        const row = { event_uuid: event.data.event_uuid, pass_generation: event.data.pass_generation };
        await trx
          .insertInto('rm_pass_generations')
          .values({ attendee_id: attendeeId, ...row })
          .onConflict((conflict) => conflict.column('attendee_id').doUpdateSet(row))
          .execute();
        break;
      }
      case 'AttendeeRemoved': {
        // A removed guest's open transfer can no longer happen.
        const changed = await trx
          .updateTable('rm_ticket_transfers')
          .set({ status: 'removed', updated_at: at })
          .where('attendee_id', '=', attendeeId)
          .where('status', 'in', ['pending_acceptance', 'pending_approval'])
          .executeTakeFirst();
        if (Number(changed.numUpdatedRows) === 0) return null;
        break;
      }
      case 'AttendeeForgotten': {
        // Erasure: both holders' names and addresses go with the ticket's guest.
        const forgotten = { first_name: FORGOTTEN_FIRST_NAME, last_name: FORGOTTEN_LAST_NAME };
        await trx
          .updateTable('rm_ticket_transfers')
          .set({
            from_first_name: forgotten.first_name,
            from_last_name: forgotten.last_name,
            from_email: null,
            to_first_name: forgotten.first_name,
            to_last_name: forgotten.last_name,
            to_email: null,
          })
          .where('attendee_id', '=', attendeeId)
          .execute();
        break;
      }
      default:
        return null;
    }
    const eventUuid = stored.metadata.event_uuid ?? (event.data as { event_uuid?: string }).event_uuid;
    return eventUuid
      ? { event_uuid: eventUuid, id: 'transfer_id' in event.data ? event.data.transfer_id : attendeeId, socket_id: stored.metadata.socket_id }
      : null;
  },
};
