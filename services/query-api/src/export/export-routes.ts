import { z } from 'zod';
import { DateTime } from 'luxon';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { toCsv } from '@usher/domain/guest-export/to-csv';
import type { ServiceContext } from '@usher/infra/runtime/context';
import { authenticate, authenticateBeforeValidation } from '@usher/infra/http/authenticate';
import { writeXlsx } from '@usher/infra/spreadsheets/xlsx';
import { waitForPosition } from '../consistency/wait-for-position.ts';
import { SelectionQuery } from '../attendees/attendee-query-routes.ts';
import { exportRows } from './export-guests.ts';
import { EXPORT_HEADERS } from './guest-export-rows.ts';
import { isUuid } from '@usher/domain/ids/uuid';

const ExportQuery = SelectionQuery.extend({ format: z.enum(['csv', 'xlsx']).default('csv') });
const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** 'Winter Gala' → 'winter-gala-guests-2026-11-21.csv': a safe name, whatever the event is called. */
function fileName(eventName: string, format: 'csv' | 'xlsx', timezone: string): string {
  const slug = eventName.normalize('NFKD').replace(/[^\w\s-]/g, '').trim().toLowerCase().replace(/[\s_-]+/g, '-').slice(0, 60) || 'event';
  return `${slug}-guests-${DateTime.now().setZone(timezone).toFormat('yyyy-MM-dd')}.${format}`;
}

/** The guest list as a file: the same filters, search, sort and selection as the list. */
export function exportRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    authenticateBeforeValidation(app, context);
    app.get(
      '/api/v2/events/:e/attendees/export',
      { schema: { params: z.object({ e: z.string().max(100) }), querystring: ExportQuery, tags: ['attendees'] } },
      async (request, reply) => {
        const user = await authenticate(context, request);
        await waitForPosition(context, request, 'events', 'guest_list');
        const { e } = request.params;
        const event = isUuid(e)
          ? await context.db.selectFrom('rm_events').select(['name', 'body']).where('uuid', '=', e).where('organisation_id', '=', user.organisation_id).executeTakeFirst()
          : undefined;
        if (!event) throw DomainError.notFound('event');
        const timezone = String((event.body.settings as { timezone?: string }).timezone ?? 'UTC');
        const { format, filter, ...selection } = request.query;
        const rows = await exportRows(context, e, timezone, { ...selection, filters: filter });
        const body = format === 'csv' ? toCsv(rows, { headers: EXPORT_HEADERS }) : await writeXlsx(rows, 'Guests', { headers: EXPORT_HEADERS });
        return reply
          .header('content-type', CONTENT_TYPES[format])
          .header('content-disposition', `attachment; filename="${fileName(event.name, format, timezone)}"`)
          .header('cache-control', 'no-store')
          .send(body);
      },
    );
  };
}
