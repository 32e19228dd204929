import { streamIds } from '@usher/events';
import { eventTeamDecider } from '@usher/domain/deciders/event-team-decider';
import type { Db } from '@usher/infra/db/database';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import { execute } from '../handling/execute.ts';
import { forgetTeam } from '../access/event-teams.ts';
import { projectionIsBehind } from '@usher/infra/eventstore/log-lookups';

// Long enough for a projection that is merely busy; a stopped one must not block sign-ups.
const INVITATIONS_WAIT_MS = 2000;

/**
 * Waits, briefly, until the team read model holds every invitation the log
 * does: signing up looks the new address up there, and someone invited a
 * moment ago must join the organisation that invited them, not found their own.
 */
export async function teamInvitationsProjected(db: Db): Promise<void> {
  const deadline = Date.now() + INVITATIONS_WAIT_MS;
  for (;;) {
    const pending = await projectionIsBehind(db, 'event_team', ['EventAdministratorInvited']);
    if (!pending || Date.now() >= deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The organisation of the first event whose team waits for this address, if any. */
export async function pendingInvitationFor(db: Db, email: string): Promise<{ organisation_id: string } | undefined> {
  return db
    .selectFrom('rm_event_administrators as a')
    .innerJoin('rm_events as e', 'e.uuid', 'a.event_uuid')
    .select('e.organisation_id')
    .where('a.email', '=', email)
    .where('a.user_id', 'is', null)
    .orderBy('a.created_at')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Links a new account to the invitations of its organisation's events that
 * named its address. The role already applies by address until then; this
 * records who the person turned out to be.
 */
export async function joinInvitedTeams(context: ServiceContext, user: { id: string; email: string; organisation_id: string; first_name: string; last_name: string }, metadata: EventMetadata): Promise<void> {
  const pending = await context.db
    .selectFrom('rm_event_administrators as a')
    .innerJoin('rm_events as e', 'e.uuid', 'a.event_uuid')
    .select(['a.administrator_id', 'a.event_uuid'])
    .where('a.email', '=', user.email)
    .where('a.user_id', 'is', null)
    .where('e.organisation_id', '=', user.organisation_id)
    .execute();
  for (const invitation of pending) {
    await execute(context.store, eventTeamDecider, [{ streamId: streamIds.eventTeam(invitation.event_uuid), command: { type: 'JoinAdministrator', administrator_id: invitation.administrator_id, user_id: user.id } }], {
      ...metadata,
      actor: { type: 'user', id: user.id, name: `${user.first_name} ${user.last_name}` },
      event_uuid: invitation.event_uuid,
      organisation_id: user.organisation_id,
    });
    forgetTeam(invitation.event_uuid);
  }
}
