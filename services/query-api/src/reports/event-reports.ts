import { DateTime } from 'luxon';
import type { ArrivalsReport, AttendanceReport, MessagesReport, ReportBreakdown, ResponsesReport } from '@usher/domain/contract/reports';
import type { Db } from '@usher/infra/db/database';
import { breakdownValues, type ReportEvent } from './report-event.ts';
import { bucketsOf, byValue, countsOf, daysOf, type CountsScope } from './report-counts.ts';

export interface ReportAsk {
  event: ReportEvent;
  by: ReportBreakdown;
  asOf?: Date;
}

const scopeOf = (ask: ReportAsk): CountsScope => ({ eventUuid: ask.event.uuid, dimension: ask.by, asOf: ask.asOf });
const head = (ask: ReportAsk, values: { value: string; label: string }[]) => ({
  time_zone: ask.event.timeZone,
  as_of: ask.asOf?.toISOString() ?? null,
  by: ask.by,
  values,
});

/** Arrivals per 5 minutes, and per value the guests who said Yes: how the evening filled against what was promised. */
export async function arrivalsReport(db: Db, ask: ReportAsk): Promise<ArrivalsReport> {
  const [buckets, counts] = await Promise.all([bucketsOf(db, scopeOf(ask), 'arrival'), countsOf(db, scopeOf(ask), ['rsvp_yes'])]);
  const yes = byValue(counts, 'rsvp_yes');
  const rows = buckets.filter((row) => row.count !== 0).map((row) => ({ start: row.bucket.toISOString(), value: row.value, arrivals: row.count }));
  const values = await breakdownValues(db, ask.event, ask.by, [...rows.map((row) => row.value), ...[...yes].filter(([, n]) => n > 0).map(([value]) => value)]);
  return { ...head(ask, values), rows, expected: values.map(({ value }) => ({ value, rsvp_yes: yes.get(value) ?? 0 })) };
}

/** Check-in rate and no-shows per value. */
export async function attendanceReport(db: Db, ask: ReportAsk): Promise<AttendanceReport> {
  const counts = await countsOf(db, scopeOf(ask), ['guest', 'rsvp_yes', 'checked_in', 'yes_checked_in']);
  const [guests, yes, checkedIn, yesIn] = ['guest', 'rsvp_yes', 'checked_in', 'yes_checked_in'].map((measure) => byValue(counts, measure)) as Map<
    string,
    number
  >[];
  const values = await breakdownValues(
    db,
    ask.event,
    ask.by,
    [...guests!].filter(([, n]) => n > 0).map(([value]) => value),
  );
  const rows = values.map(({ value }) => {
    const rsvpYes = yes!.get(value) ?? 0;
    const arrivedYes = yesIn!.get(value) ?? 0;
    const arrived = checkedIn!.get(value) ?? 0;
    return {
      value,
      guests: guests!.get(value) ?? 0,
      rsvp_yes: rsvpYes,
      checked_in: arrived,
      yes_checked_in: arrivedYes,
      no_shows: rsvpYes - arrivedYes,
      walk_ins: arrived - arrivedYes,
      check_in_rate: rsvpYes === 0 ? null : arrivedYes / rsvpYes,
    };
  });
  return { ...head(ask, values), rows };
}

const RESPONSE_MEASURES = ['invited', 'rsvp_yes', 'rsvp_no', 'approved', 'rejected'] as const;
type ResponseMeasure = (typeof RESPONSE_MEASURES)[number];
/** A year of days at most: a longer run of replies is cut to its last year. */
const MAX_DAYS = 366;

/** RSVP and approval as they stood at the end of each day since the first invitation went out (or the first reply, without one). */
export async function responsesReport(db: Db, ask: ReportAsk): Promise<ResponsesReport> {
  const changes = await daysOf(db, scopeOf(ask), RESPONSE_MEASURES, ask.event.timeZone);
  const firstInvited = changes.find((row) => row.measure === 'invited' && row.count > 0)?.day;
  const first = firstInvited ?? changes[0]?.day;
  const last = changes.at(-1)?.day;
  const values = await breakdownValues(db, ask.event, ask.by, new Set(changes.map((row) => row.value)));
  if (!first || !last) return { ...head(ask, values), rows: [] };
  const totals = new Map<string, Record<ResponseMeasure, number>>(
    values.map(({ value }) => [value, { invited: 0, rsvp_yes: 0, rsvp_no: 0, approved: 0, rejected: 0 }]),
  );
  let start = DateTime.fromISO(first);
  const end = DateTime.fromISO(last);
  if (end.diff(start, 'days').days > MAX_DAYS) start = end.minus({ days: MAX_DAYS });
  const rows: ResponsesReport['rows'] = [];
  let index = 0;
  for (let day = DateTime.fromISO(changes[0]!.day); day <= end; day = day.plus({ days: 1 })) {
    const key = day.toISODate()!;
    for (; index < changes.length && changes[index]!.day === key; index += 1) {
      const change = changes[index]!;
      const total = totals.get(change.value);
      if (total) total[change.measure as ResponseMeasure] += change.count;
    }
    if (day >= start) for (const { value } of values) rows.push({ day: key, value, ...totals.get(value)! });
  }
  return { ...head(ask, values), rows };
}

const NOTIFICATION_WORDS: Record<string, string> = { invitation: 'Invitation', other: 'Other notifications' };
const labelOfNotification = (kind: string) => NOTIFICATION_WORDS[kind] ?? `${kind.charAt(0).toUpperCase()}${kind.slice(1).replaceAll('_', ' ')}`;

/** Per communication (and the product's own notifications), how many recipients' messages were sent, delivered, opened and clicked. */
export async function messagesReport(db: Db, ask: ReportAsk): Promise<MessagesReport> {
  const measures = ['msg_sent', 'msg_delivered', 'msg_opened', 'msg_clicked'];
  const counts = await countsOf(db, scopeOf(ask), measures);
  const alertIds = [...new Set(counts.map((row) => row.subject).filter((subject) => !subject.startsWith('notification:')))];
  const alerts = alertIds.length === 0 ? [] : await db.selectFrom('rm_alerts').select(['id', 'name']).where('id', 'in', alertIds).execute();
  const names = new Map(alerts.map((alert) => [alert.id, alert.name]));
  const values = await breakdownValues(db, ask.event, ask.by, new Set(counts.filter((row) => row.count > 0).map((row) => row.dimension_value)));
  const cells = new Map<string, MessagesReport['rows'][number]>();
  for (const row of counts) {
    const key = `${row.subject}\u0000${row.dimension_value}`;
    const label = row.subject.startsWith('notification:')
      ? labelOfNotification(row.subject.slice('notification:'.length))
      : (names.get(row.subject) ?? 'Deleted communication');
    const cell = cells.get(key) ?? { subject: row.subject, label, value: row.dimension_value, sent: 0, delivered: 0, opened: 0, clicked: 0 };
    cell[row.measure.slice('msg_'.length) as 'sent' | 'delivered' | 'opened' | 'clicked'] += row.count;
    cells.set(key, cell);
  }
  const order = new Map(values.map(({ value }, index) => [value, index]));
  const rows = [...cells.values()]
    .filter((row) => row.sent + row.delivered + row.opened + row.clicked > 0 && order.has(row.value))
    .sort((a, b) => a.label.localeCompare(b.label) || a.subject.localeCompare(b.subject) || order.get(a.value)! - order.get(b.value)!);
  return { ...head(ask, values), rows };
}
