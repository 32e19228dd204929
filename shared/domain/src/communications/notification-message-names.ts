import type { GuestNotification } from '@usher/events';

/**
 * What a guest's notification message is called where messages are listed
 * (the guest's messages, a message's timeline), in place of a communication's
 * name: it has none of its own.
 */
export const NOTIFICATION_MESSAGE_NAMES: Record<GuestNotification, string> = {
  invitation: 'Invitation',
  host_access: 'Host access',
  group_ticket: 'Ticket from a host group',
  ticket_transfer_offer: 'Ticket transfer offer',
  ticket_transfer_pass: 'Pass after a ticket transfer',
  ticket_transfer_notice: 'Ticket transferred',
  support_answer: 'Answer to a question',
};

/** The message's name: its communication's, else its notification's, else null. */
export function messageNameOf(alertName: string | null, notification: string | null | undefined): string | null {
  if (alertName !== null) return alertName;
  return notification && notification in NOTIFICATION_MESSAGE_NAMES ? NOTIFICATION_MESSAGE_NAMES[notification as GuestNotification] : null;
}
