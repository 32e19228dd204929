import { sql } from 'kysely';
import type { Db } from '@usher/infra/db/database';
import { alertCountsFrom, NO_COUNTS, type AlertCounts } from '@usher/domain/communications/alert-counts';

// A communication's counts as its list, its editor and a command's reply show them (the rules:
// shared/domain's alert-counts.ts). A guest who was sent it again (a resend round) counts once,
// by their latest message.

/**
 * Each recipient's latest message of the alert as `latest` (alert_id,
 * attendee_id, email, status, …): what the counts and the recipients list read.
 * Within a round the newest counts: an alert taken back to a draft and
 * scheduled again (or whose audience changed while it waited) keeps the
 * canceled messages of before beside the new ones.
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
    .orderBy('m.round', 'desc')
    .orderBy('m.created_at', 'desc');
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
    counts.set(id, entry ? alertCountsFrom(entry.byStatus, entry.sent) : { ...NO_COUNTS, by_status: {} });
  }
  return counts;
}
