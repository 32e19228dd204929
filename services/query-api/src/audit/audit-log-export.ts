import { Readable } from 'node:stream';
import { DateTime } from 'luxon';
import { guardFormula, quoteCsvField } from '@usher/domain/guest-export/csv-cells';
import { describeSource } from '@usher/domain/format/describe-source';
import { formatExactInZone } from '@usher/domain/format/zoned-time';
import { eventTitle } from '@usher/events/event-titles';
import type { EventLogFilter } from '@usher/infra/eventstore/event-store';
import type { LogPosition } from '@usher/infra/eventstore/types';
import type { AuthUser } from '@usher/infra/http/authenticate';
import type { ServiceContext } from '@usher/infra/context';
import { auditLogRows, type AuditLogRow } from './audit-log-rows.ts';
import { eventLogFilter, type AuditLogFilterInput } from './audit-log-filters.ts';

export type AuditExportFormat = 'csv' | 'jsonl';

const CONTENT_TYPES: Record<AuditExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  jsonl: 'application/jsonl; charset=utf-8',
};

// Rows read per trip to the store: enough to keep the database busy, few
// enough that a 500,000-change event never sits in memory at once.
const EXPORT_PAGE = 1000;

type CsvColumn = [header: string, value: (row: AuditLogRow) => unknown];

// Machine names, the same as the JSON Lines keys, so the two files compare;
// beside them the words a person reads: the time on the event's clock with its
// zone, the type's title and where the change came from.
const csvColumns = (timezone: string): CsvColumn[] => [
  ['occurred_at', (r) => r.occurred_at],
  ['local_time', (r) => formatExactInZone(r.occurred_at, timezone)],
  ['what', (r) => eventTitle(r.type)],
  ['type', (r) => r.type],
  ['summary', (r) => r.summary],
  ['actor_type', (r) => r.actor.type],
  ['actor_id', (r) => r.actor.id],
  ['actor_name', (r) => r.actor.name],
  ['acting_administrator', (r) => r.actor.impersonator?.name ?? null],
  ['attendee_id', (r) => r.attendee?.id],
  ['attendee_name', (r) => r.attendee?.name],
  ['from_where', (r) => describeSource(r.source, r.actor)],
  ['source', (r) => r.source],
  ['socket_id', (r) => r.socket_id],
  ['event_id', (r) => r.id],
  ['stream_id', (r) => r.stream_id],
  ['position', (r) => r.position],
  ['data', (r) => JSON.stringify(r.data)],
];

const UTF8_BOM = '\uFEFF';
const CRLF = '\r\n';

/**
 * A cell as typed, quoted where needed and guarded against formulas (names
 * and sources are typed by strangers; the file opens in Excel). Unlike the
 * guest export, commas are kept: an audit copy must say exactly what happened.
 */
function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  return quoteCsvField(guardFormula(String(value)));
}

const csvLine = (values: unknown[]) => values.map(csvCell).join(',') + CRLF;

/** The log, newest first, in pages that each start where the last ended. */
async function* auditPages(context: ServiceContext, organisationId: string, filter: EventLogFilter): AsyncGenerator<AuditLogRow[]> {
  let before: LogPosition | undefined;
  for (;;) {
    const events = await context.store.readEventLog(filter, { before, limit: EXPORT_PAGE });
    if (events.length > 0) yield await auditLogRows(context, organisationId, events);
    if (events.length < EXPORT_PAGE) return;
    const last = events[events.length - 1]!;
    before = { transactionId: last.transactionId, globalPosition: last.globalPosition };
  }
}

async function* csvChunks(pages: AsyncGenerator<AuditLogRow[]>, timezone: string): AsyncGenerator<string> {
  const columns = csvColumns(timezone);
  yield UTF8_BOM + csvLine(columns.map(([header]) => header));
  for await (const rows of pages) yield rows.map((row) => csvLine(columns.map(([, value]) => value(row)))).join('');
}

// JSON.stringify escapes line breaks inside strings, so each row is exactly one line.
async function* jsonlChunks(pages: AsyncGenerator<AuditLogRow[]>): AsyncGenerator<string> {
  for await (const rows of pages) yield rows.map((row) => JSON.stringify(row) + '\n').join('');
}

function fileName(eventName: string, format: AuditExportFormat, timezone: string): string {
  const slug =
    eventName
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .toLowerCase()
      .replace(/[\s_-]+/g, '-')
      .slice(0, 60) || 'event';
  const zone = DateTime.now().setZone(timezone).isValid ? timezone : 'UTC';
  return `${slug}-audit-log-${DateTime.now().setZone(zone).toFormat('yyyy-MM-dd')}.${format}`;
}

/**
 * The filtered audit log as a file, streamed page by page. Access and the
 * filters are checked before the first byte, so a refusal is still a proper
 * 403, 404 or 422.
 */
export async function exportAuditLog(context: ServiceContext, user: AuthUser, eventUuid: string, format: AuditExportFormat, query: AuditLogFilterInput) {
  const filter = eventLogFilter(eventUuid, query);
  const event = await context.db.selectFrom('rm_events').select(['name', 'body']).where('uuid', '=', eventUuid).executeTakeFirstOrThrow();
  const timezone = String((event.body.settings as { timezone?: string } | undefined)?.timezone ?? 'UTC');
  const pages = auditPages(context, user.organisation_id, filter);
  return {
    body: Readable.from(format === 'csv' ? csvChunks(pages, timezone) : jsonlChunks(pages)),
    contentType: CONTENT_TYPES[format],
    fileName: fileName(event.name, format, timezone),
  };
}
