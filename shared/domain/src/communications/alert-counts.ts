import type { z } from 'zod';
import type { AlertCountsSchema } from '../contract/communications.ts';
import { COUNTED_AS_CLICKED, COUNTED_AS_DELIVERED, COUNTED_AS_FAILED, COUNTED_AS_OPENED, PENDING_STATUSES, type MessageStatus } from './message-status.ts';

// How a communication is doing, counted by the spec's rules (section 4):
// Delivered counts delivered, read, opened and clicked; Opened counts read,
// opened and clicked; Clicked only clicked; Failed covers error. Which
// messages are counted (each recipient's latest) is the reader's query.

export type AlertCounts = z.infer<typeof AlertCountsSchema>;

export const NO_COUNTS: AlertCounts = Object.freeze({
  recipients: 0,
  pending: 0,
  sent: 0,
  delivered: 0,
  opened: 0,
  clicked: 0,
  failed: 0,
  unsubscribed: 0,
  complained: 0,
  canceled: 0,
  by_status: {},
});

/** The counts of one communication from how many of its recipients' latest messages are in each status, and how many of them were sent. */
export function alertCountsFrom(byStatus: Record<string, number>, sent: number): AlertCounts {
  const sum = (statuses: readonly MessageStatus[]) => statuses.reduce((total, status) => total + (byStatus[status] ?? 0), 0);
  const all = Object.values(byStatus).reduce((total, n) => total + n, 0);
  const canceled = byStatus.canceled ?? 0;
  return {
    recipients: all - canceled,
    pending: sum(PENDING_STATUSES),
    sent,
    delivered: sum(COUNTED_AS_DELIVERED),
    opened: sum(COUNTED_AS_OPENED),
    clicked: sum(COUNTED_AS_CLICKED),
    failed: sum(COUNTED_AS_FAILED),
    unsubscribed: byStatus.unsubscribed ?? 0,
    complained: byStatus.complained ?? 0,
    canceled,
    by_status: byStatus,
  };
}
