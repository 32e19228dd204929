import { sql } from 'kysely';
import { streamIds } from '@usher/events';
import { eventTeamDecider } from '@usher/domain/deciders/event-team-decider';
import type { EventRole } from '@usher/domain/access/event-roles';
import type { AuthUser } from '@usher/infra/http/authenticate';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import { execute } from '../handling/execute.ts';
import { forgetTeam } from '../access/event-teams.ts';

function presentAdministrator(administrator: { administrator_id: string; email: string; user_id: string | null; role: EventRole }, eventUuid: string) {
  return {
    id: administrator.administrator_id,
    event_uuid: eventUuid,
    email: administrator.email,
    user_id: administrator.user_id,
    role: administrator.role,
    is_pending: administrator.user_id === null,
  };
}

/**
 * Puts a person on the event's team with a role: a colleague of the
 * organisation who proved their address at once, anyone else by address
 * until they sign up and prove it (and so join the organisation, with no
 * access to its other events). The answer is the same whether or not the
 * address has an account elsewhere: an invitation must not tell who uses
 * the product (such an account stays pending, as an unknown address does).
 */
export async function inviteAdministrator(
  context: ServiceContext,
  user: AuthUser,
  eventUuid: string,
  input: { email: string; role: EventRole },
  metadata: EventMetadata,
) {
  const colleague = await provedColleagueWithAddress(context, user.organisation_id, input.email);
  const streamId = streamIds.eventTeam(eventUuid);
  const command = {
    type: 'InviteAdministrator' as const,
    event_uuid: eventUuid,
    administrator_id: context.ids.uuid(),
    email: input.email,
    user_id: colleague?.id ?? null,
    role: input.role,
  };
  const result = await execute(context.store, eventTeamDecider, [{ streamId, command }], metadata);
  forgetTeam(eventUuid);
  const administrator = result.states.get(streamId)!.administrators.get(command.administrator_id)!;
  return { data: presentAdministrator(administrator, eventUuid), position: result.position };
}

/** The account of this organisation with the address, if its owner proved it; one query whoever has it. */
async function provedColleagueWithAddress(context: ServiceContext, organisationId: string, address: string) {
  return context.db
    .selectFrom('users')
    .select('id')
    .where(sql`lower(email)`, '=', address.trim().toLowerCase())
    .where('organisation_id', '=', organisationId)
    .where('email_verified_at', 'is not', null)
    .executeTakeFirst();
}

/** The administrator's event is the one the route's need was judged on (administrator-event.ts). */
export async function setAdministratorRole(context: ServiceContext, eventUuid: string, administratorId: string, role: EventRole, metadata: EventMetadata) {
  const streamId = streamIds.eventTeam(eventUuid);
  const result = await execute(
    context.store,
    eventTeamDecider,
    [{ streamId, command: { type: 'ChangeAdministratorRole', administrator_id: administratorId, role } }],
    { ...metadata, event_uuid: eventUuid },
  );
  forgetTeam(eventUuid);
  const administrator = result.states.get(streamId)!.administrators.get(administratorId)!;
  return { data: presentAdministrator(administrator, eventUuid), position: result.position };
}

/**
 * Whoever creates an event can edit it, even someone whose default on the
 * organisation's events is no access (a person invited to one event).
 */
export async function makeCreatorEditor(context: ServiceContext, user: AuthUser, eventUuid: string, metadata: EventMetadata): Promise<void> {
  if (user.default_event_role === 'editor') return;
  const command = {
    type: 'InviteAdministrator' as const,
    event_uuid: eventUuid,
    administrator_id: context.ids.uuid(),
    email: user.email,
    user_id: user.id,
    role: 'editor' as const,
  };
  await execute(context.store, eventTeamDecider, [{ streamId: streamIds.eventTeam(eventUuid), command }], { ...metadata, event_uuid: eventUuid });
  forgetTeam(eventUuid);
}
