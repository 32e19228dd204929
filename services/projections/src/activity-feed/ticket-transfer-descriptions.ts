import type { DomainEvent } from '@usher/events';

const nameOf = (holder: { first_name: string; last_name: string }) => `${holder.first_name} ${holder.last_name}`.trim() || 'someone';

/** Ticket transfers as the activity feed reads them: who handed the ticket to whom, and each step. */
export function describeTicketTransferEvent(event: DomainEvent, actor: string, guest: string): string | null {
  switch (event.type) {
    case 'TicketTransferRequested':
      // A guest handing on their own ticket from their pass is both actor and holder: "Ben Kim … the ticket of Ben Kim" read oddly.
      return actor === guest
        ? `${actor} offered their ticket to ${nameOf(event.data.to)}`
        : `${actor} asked to transfer the ticket of ${guest} to ${nameOf(event.data.to)}`;
    case 'TicketTransferAccepted':
      return `${actor} accepted the ticket of ${guest}`;
    case 'TicketTransferDeclined':
      return `${actor} declined the ticket of ${guest}`;
    case 'TicketTransferApproved':
      return `${actor} approved the transfer of the ticket of ${guest}`;
    case 'TicketTransferRejected':
      return `${actor} rejected the transfer of the ticket of ${guest}`;
    case 'TicketTransferCanceled':
      return `${actor} canceled the transfer of the ticket of ${guest}`;
    case 'TicketTransferCompleted':
      return `Ticket transferred from ${nameOf(event.data.from)} to ${nameOf(event.data.to)}`;
    default:
      return null;
  }
}
