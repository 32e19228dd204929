import type { z } from 'zod';
import { sql, type Selectable } from 'kysely';
import { DateTime } from 'luxon';
import type { AlertSchema } from '@usher/domain/contract/communications';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { isUuid } from '@usher/domain/ids/uuid';
import { NO_COUNTS, type AlertCounts } from '@usher/domain/communications/alert-counts';
import { alertCountsOf } from '@usher/read-models/communications/alert-counts';
import type { RmAlertsTable } from '@usher/read-models';
import { likePattern } from '@usher/read-models/guest-selection/guest-search';
import type { ServiceContext } from '@usher/infra/context';

// The communications of an event as the list and the editor show them, each
// with its recipients counted by the spec's rules (alert-counts.ts).

type Alert = z.infer<typeof AlertSchema>;
type AlertRow = Selectable<RmAlertsTable>;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function presentAlert(row: AlertRow, counts: AlertCounts): Alert {
  return {
    id: row.id,
    event_uuid: row.event_uuid,
    name: row.name,
    subject: row.subject,
    body: row.body,
    translations: row.translations,
    template_id: row.template_id,
    audience: row.audience,
    schedule: row.schedule,
    attach_calendar: row.attach_calendar,
    is_continuous_delivery: row.is_continuous_delivery,
    // Deleted ones are never read (the queries leave them out).
    status: row.status === 'deleted' ? 'draft' : row.status,
    due_at: iso(row.due_at),
    dispatched_at: iso(row.dispatched_at),
    counts,
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
  };
}

const alertsOf = (context: ServiceContext, eventUuid: string) =>
  context.db.selectFrom('rm_alerts').where('event_uuid', '=', eventUuid).where('status', '<>', 'deleted');

/** The event's alert, or 404 (another event's, a deleted one, or none). */
export async function alertOfEvent(context: ServiceContext, eventUuid: string, alertId: string): Promise<AlertRow> {
  const row = isUuid(alertId) ? await alertsOf(context, eventUuid).selectAll().where('id', '=', alertId).executeTakeFirst() : undefined;
  if (!row) throw DomainError.notFound('alert');
  return row;
}

export async function showAlert(context: ServiceContext, eventUuid: string, alertId: string) {
  const row = await alertOfEvent(context, eventUuid, alertId);
  const counts = await alertCountsOf(context.db, [row.id]);
  return { data: presentAlert(row, counts.get(row.id) ?? NO_COUNTS) };
}

/** The states the list filters by (a deleted communication is never listed). */
export const ALERT_LIST_STATUSES = ['draft', 'scheduled', 'sending', 'sent'] as const;

export interface AlertListQuery {
  page: number;
  per_page: number;
  search?: string;
  status?: (typeof ALERT_LIST_STATUSES)[number];
  /** Calendar days (YYYY-MM-DD) in the event's time zone, both included. */
  from?: string;
  to?: string;
}

/** 'YYYY-MM-DD' naming a day that exists. */
export function isCalendarDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && DateTime.fromISO(value).isValid;
}

/**
 * The day a communication counts by in the date range: the day it was sent, else the day it
 * was created, as the event's clock reads it (an organiser asks for "last Tuesday" in event time).
 */
const dayOfAlert = sql<string>`(coalesce(rm_alerts.dispatched_at, rm_alerts.created_at) at time zone coalesce(
  (select nullif(e.body->'settings'->>'timezone', '') from rm_events e where e.uuid = rm_alerts.event_uuid), 'UTC'))::date`;

/** Newest first, searched by name, filtered by state and date range, a page at a time. */
export async function listAlerts(context: ServiceContext, eventUuid: string, query: AlertListQuery) {
  if (query.from && query.to && query.to < query.from) throw DomainError.validation({ to: ['To must be a date on or after From.'] });
  let rows = alertsOf(context, eventUuid);
  const search = query.search?.trim().toLowerCase();
  if (search) rows = rows.where((eb) => eb(eb.fn('lower', ['name']), 'like', likePattern(search)));
  if (query.status) rows = rows.where('status', '=', query.status);
  if (query.from) rows = rows.where(sql<boolean>`${dayOfAlert} >= ${query.from}::date`);
  if (query.to) rows = rows.where(sql<boolean>`${dayOfAlert} <= ${query.to}::date`);
  const [page, total] = await Promise.all([
    rows
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page)
      .execute(),
    rows.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const counts = await alertCountsOf(
    context.db,
    page.map((row) => row.id),
  );
  const n = Number(total.n);
  return {
    data: page.map((row) => presentAlert(row, counts.get(row.id) ?? NO_COUNTS)),
    meta: { total: n, page: query.page, per_page: query.per_page, last_page: Math.max(1, Math.ceil(n / query.per_page)) },
  };
}
