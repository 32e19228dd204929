import { DomainError } from '@usher/domain/deciders/domain-error';
import { isEventRole, permissionsOf, type EventAction } from '@usher/domain/access/event-roles';
import { isUuid } from '@usher/domain/ids/uuid';
import type { AuthUser } from '@usher/infra/http/authenticate';
import type { ServiceContext } from '@usher/infra/context';
import { requireEventRead } from '../access/event-role.ts';

const forbidden = () => new DomainError('forbidden', 'forbidden', 'Your role does not allow you to manage webhooks.');

/** Organisation-wide endpoints see every event: the organisation's default role on its events decides. */
export function requireOrganisationWebhooks(user: AuthUser, need: EventAction): void {
  const role = isEventRole(user.default_event_role) ? user.default_event_role : 'inactive';
  if (!permissionsOf(role)[need]) throw forbidden();
}

export async function requireWebhookScope(context: ServiceContext, user: AuthUser, eventUuid: string | null, need: EventAction): Promise<void> {
  if (!eventUuid) return requireOrganisationWebhooks(user, need);
  const role = await requireEventRead(context, user, eventUuid, ['view']);
  if (!permissionsOf(role)[need]) throw forbidden();
}

/** The endpoint's row if the user may see it (`view`) or manage it (`edit`); another organisation's is 404. */
export async function requireEndpoint(context: ServiceContext, user: AuthUser, endpointId: string, need: EventAction) {
  if (!isUuid(endpointId)) throw DomainError.notFound('webhook_endpoint');
  const endpoint = await context.db
    .selectFrom('rm_webhook_endpoints')
    .selectAll()
    .where('id', '=', endpointId)
    .where('organisation_id', '=', user.organisation_id)
    .executeTakeFirst();
  if (!endpoint) throw DomainError.notFound('webhook_endpoint');
  await requireWebhookScope(context, user, endpoint.event_uuid, need);
  return endpoint;
}
