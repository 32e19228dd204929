import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '@usher/events';
import { givenFor } from './given-when-then.ts';
import { attendeeDecider, type AttendeeCommand } from '../../src/deciders/attendee-decider.ts';
import { fold } from '../../src/deciders/decider.ts';

const NOW = new Date('2030-06-15T12:00:00Z');
const AT = NOW.toISOString();
const EVENT = '66666666-6666-4666-8666-666666666666';
const GUEST = '44444444-4444-4444-8444-444444444444';
const TRANSFER = '77777777-7777-4777-8777-777777777777';

const given = givenFor(attendeeDecider);

const ada = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.org' };
const grace = { first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.org' };

const added: DomainEvent = {
  type: 'AttendeeAdded',
  data: { attendee_id: GUEST, event_uuid: EVENT, ...ada, phone_number: '+12025550143', parent_attendee_id: null, is_approved: true, is_attending: true },
};

const request = (overrides: Partial<Extract<AttendeeCommand, { type: 'RequestTicketTransfer' }>> = {}): AttendeeCommand => ({
  type: 'RequestTicketTransfer',
  transfer_id: TRANSFER,
  to: { first_name: ' Grace ', last_name: 'Hopper', email: 'Grace@Example.org' },
  enabled: true,
  transfer_type: 'soft_transfer',
  requires_approval: false,
  at: NOW,
  ...overrides,
});

const requested = (type: 'soft_transfer' | 'hard_transfer', requires_approval = false): DomainEvent => ({
  type: 'TicketTransferRequested',
  data: { event_uuid: EVENT, transfer_id: TRANSFER, type, requires_approval, from: ada, to: grace, requested_at: AT },
});
const accepted: DomainEvent = { type: 'TicketTransferAccepted', data: { event_uuid: EVENT, transfer_id: TRANSFER, accepted_at: AT } };

/** The three events a completed transfer appends: the record, the new holder's details, the new pass generation. */
const completion = (generation = 1): DomainEvent[] => [
  { type: 'TicketTransferCompleted', data: { event_uuid: EVENT, transfer_id: TRANSFER, from: ada, to: grace, completed_at: AT } },
  { type: 'AttendeeDetailsChanged', data: { changes: { ...grace, phone_number: null }, previous: { ...ada, phone_number: '+12025550143' }, has_email: true } },
  { type: 'AttendeePassRevoked', data: { event_uuid: EVENT, pass_generation: generation, reason: 'transferred' } },
];

describe('requesting a transfer', () => {
  it('soft: records the request only; the ticket stays with its holder', () => {
    given(added)
      .when(request())
      .then([requested('soft_transfer')]);
  });

  it('hard without approval: the ticket moves in the same decision', () => {
    given(added)
      .when(request({ transfer_type: 'hard_transfer' }))
      .then([requested('hard_transfer'), ...completion()]);
  });

  it('hard with approval: waits for the organiser', () => {
    given(added)
      .when(request({ transfer_type: 'hard_transfer', requires_approval: true }))
      .then([requested('hard_transfer', true)]);
  });

  it('is refused when transfers are off, when one is open, when the ticket was used, and for bad or own addresses', () => {
    given(added)
      .when(request({ enabled: false }))
      .thenRefuses({ kind: 'forbidden', code: 'ticket_transfers_disabled' });
    given(added, requested('soft_transfer')).when(request()).thenRefuses({ kind: 'conflict', code: 'ticket_transfer_pending' });
    given(added, { type: 'AttendeeCheckedIn', data: { event_uuid: EVENT, checked_in_at: AT } })
      .when(request())
      .thenRefuses({ kind: 'conflict', code: 'already_checked_in' });
    given(added)
      .when(request({ to: { first_name: '', email: '' } }))
      .thenRefuses({
        kind: 'validation',
        code: 'validation_failed',
        errors: { 'to.first_name': ['First name is required.'], 'to.email': ['Email is required.'] },
      });
    given(added)
      .when(request({ to: { first_name: 'Ada', email: 'ADA@example.org' } }))
      .thenRefuses({ kind: 'validation', code: 'validation_failed', errors: { 'to.email': ['The ticket can only be transferred to someone else.'] } });
    given(added, { type: 'AttendeeRemoved', data: { event_uuid: EVENT } })
      .when(request())
      .thenRefuses({ kind: 'not_found', code: 'attendee_not_found' });
  });
});

describe('answering a soft transfer', () => {
  it('acceptance completes it, or waits for approval when the event asks', () => {
    given(added, requested('soft_transfer'))
      .when({ type: 'AcceptTicketTransfer', transfer_id: TRANSFER, at: NOW })
      .then([accepted, ...completion()]);
    given(added, requested('soft_transfer', true)).when({ type: 'AcceptTicketTransfer', transfer_id: TRANSFER, at: NOW }).then([accepted]);
  });

  it('declining or the holder canceling closes it; a later answer is refused plainly', () => {
    given(added, requested('soft_transfer'))
      .when({ type: 'DeclineTicketTransfer', transfer_id: TRANSFER })
      .then([{ type: 'TicketTransferDeclined', data: { event_uuid: EVENT, transfer_id: TRANSFER } }]);
    given(added, requested('soft_transfer'))
      .when({ type: 'CancelTicketTransfer' })
      .then([{ type: 'TicketTransferCanceled', data: { event_uuid: EVENT, transfer_id: TRANSFER } }]);
    given(added, requested('soft_transfer'), { type: 'TicketTransferCanceled', data: { event_uuid: EVENT, transfer_id: TRANSFER } })
      .when({ type: 'AcceptTicketTransfer', transfer_id: TRANSFER, at: NOW })
      .thenRefuses({ kind: 'conflict', code: 'ticket_transfer_canceled' });
    given(added).when({ type: 'AcceptTicketTransfer', transfer_id: TRANSFER, at: NOW }).thenRefuses({ kind: 'not_found', code: 'ticket_transfer_not_found' });
  });
});

describe('the organiser decides', () => {
  it('approval completes a transfer that waits for it; rejection keeps the ticket', () => {
    given(added, requested('hard_transfer', true))
      .when({ type: 'ApproveTicketTransfer', transfer_id: TRANSFER, at: NOW })
      .then([{ type: 'TicketTransferApproved', data: { event_uuid: EVENT, transfer_id: TRANSFER } }, ...completion()]);
    given(added, requested('soft_transfer', true), accepted)
      .when({ type: 'RejectTicketTransfer', transfer_id: TRANSFER })
      .then([{ type: 'TicketTransferRejected', data: { event_uuid: EVENT, transfer_id: TRANSFER } }]);
  });

  it('a soft transfer is approved only once its new holder accepted', () => {
    given(added, requested('soft_transfer', true))
      .when({ type: 'ApproveTicketTransfer', transfer_id: TRANSFER, at: NOW })
      .thenRefuses({ kind: 'conflict', code: 'ticket_transfer_not_pending' });
  });
});

describe('the state after a transfer', () => {
  it('holds the new holder, the next pass generation and how the transfer ended', () => {
    const state = fold(attendeeDecider, [added, requested('soft_transfer'), accepted, ...completion()]);
    expect(state).toMatchObject({ ...grace, phone_number: null, pass_generation: 1, ticket_transfer: null });
    expect(state.closed_transfers?.[TRANSFER]).toMatchObject({ status: 'completed', from: ada, to: grace });
  });
});
