import type { DomainEvent, StreamEvent } from '@usher/events';
import { DomainError } from './domain-error.ts';
import { normalizeContact, validateAttendeeContact } from './attendee-rules.ts';
import { checkField, required } from '../validation/rules.ts';
import { emailFactOf } from './attendee-email-fact.ts';

/**
 * Ticket transfers (spec section 3: is_ticket_transfers_enabled, enabled_ticket_transfer_type).
 * A transfer changes who holds a ticket; the ticket's record (the guest id, its seat, tags,
 * host group, plus-ones) stays. Soft: the new holder accepts through an emailed link first.
 * Hard: no acceptance step. Either waits for the organiser when the event asks for approval.
 * Until the transfer completes, the ticket and its pass stay with the holder; on completion the
 * holder's names and address become the new holder's and the pass generation moves on, so the
 * old pass stops working at once.
 */

export type TicketTransferType = 'soft_transfer' | 'hard_transfer';
export type OpenTransferStatus = 'pending_acceptance' | 'pending_approval';
export type ClosedTransferStatus = 'completed' | 'declined' | 'rejected' | 'canceled';
export type TicketTransferStatus = OpenTransferStatus | ClosedTransferStatus;

export interface TicketHolder {
  first_name: string;
  last_name: string;
  email: string | null;
}

export interface OpenTicketTransfer {
  transfer_id: string;
  type: TicketTransferType;
  requires_approval: boolean;
  status: OpenTransferStatus;
  from: TicketHolder;
  to: TicketHolder;
  requested_at: string;
  accepted: boolean;
}

/** The transfer part of a guest's state. Optional: snapshots folded before transfers existed lack it. */
export interface TicketTransferState {
  /** The pass generation now valid (0 until a first transfer); passes of earlier ones are refused. */
  pass_generation?: number;
  ticket_transfer?: OpenTicketTransfer | null;
  /** How each transfer of this ticket ended, so a late click on an old link is answered plainly. */
  closed_transfers?: Record<
    string,
    { status: ClosedTransferStatus; type: TicketTransferType; requires_approval: boolean; from: TicketHolder; to: TicketHolder }
  >;
}

/** What the transfer decisions read of the guest besides their transfer state. */
interface GuestFacts extends TicketTransferState {
  event_uuid: string | null;
  first_name: string;
  last_name: string;
  email: string | null;
  phone_number: string | null;
  forgotten: boolean;
  checked_in: boolean;
  is_real_ticket: boolean;
}

export type TicketTransferCommand =
  | {
      type: 'RequestTicketTransfer';
      transfer_id: string;
      to: { first_name?: string | null; last_name?: string | null; email?: string | null };
      /** The event's settings when asked: refused when transfers are off. */
      enabled: boolean;
      transfer_type: TicketTransferType;
      requires_approval: boolean;
      at: Date;
    }
  | { type: 'CancelTicketTransfer' }
  | { type: 'AcceptTicketTransfer'; transfer_id: string; at: Date }
  | { type: 'DeclineTicketTransfer'; transfer_id: string }
  | { type: 'ApproveTicketTransfer'; transfer_id: string; at: Date }
  | { type: 'RejectTicketTransfer'; transfer_id: string };

export const TICKET_TRANSFER_COMMANDS: ReadonlySet<string> = new Set([
  'RequestTicketTransfer',
  'CancelTicketTransfer',
  'AcceptTicketTransfer',
  'DeclineTicketTransfer',
  'ApproveTicketTransfer',
  'RejectTicketTransfer',
]);

export const PASS_TRANSFERRED_MESSAGE = 'This pass was transferred to another guest.';
export const TRANSFERS_DISABLED_MESSAGE = 'Ticket transfers are not enabled for this event.';

export const transfersDisabled = () => new DomainError('forbidden', 'ticket_transfers_disabled', TRANSFERS_DISABLED_MESSAGE);
export const transferNotFound = () => new DomainError('not_found', 'ticket_transfer_not_found', 'This transfer link is not valid.');

const holderOf = (state: GuestFacts): TicketHolder => ({ first_name: state.first_name, last_name: state.last_name, email: state.email });

