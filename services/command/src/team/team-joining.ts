import { streamIds } from '@usher/events';
import { eventTeamDecider } from '@usher/domain/deciders/event-team-decider';
import type { Db } from '@usher/infra/db/database';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import { pendingTeamInvitationsOf } from '@usher/infra/eventstore/log-lookups';
import { execute } from '../handling/execute.ts';
import { forgetTeam } from '../access/event-teams.ts';

// Signing up looks the new address up in the log, never the team's read
// model: someone invited a moment ago joins the organisation that invited
// them, not one of their own (issue 29, section 2).

/** The organisation of the first event whose team waits for this address, if any. */
export async function pendingInvitationFor(db: Db, email: string): Promise<{ organisation_id: string } | undefined> {
  const [first] = await pendingTeamInvitationsOf(db, email);
  return first ? { organisation_id: first.organisation_id } : undefined;
}

/**
 * Links a new account to the invitations of its organisation's events that
 * named its address. The role already applies by address until then; this
 * records who the person turned out to be.
 */
export async function joinInvitedTeams(
  context: ServiceContext,
  user: { id: string; email: string; organisation_id: string; first_name: string; last_name: string },
  metadata: EventMetadata,
): Promise<void> {
  const pending = (await pendingTeamInvitationsOf(context.db, user.email)).filter((invitation) => invitation.organisation_id === user.organisation_id);
  for (const invitation of pending) {
    await execute(
      context.store,
      eventTeamDecider,
      [
        {
          streamId: streamIds.eventTeam(invitation.event_uuid),
          command: { type: 'JoinAdministrator', administrator_id: invitation.administrator_id, user_id: user.id },
        },
      ],
      {
        ...metadata,
        actor: { type: 'user', id: user.id, name: `${user.first_name} ${user.last_name}` },
        event_uuid: invitation.event_uuid,
        organisation_id: user.organisation_id,
      },
    );
    forgetTeam(invitation.event_uuid);
  }
}
