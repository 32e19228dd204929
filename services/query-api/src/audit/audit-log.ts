import type { AuthUser } from '@usher/infra/http/authenticate';
import type { ServiceContext } from '@usher/infra/context';
import { auditLogRows } from './audit-log-rows.ts';
import { eventLogFilter, positionOf, type AuditLogFilterInput } from './audit-log-filters.ts';

/**
 * A page of an event's audit log, newest first. The log itself is the audit
 * trail, so this reads the event store (through its port, which upcasts and
 * decodes) rather than a read model that could lag or forget. One row more
 * than asked tells whether another page exists.
 */
export async function listAuditLog(
  context: ServiceContext,
  user: AuthUser,
  eventUuid: string,
  query: AuditLogFilterInput & { cursor?: string; limit: number },
) {
  const filter = eventLogFilter(eventUuid, query);
  const events = await context.store.readEventLog(filter, { before: positionOf(query.cursor), limit: query.limit + 1 });
  const page = events.slice(0, query.limit);
  const rows = await auditLogRows(context, user.organisation_id, page);
  const hasMore = events.length > query.limit;
  return { data: rows, meta: { limit: query.limit, next_cursor: hasMore ? rows[rows.length - 1]!.position : null } };
}
