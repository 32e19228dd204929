import { sql } from 'kysely';
import type { Selectable } from 'kysely';
import type { RmWebhookEndpointsTable } from '@usher/read-models';
import type { WebhookDeliveriesTable } from '@usher/infra/db/schema';
import type { ServiceContext } from '@usher/infra/context';

export function presentEndpoint(row: Selectable<RmWebhookEndpointsTable>) {
  return {
    id: row.id,
    organisation_id: row.organisation_id,
    event_uuid: row.event_uuid,
    url: row.url,
    description: row.description,
    event_types: row.event_types,
    enabled: row.enabled,
    disabled_reason: row.disabled_reason,
    disabled_at: row.disabled_at ? new Date(row.disabled_at).toISOString() : null,
    created_by: row.created_by,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

function presentDelivery(row: Selectable<WebhookDeliveriesTable>) {
  return {
    id: row.id,
    event_id: row.source_event_id,
    event_type: row.event_type,
    position: `${row.transaction_id}-${row.global_position}`,
    status: row.status,
    attempts: row.attempts,
    next_attempt_at: iso(row.next_attempt_at),
    last_attempt_at: iso(row.last_attempt_at),
    last_status_code: row.last_status_code,
    last_response_ms: row.last_response_ms,
    last_error: row.last_error,
    attempt_log: row.attempt_log,
    created_at: iso(row.created_at),
    delivered_at: iso(row.delivered_at),
  };
}

/** The organisation's own endpoints (eventUuid null) or one event's, oldest first. */
export async function listEndpoints(context: ServiceContext, organisationId: string, eventUuid: string | null) {
  let query = context.db.selectFrom('rm_webhook_endpoints').selectAll().where('organisation_id', '=', organisationId);
  query = eventUuid ? query.where('event_uuid', '=', eventUuid) : query.where('event_uuid', 'is', null);
  const rows = await query.orderBy('created_at').orderBy('id').execute();
  return { data: rows.map(presentEndpoint) };
}

/** One endpoint with how its deliveries stand: counts by status and its failure streak. */
export async function showEndpoint(context: ServiceContext, row: Selectable<RmWebhookEndpointsTable>) {
  const [counts, health] = await Promise.all([
    context.db
      .selectFrom('webhook_deliveries')
      .select(['status', sql<number>`count(*)::int`.as('count')])
      .where('endpoint_id', '=', row.id)
      .groupBy('status')
      .execute(),
    context.db.selectFrom('webhook_endpoint_health').selectAll().where('endpoint_id', '=', row.id).executeTakeFirst(),
  ]);
  const byStatus = Object.fromEntries(counts.map((c) => [c.status, c.count]));
  return {
    data: {
      ...presentEndpoint(row),
      deliveries: { pending: byStatus.pending ?? 0, succeeded: byStatus.succeeded ?? 0, failed: byStatus.failed ?? 0 },
      health: {
        consecutive_failures: health?.consecutive_failures ?? 0,
        failing_since: iso(health?.failing_since ?? null),
        next_attempt_at: iso(health?.next_attempt_at ?? null),
        last_success_at: iso(health?.last_success_at ?? null),
      },
    },
  };
}

export interface DeliveryFilters {
  status?: 'pending' | 'succeeded' | 'failed';
  event_type?: string;
  page: number;
  per_page: number;
}

/** The delivery log, newest event first, with each delivery's recent attempts. */
export async function listDeliveries(context: ServiceContext, endpointId: string, filters: DeliveryFilters) {
  let query = context.db.selectFrom('webhook_deliveries').where('endpoint_id', '=', endpointId);
  if (filters.status) query = query.where('status', '=', filters.status);
  if (filters.event_type) query = query.where('event_type', '=', filters.event_type);
  const [rows, total] = await Promise.all([
    query
      .selectAll()
      .orderBy('transaction_id', 'desc')
      .orderBy('global_position', 'desc')
      .limit(filters.per_page)
      .offset((filters.page - 1) * filters.per_page)
      .execute(),
    query.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  const { page, per_page } = filters;
  return { data: rows.map(presentDelivery), meta: { total: total.total, page, per_page, last_page: Math.max(1, Math.ceil(total.total / per_page)) } };
}