/** The transfer a command names, when it is the open one; a closed or unknown one is refused plainly. */
function openTransfer(state: GuestFacts, transferId: string, status: OpenTransferStatus): OpenTicketTransfer {
  const open = state.ticket_transfer;
  if (open && open.transfer_id === transferId) {
    if (open.status !== status)
      throw new DomainError(
        'conflict',
        'ticket_transfer_not_pending',
        status === 'pending_approval' ? 'This transfer does not wait for approval.' : 'This transfer does not wait for an answer.',
      );
    return open;
  }
  const closed = state.closed_transfers?.[transferId];
  if (closed) throw new DomainError('conflict', `ticket_transfer_${closed.status}`, CLOSED_MESSAGES[closed.status]);
  throw transferNotFound();
}

const CLOSED_MESSAGES: Record<ClosedTransferStatus, string> = {
  completed: 'This ticket has been transferred already.',
  declined: 'This transfer was declined.',
  rejected: 'The organiser did not approve this transfer.',
  canceled: 'This transfer was canceled by the ticket holder.',
};

/** The ticket moves: the record, the new holder's names and address, and a new pass generation. */
function complete(state: GuestFacts, transfer: OpenTicketTransfer, at: Date): StreamEvent<'attendee'>[] {
  const event_uuid = state.event_uuid!;
  const changes: Record<string, string | null> = {};
  const previous: Record<string, string | null> = {};
  const next = { first_name: transfer.to.first_name, last_name: transfer.to.last_name, email: transfer.to.email, phone_number: null };
  for (const [key, value] of Object.entries(next)) {
    const before = state[key as keyof typeof next];
    if (before !== value) {
      changes[key] = value;
      previous[key] = before;
    }
  }
  return [
    {
      type: 'TicketTransferCompleted',
      data: { event_uuid, transfer_id: transfer.transfer_id, from: holderOf(state), to: transfer.to, completed_at: at.toISOString() },
    },
    ...(Object.keys(changes).length > 0 ? [{ type: 'AttendeeDetailsChanged' as const, data: { changes, previous, ...emailFactOf(changes) } }] : []),
    { type: 'AttendeePassRevoked', data: { event_uuid, pass_generation: (state.pass_generation ?? 0) + 1, reason: 'transferred' } },
  ];
}

function requestTransfer(command: Extract<TicketTransferCommand, { type: 'RequestTicketTransfer' }>, state: GuestFacts): StreamEvent<'attendee'>[] {
  if (!command.enabled) throw transfersDisabled();
  if (state.forgotten)
    throw new DomainError('conflict', 'attendee_forgotten', "This guest's personal data has been forgotten; their ticket can not be transferred.");
  if (!state.is_real_ticket) throw new DomainError('conflict', 'ticket_unnamed', 'An unnamed ticket can not be transferred; its host names it instead.');
  if (state.checked_in) throw new DomainError('conflict', 'already_checked_in', 'This ticket was used at the door already; it can not be transferred.');
  if (state.ticket_transfer)
    throw new DomainError('conflict', 'ticket_transfer_pending', 'This ticket is being transferred already. Cancel that transfer first.');
  const errors = validateAttendeeContact(
    { first_name: command.to.first_name ?? null, last_name: command.to.last_name ?? null, email: command.to.email ?? null },
    { partial: false, prefix: 'to.' },
  );
  const emailRequired = checkField(command.to.email ?? null, 'Email', [required]);
  if (emailRequired.length > 0) errors['to.email'] = emailRequired;
  if (Object.keys(errors).length > 0) throw DomainError.validation(errors);
  const contact = normalizeContact({ first_name: command.to.first_name ?? '', last_name: command.to.last_name ?? '', email: command.to.email ?? null });
  const to: TicketHolder = { first_name: contact.first_name ?? '', last_name: contact.last_name ?? '', email: contact.email ?? null };
  if (state.email && to.email === state.email) throw DomainError.validation({ 'to.email': ['The ticket can only be transferred to someone else.'] });
  const event_uuid = state.event_uuid!;
  const requested: StreamEvent<'attendee'> = {
    type: 'TicketTransferRequested',
    data: {
      event_uuid,
      transfer_id: command.transfer_id,
      type: command.transfer_type,
      requires_approval: command.requires_approval,
      from: holderOf(state),
      to,
      requested_at: command.at.toISOString(),
    },
  };
  // A hard transfer needs nobody's answer: without approval it takes effect in the same append.
  if (command.transfer_type === 'hard_transfer' && !command.requires_approval) {
    const open: OpenTicketTransfer = {
      transfer_id: command.transfer_id,
      type: 'hard_transfer',
      requires_approval: false,
      status: 'pending_approval',
      from: holderOf(state),
      to,
      requested_at: command.at.toISOString(),
      accepted: true,
    };
    return [requested, ...complete(state, open, command.at)];
  }
  return [requested];
}

