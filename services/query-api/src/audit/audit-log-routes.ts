import { z } from 'zod';
import { EventParams } from '@usher/domain/contract/request-params';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/context';
import { waitForPosition } from '../consistency/wait-for-position.ts';
import { AuditLogFilterQuery, AuditLogListQuery } from './audit-log-filters.ts';
import { listAuditLog } from './audit-log.ts';
import { exportAuditLog } from './audit-log-export.ts';
import { GetEventsAuditLogExportReplies, GetEventsAuditLogReplies } from '@usher/domain/contract/audit';

const ExportQuery = AuditLogFilterQuery.extend({ format: z.enum(['csv', 'jsonl']).default('csv') });

/** Issue 4 (auditors): every change of an event, with who, what, when and from where; as pages or as a file. */
export function auditLogRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['audit'];

    app.get(
      '/api/v2/events/:e/audit-log',
      { config: { need: ['read', 'event'] }, schema: { params: EventParams, querystring: AuditLogListQuery, tags, response: GetEventsAuditLogReplies } },
      async (request) => {
        const { user } = request;
        // The rows come from the log itself; only the access check reads a projection.
        await waitForPosition(context, request, 'events', 'event_team');
        return listAuditLog(context, user, request.params.e, request.query);
      },
    );

    app.get(
      '/api/v2/events/:e/audit-log/export',
      { config: { need: ['read', 'event'] }, schema: { params: EventParams, querystring: ExportQuery, tags, response: GetEventsAuditLogExportReplies } },
      async (request, reply) => {
        const { user } = request;
        await waitForPosition(context, request, 'events', 'event_team');
        const { format, ...filters } = request.query;
        const file = await exportAuditLog(context, user, request.params.e, format, filters);
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'no-store')
          .send(file.body);
      },
    );
  };
}
