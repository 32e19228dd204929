import { streamIds } from '@usher/events';
import type { Db } from '@usher/infra/db/database';
import { forgetSessionsOf } from '@usher/infra/http/authenticate';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import { appendToOwnStream } from '../handling/append-to-own-stream.ts';

/** The organisation that invited this address first and is still waiting for it, if any. */
export async function pendingOrganisationInvitation(db: Db, email: string): Promise<{ organisation_id: string } | undefined> {
  return db
    .selectFrom('organisation_invitations')
    .select('organisation_id')
    .where('email', '=', email)
    .where('accepted_by', 'is', null)
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Once the new member proved the invited address, the invitation's default role applies. Until
 * then they sit in the organisation with no access ('inactive'), as someone invited to one event
 * does: an address typed by someone else opens nothing.
 */
export async function acceptOrganisationInvitation(
  context: ServiceContext,
  account: { id: string; email: string; organisation_id: string; first_name: string; last_name: string },
  metadata: EventMetadata,
): Promise<void> {
  const invitation = await context.db
    .updateTable('organisation_invitations')
    .set({ accepted_by: account.id })
    .where('email', '=', account.email.toLowerCase())
    .where('organisation_id', '=', account.organisation_id)
    .where('accepted_by', 'is', null)
    .returning(['default_event_role'])
    .executeTakeFirst();
  if (!invitation) return;
  const role = invitation.default_event_role as 'editor' | 'viewer' | 'check_in' | 'check_in_with_floorplan' | 'inactive';
  await context.db.updateTable('users').set({ default_event_role: role }).where('id', '=', account.id).execute();
  forgetSessionsOf(account.id);
  const actor = { type: 'user' as const, id: account.id, name: `${account.first_name} ${account.last_name}` };
  await appendToOwnStream(context, streamIds.organisation(account.organisation_id), {
    type: 'OrganisationMemberRoleChanged',
    data: { organisation_id: account.organisation_id, user_id: account.id, default_event_role: role },
    metadata: { ...metadata, actor, organisation_id: account.organisation_id },
  });
}
