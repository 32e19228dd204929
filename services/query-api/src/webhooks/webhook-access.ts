import type { FastifyRequest } from 'fastify';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { isUuid } from '@usher/domain/ids/uuid';
import type { EventOfObject } from '@usher/infra/http/declared-access';
import type { ServiceContext } from '@usher/infra/context';
import { waitForPosition } from '../consistency/wait-for-position.ts';

export const WEBHOOK_PROJECTION = 'webhook_endpoints';

type EndpointRow = NonNullable<Awaited<ReturnType<typeof loadEndpointRow>>>;

async function loadEndpointRow(context: ServiceContext, organisationId: string, endpointId: string) {
  return context.db
    .selectFrom('rm_webhook_endpoints')
    .selectAll()
    .where('id', '=', endpointId)
    .where('organisation_id', '=', organisationId)
    .executeTakeFirst();
}

// The hook finds the endpoint to judge it, the handler then shows it: one read per request.
const found = new WeakMap<FastifyRequest, Promise<EndpointRow>>();

/** The endpoint the path names (`:id`), of the caller's organisation; another organisation's, or none, is 404. */
export function endpointNamedBy(context: ServiceContext, request: FastifyRequest): Promise<EndpointRow> {
  let endpoint = found.get(request);
  if (!endpoint) {
    endpoint = (async () => {
      const { id } = request.params as { id: string };
      // A client that just created the endpoint reads it back with its position: the read model must have it first.
      await waitForPosition(context, request, WEBHOOK_PROJECTION);
      const row = isUuid(id) ? await loadEndpointRow(context, request.user.organisation_id, id) : undefined;
      if (!row) throw DomainError.notFound('webhook_endpoint');
      return row;
    })();
    found.set(request, endpoint);
  }
  return endpoint;
}

/**
 * Who may see (`read`) or manage (`update`) an endpoint, as the routes declare
 * it: its event's team for one event's endpoint; for an organisation-wide one,
 * which receives every event, those whose role on all its events allows it.
 */
export function endpointEventOf(context: ServiceContext): EventOfObject {
  return { object: 'webhook_endpoint', otherwise: 'all_events', find: async (request) => (await endpointNamedBy(context, request)).event_uuid };
}
