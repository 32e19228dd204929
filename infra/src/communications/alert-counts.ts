import { sql } from 'kysely';
import {
  COUNTED_AS_CLICKED,
  COUNTED_AS_DELIVERED,
  COUNTED_AS_FAILED,
  COUNTED_AS_OPENED,
  PENDING_STATUSES,
  type MessageStatus,
} from '@usher/domain/communications/message-status';
import type { Db } from '../db/database.ts';

// How a communication is doing, counted by the spec's rules (section 4):
// Delivered counts delivered, read, opened and clicked; Opened counts read,
// opened and clicked; Clicked only clicked; Failed covers error. A guest who
// was sent it again (a resend round) counts once, by their latest message.

export interface AlertCounts {
  recipients: number;
  pending: number;
  sent: number;
  delivered: number;
  opened: number;
  clicked: number;
  failed: number;
  unsubscribed: number;
  complained: number;
  canceled: number;
  by_status: Record<string, number>;
}

export const NO_COUNTS: AlertCounts = Object.freeze({
  recipients: 0, pending: 0, sent: 0, delivered: 0, opened: 0, clicked: 0, failed: 0, unsubscribed: 0, complained: 0, canceled: 0, by_status: {},
});

/**
 * Each recipient's latest message of the alert as `latest` (alert_id,
 * attendee_id, email, status, …): what the counts and the recipients list read.
 */
export function latestMessagesOf(db: Db, alertIds: readonly string[]) {
  return db
    .selectFrom('rm_outbound_messages as m')
    .distinctOn(['m.alert_id', 'm.attendee_id', 'm.email'])
    .selectAll('m')
    .where(sql<boolean>`m.alert_id = any(${alertIds}::uuid[])`)
    .orderBy('m.alert_id')
    .orderBy('m.attendee_id')
    .orderBy('m.email')
    .orderBy('m.round', 'desc');
}

function countsOf(byStatus: Record<string, number>, sent: number): AlertCounts {
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

/** The counts of each alert (those without messages: zeros). */
export async function alertCountsOf(db: Db, alertIds: readonly string[]): Promise<Map<string, AlertCounts>> {
  const counts = new Map<string, AlertCounts>();
  if (alertIds.length === 0) return counts;
  const rows = await db
    .selectFrom(latestMessagesOf(db, alertIds).as('latest'))
    .select(['latest.alert_id', 'latest.status'])
    .select([sql<number>`count(*)::int`.as('n'), sql<number>`count(latest.sent_at)::int`.as('sent')])
    .groupBy(['latest.alert_id', 'latest.status'])
    .execute();
  const grouped = new Map<string, { byStatus: Record<string, number>; sent: number }>();
  for (const row of rows) {
    const entry = grouped.get(row.alert_id!) ?? { byStatus: {}, sent: 0 };
    entry.byStatus[row.status] = row.n;
    entry.sent += row.sent;
    grouped.set(row.alert_id!, entry);
  }
  for (const id of alertIds) {
    const entry = grouped.get(id);
    counts.set(id, entry ? countsOf(entry.byStatus, entry.sent) : { ...NO_COUNTS, by_status: {} });
  }
  return counts;
}
