import { webhookEndpointStream } from '@usher/events/webhook-events';
import { fold } from '@usher/domain/deciders/decider';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { isEventRole, permissionsOf, type EventAction } from '@usher/domain/access/event-roles';
import { webhookEndpointDecider, type WebhookEndpointState } from '@usher/domain/webhooks/webhook-endpoint-decider';
import { isUuid } from '@usher/domain/ids/uuid';
import type { AuthUser } from '@usher/infra/http/authenticate';
import type { ServiceContext } from '@usher/infra/context';
import { toDomainEvent } from '../handling/execute.ts';
import { forbidden, requireEventAccess } from '../access/event-access.ts';

/**
 * Organisation-wide endpoints receive every event of the organisation, so
 * only people who may see all its events manage them: those whose role on
 * the organisation's events (the default role) allows it.
 */
export function requireOrganisationWebhookAccess(user: AuthUser, need: EventAction = 'edit'): void {
  const role = isEventRole(user.default_event_role) ? user.default_event_role : 'inactive';
  if (!permissionsOf(role)[need]) throw forbidden(need);
}

/** Who may manage an endpoint: its event's editors, or the organisation's for an organisation-wide one. */
export async function requireScopeAccess(context: ServiceContext, user: AuthUser, eventUuid: string | null, need: EventAction = 'edit'): Promise<void> {
  if (eventUuid) await requireEventAccess(context, user, eventUuid, need);
  else requireOrganisationWebhookAccess(user, need);
}

export async function loadEndpoint(context: ServiceContext, endpointId: string): Promise<WebhookEndpointState> {
  if (!isUuid(endpointId)) return webhookEndpointDecider.initialState();
  const history = await context.store.readStream(webhookEndpointStream(endpointId));
  return fold(webhookEndpointDecider, history.map(toDomainEvent));
}

/** The endpoint, if the user may act on it; another organisation's (or a deleted) one is 404. */
export async function requireEndpointAccess(
  context: ServiceContext,
  user: AuthUser,
  endpointId: string,
  need: EventAction = 'edit',
): Promise<WebhookEndpointState> {
  const endpoint = await loadEndpoint(context, endpointId);
  if (!endpoint.exists || endpoint.deleted || endpoint.organisation_id !== user.organisation_id) throw DomainError.notFound('webhook_endpoint');
  await requireScopeAccess(context, user, endpoint.event_uuid, need);
  return endpoint;
}
