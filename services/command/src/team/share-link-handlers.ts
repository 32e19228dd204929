import { streamIds } from '@usher/events';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { fold } from '@usher/domain/deciders/decider';
import { eventTeamDecider } from '@usher/domain/deciders/event-team-decider';
import { isUuid } from '@usher/domain/ids/uuid';
import { roleOnEvent } from '@usher/domain/access/event-roles';
import { readConfig } from '@usher/infra/config';
import type { AuthUser } from '@usher/infra/http/authenticate';
import { roleOfShareCode, shareCodeFor, type ShareableRole } from '@usher/infra/http/share-links';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import { execute, toDomainEvent } from '../handling/execute.ts';
import { loadEvent } from '../access/event-access.ts';
import { forgetTeam } from '../access/event-teams.ts';

export const SHARE_LINK_INVALID_MESSAGE = 'This share link does not work any more. Ask the organiser for a new one.';
export const OTHER_ORGANISATION_SHARE_MESSAGE = 'This event belongs to another organisation. Ask its organiser to invite you by email.';

async function shareGeneration(context: ServiceContext, eventUuid: string): Promise<number> {
  const history = await context.store.readStream(streamIds.eventTeam(eventUuid));
  return fold(eventTeamDecider, history.map(toDomainEvent)).share_generation;
}

function linkFor(eventUuid: string, code: string): string {
  return `${readConfig().appUrl}/events/share?${new URLSearchParams({ event: eventUuid, code })}`;
}

/** Spec 'GET /events/{id}/share/link': a link that puts whoever opens it on the team with the role. */
export async function shareLinkOf(context: ServiceContext, user: AuthUser, eventUuid: string, role: ShareableRole) {
  const generation = await shareGeneration(context, eventUuid);
  const code = await shareCodeFor(context.db, eventUuid, role, generation);
  return { data: { event_uuid: eventUuid, role, code, link: linkFor(eventUuid, code) } };
}

/** Every share link of the event handed out so far stops working. */
export async function resetShareLinks(context: ServiceContext, user: AuthUser, eventUuid: string, metadata: EventMetadata) {
  const result = await execute(
    context.store,
    eventTeamDecider,
    [{ streamId: streamIds.eventTeam(eventUuid), command: { type: 'ResetShareLink', event_uuid: eventUuid } }],
    metadata,
  );
  return { data: { event_uuid: eventUuid, generation: result.states.get(streamIds.eventTeam(eventUuid))!.share_generation }, position: result.position };
}

/**
 * The organisation a share link joins and the role it gives, checked against
 * the current generation; a bad, reset or foreign code is one and the same 404.
 */
export async function resolveShareLink(context: ServiceContext, eventUuid: string, code: string): Promise<{ organisation_id: string; role: ShareableRole }> {
  const event = isUuid(eventUuid) ? await loadEvent(context, eventUuid) : null;
  const role = event?.exists && event.organisation_id ? await roleOfShareCode(context.db, eventUuid, code, await shareGeneration(context, eventUuid)) : null;
  if (!event?.organisation_id || !role) throw new DomainError('not_found', 'share_link_invalid', SHARE_LINK_INVALID_MESSAGE);
  return { organisation_id: event.organisation_id, role };
}

/** Spec 'GET /events/share/accept/{code}/{x}': the signed-in person joins the event's team. */
export async function acceptShareLink(
  context: ServiceContext,
  user: Pick<AuthUser, 'id' | 'email' | 'email_verified' | 'organisation_id'>,
  eventUuid: string,
  code: string,
  metadata: EventMetadata,
) {
  const { organisation_id, role } = await resolveShareLink(context, eventUuid, code);
  // Accounts belong to one organisation; joining another's event needs an invitation it can see.
  if (organisation_id !== user.organisation_id) throw new DomainError('forbidden', 'other_organisation', OTHER_ORGANISATION_SHARE_MESSAGE);
  const command = { type: 'JoinByShareLink' as const, event_uuid: eventUuid, administrator_id: context.ids.uuid(), email: user.email, user_id: user.id, role };
  const streamId = streamIds.eventTeam(eventUuid);
  const result = await execute(context.store, eventTeamDecider, [{ streamId, command }], { ...metadata, event_uuid: eventUuid, organisation_id });
  forgetTeam(eventUuid);
  // A member already on the team keeps the role they had.
  const member = roleOnEvent({ ...user, default_event_role: role }, result.states.get(streamId)!.administrators.values());
  return { data: { event_uuid: eventUuid, role: member, joined: result.appended.length > 0 }, position: result.position };
}