export function decideTicketTransfer(command: TicketTransferCommand, state: GuestFacts): StreamEvent<'attendee'>[] {
  const event_uuid = state.event_uuid!;
  switch (command.type) {
    case 'RequestTicketTransfer':
      return requestTransfer(command, state);
    case 'CancelTicketTransfer': {
      const open = state.ticket_transfer;
      if (!open) throw new DomainError('conflict', 'no_ticket_transfer', 'This ticket is not being transferred.');
      return [{ type: 'TicketTransferCanceled', data: { event_uuid, transfer_id: open.transfer_id } }];
    }
    case 'AcceptTicketTransfer': {
      const open = openTransfer(state, command.transfer_id, 'pending_acceptance');
      const accepted: StreamEvent<'attendee'> = {
        type: 'TicketTransferAccepted',
        data: { event_uuid, transfer_id: open.transfer_id, accepted_at: command.at.toISOString() },
      };
      return open.requires_approval ? [accepted] : [accepted, ...complete(state, open, command.at)];
    }
    case 'DeclineTicketTransfer': {
      const open = openTransfer(state, command.transfer_id, 'pending_acceptance');
      return [{ type: 'TicketTransferDeclined', data: { event_uuid, transfer_id: open.transfer_id } }];
    }
    case 'ApproveTicketTransfer': {
      const open = openTransfer(state, command.transfer_id, 'pending_approval');
      // A ticket used at the door meanwhile has nothing left to hand on.
      if (state.checked_in) throw new DomainError('conflict', 'already_checked_in', 'This ticket was used at the door already; it can not be transferred.');
      return [{ type: 'TicketTransferApproved', data: { event_uuid, transfer_id: open.transfer_id } }, ...complete(state, open, command.at)];
    }
    case 'RejectTicketTransfer': {
      const open = openTransfer(state, command.transfer_id, 'pending_approval');
      return [{ type: 'TicketTransferRejected', data: { event_uuid, transfer_id: open.transfer_id } }];
    }
  }
}

function close<S extends TicketTransferState>(state: S, transferId: string, status: ClosedTransferStatus): S {
  const open = state.ticket_transfer;
  if (!open || open.transfer_id !== transferId) return state;
  const closed = { status, type: open.type, requires_approval: open.requires_approval, from: open.from, to: open.to };
  return { ...state, ticket_transfer: null, closed_transfers: { ...state.closed_transfers, [transferId]: closed } };
}

export function evolveTicketTransfer<S extends TicketTransferState>(state: S, event: DomainEvent): S {
  switch (event.type) {
    case 'TicketTransferRequested': {
      const { data } = event;
      const status: OpenTransferStatus = data.type === 'soft_transfer' ? 'pending_acceptance' : 'pending_approval';
      return {
        ...state,
        ticket_transfer: {
          transfer_id: data.transfer_id,
          type: data.type,
          requires_approval: data.requires_approval,
          status,
          from: data.from,
          to: data.to,
          requested_at: data.requested_at,
          accepted: data.type === 'hard_transfer',
        },
      };
    }
    case 'TicketTransferAccepted': {
      const open = state.ticket_transfer;
      if (!open || open.transfer_id !== event.data.transfer_id) return state;
      return { ...state, ticket_transfer: { ...open, status: 'pending_approval', accepted: true } };
    }
    case 'TicketTransferApproved':
      return state;
    case 'TicketTransferDeclined':
      return close(state, event.data.transfer_id, 'declined');
    case 'TicketTransferRejected':
      return close(state, event.data.transfer_id, 'rejected');
    case 'TicketTransferCanceled':
      return close(state, event.data.transfer_id, 'canceled');
    case 'TicketTransferCompleted':
      return close(state, event.data.transfer_id, 'completed');
    case 'AttendeePassRevoked':
      return { ...state, pass_generation: event.data.pass_generation };
    default:
      return state;
  }
}

/** A transfer's status as people read it, from the guest's state. */
export function transferStatusOf(state: TicketTransferState, transferId: string): TicketTransferStatus | null {
  if (state.ticket_transfer?.transfer_id === transferId) return state.ticket_transfer.status;
  return state.closed_transfers?.[transferId]?.status ?? null;
}
