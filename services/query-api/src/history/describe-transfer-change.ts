import type { DomainEvent } from '@usher/events';

const nameOf = (holder: { first_name: string; last_name: string }) => `${holder.first_name} ${holder.last_name}`.trim() || 'someone';

/** A ticket transfer's steps in a guest's history, in words; null for any other event. */
export function describeTicketTransferChange(event: DomainEvent): { summary: string; changes: Record<string, unknown> } | null {
  switch (event.type) {
    case 'TicketTransferRequested':
      return { summary: `Asked to transfer the ticket to ${nameOf(event.data.to)}`, changes: { to_email: event.data.to.email } };
    case 'TicketTransferAccepted':
      return { summary: 'The new holder accepted the ticket', changes: {} };
    case 'TicketTransferDeclined':
      return { summary: 'The person named declined the ticket', changes: {} };
    case 'TicketTransferApproved':
      return { summary: 'Ticket transfer approved', changes: {} };
    case 'TicketTransferRejected':
      return { summary: 'Ticket transfer rejected', changes: {} };
    case 'TicketTransferCanceled':
      return { summary: 'Ticket transfer canceled', changes: {} };
    case 'TicketTransferCompleted':
      return { summary: `Transferred from ${nameOf(event.data.from)} to ${nameOf(event.data.to)}`, changes: {} };
    case 'AttendeePassRevoked':
      return { summary: 'New pass issued: the former one no longer works', changes: {} };
    default:
      return null;
  }
}
