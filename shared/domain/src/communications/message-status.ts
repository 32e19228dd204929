import { OUTBOUND_MESSAGE_STATUSES } from '@usher/events/message-statuses';

/** A recipient's message status (spec section 4). */
export type MessageStatus = (typeof OUTBOUND_MESSAGE_STATUSES)[number];
export const MESSAGE_STATUSES: readonly MessageStatus[] = OUTBOUND_MESSAGE_STATUSES;

/** The spec's three tones: what went well, what is on its way, what went wrong. */
export const POSITIVE_STATUSES: readonly MessageStatus[] = ['delivered', 'read', 'opened', 'clicked'];
export const NEUTRAL_STATUSES: readonly MessageStatus[] = ['accepted', 'scheduled', 'queued', 'sending', 'dispatched', 'sent'];
export const NEGATIVE_STATUSES: readonly MessageStatus[] = ['undelivered', 'failed', 'error', 'canceled', 'complained', 'unsubscribed'];

export type StatusTone = 'positive' | 'neutral' | 'negative';
export function toneOf(status: MessageStatus): StatusTone {
  if (POSITIVE_STATUSES.includes(status)) return 'positive';
  if (NEGATIVE_STATUSES.includes(status)) return 'negative';
  return 'neutral';
}

/** The spec's counting rules: Delivered, Opened and Clicked count these statuses. */
export const COUNTED_AS_DELIVERED: readonly MessageStatus[] = ['delivered', 'read', 'opened', 'clicked'];
export const COUNTED_AS_OPENED: readonly MessageStatus[] = ['read', 'opened', 'clicked'];
export const COUNTED_AS_CLICKED: readonly MessageStatus[] = ['clicked'];
/** Failed covers error too (spec section 4); a bounce (undelivered) is a failure to reach the guest. */
export const COUNTED_AS_FAILED: readonly MessageStatus[] = ['undelivered', 'failed', 'error'];
/** Still on its way: the scheduler has not finished with it. */
export const PENDING_STATUSES: readonly MessageStatus[] = ['accepted', 'scheduled', 'queued', 'sending'];

export const STATUS_LABELS: Record<MessageStatus, string> = {
  accepted: 'Accepted',
  scheduled: 'Scheduled',
  queued: 'Queued',
  sending: 'Sending',
  dispatched: 'Dispatched',
  sent: 'Sent',
  delivered: 'Delivered',
  read: 'Read',
  opened: 'Opened',
  clicked: 'Clicked',
  undelivered: 'Undelivered',
  failed: 'Failed',
  error: 'Failed',
  canceled: 'Canceled',
  complained: 'Complained',
  unsubscribed: 'Unsubscribed',
};

/** What each status means, in the words the organiser reads (spec section 4: each status has an explanation). */
export const STATUS_EXPLANATIONS: Record<MessageStatus, string> = {
  accepted: 'The message was accepted and will be sent as soon as possible.',
  scheduled: 'The message is scheduled and will be sent at the set time.',
  queued: "The message is waiting: its turn (sending is paced to what the mail server allows), or, when the recipient's server deferred it, its next try.",
  sending: 'The message is being handed to the mail server.',
  dispatched: "The recipient's mail system accepted the message and passed it on; it does not report delivery.",
  sent: 'The mail server accepted the message for delivery.',
  delivered: 'The message was delivered successfully to the recipient.',
  read: 'The recipient read the message.',
  opened: 'The recipient opened the message (their mail app loaded its images).',
  clicked: 'The recipient clicked a link in the message.',
  undelivered: "An error was met in delivery: the recipient's mail server returned the message. Click for details.",
  failed: 'An error was met in delivery: the mail server refused the message. Click for details.',
  error: 'An error was met in delivery: the message could not be written or sent. Click for details.',
  canceled: 'The message was canceled before it was sent.',
  complained: 'The recipient marked the message as spam. They will not receive further messages.',
  unsubscribed: 'The recipient unsubscribed. They will not receive further messages.',
};

/**
 * How far a message has come; a late report never takes it back (a DSN
 * "delivered" arriving after the guest clicked leaves it clicked). Negative
 * outcomes after sending (a bounce, a complaint, an unsubscribe) always win.
 */
const PROGRESS: Record<MessageStatus, number> = {
  accepted: 0,
  scheduled: 0,
  queued: 1,
  sending: 2,
  sent: 3,
  dispatched: 4,
  delivered: 5,
  read: 6,
  opened: 7,
  clicked: 8,
  canceled: 9,
  error: 9,
  failed: 9,
  undelivered: 9,
  complained: 10,
  unsubscribed: 10,
};

/**
 * The status a message shows after `incoming` is reported while it shows `current`.
 * Queued again (a deferral) after sending is allowed: the scheduler tries again.
 */
export function nextStatus(current: MessageStatus, incoming: MessageStatus): MessageStatus {
  if (incoming === 'queued' && (current === 'sending' || current === 'queued')) return incoming;
  if (current === 'canceled' && incoming !== 'canceled') return current;
  return PROGRESS[incoming] >= PROGRESS[current] ? incoming : current;
}

/** Final: nothing more will be sent for this message. */
export function isSettled(status: MessageStatus): boolean {
  return !PENDING_STATUSES.includes(status);
}
