import { DateTime } from 'luxon';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { isUuid } from '@usher/domain/ids/uuid';
import { toCsv } from '@usher/domain/guest-export/to-csv';
import type { AuthUser } from '@usher/infra/http/authenticate';
import type { ServiceContext } from '@usher/infra/runtime/context';
import { writeXlsx } from '@usher/infra/spreadsheets/xlsx';
import { presentGuest, selectGuests, type AttendeeSelection } from '../attendees/attendee-queries.ts';
import { exportHeaders, exportRow } from './guest-export-rows.ts';
import { customExportColumns, withCustomValues, type CustomExportColumn } from '../fields/export-custom-columns.ts';
import { eventFieldsOfBody } from '../fields/event-fields-read.ts';
import { requireKnownTags, tagsById } from '../attendee-tags/tag-queries.ts';

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** 'Winter Gala' → 'winter-gala-guests-2026-11-21.csv': a safe name, whatever the event is called. */
function fileName(eventName: string, format: 'csv' | 'xlsx', timezone: string): string {
  const slug = eventName.normalize('NFKD').replace(/[^\w\s-]/g, '').trim().toLowerCase().replace(/[\s_-]+/g, '-').slice(0, 60) || 'event';
  return `${slug}-guests-${DateTime.now().setZone(timezone).toFormat('yyyy-MM-dd')}.${format}`;
}

/** The guest list of an event of the user's organisation as a CSV or XLSX file. */
export async function exportGuests(context: ServiceContext, user: AuthUser, eventUuid: string, format: 'csv' | 'xlsx', selection: AttendeeSelection) {
  const event = isUuid(eventUuid)
    ? await context.db.selectFrom('rm_events').select(['name', 'body']).where('uuid', '=', eventUuid).where('organisation_id', '=', user.organisation_id).executeTakeFirst()
    : undefined;
  if (!event) throw DomainError.notFound('event');
  const timezone = String((event.body.settings as { timezone?: string }).timezone ?? 'UTC');
  const builtIn = exportHeaders(timezone);
  const customColumns = customExportColumns(eventFieldsOfBody(event.body).custom_fields ?? [], builtIn);
  const headers = [...builtIn, ...customColumns.map((column) => column.header)];
  const rows = await exportRows(context, eventUuid, timezone, selection, customColumns);
  const body = format === 'csv' ? toCsv(rows, { headers }) : await writeXlsx(rows, 'Guests', { headers });
  return { body, contentType: CONTENT_TYPES[format], fileName: fileName(event.name, format, timezone) };
}

/**
 * Every guest of the selection, in its order, as export rows. One query: at
 * 100,000 guests it takes about a second, where paging with OFFSET took
 * fifteen (each page re-reads every row before it).
 */
async function exportRows(context: ServiceContext, eventUuid: string, timezone: string, selection: AttendeeSelection, customColumns: CustomExportColumn[]) {
  const tags = await tagsById(context, eventUuid);
  requireKnownTags(tags, selection);
  const { ordered } = selectGuests(context, eventUuid, selection);
  const rows = await ordered.execute();
  return rows.map((row) => {
    const guest = presentGuest(row, tags);
    return withCustomValues(exportRow(guest, timezone), guest.custom_fields, customColumns);
  });
}
