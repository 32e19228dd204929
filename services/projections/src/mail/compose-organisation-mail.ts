import { streamIds, type EventData } from '@usher/events';
import { organisationInvitationEmail } from '@usher/domain/invitations/organisation-invitation-email';
import type { StoredEvent } from '@usher/infra/eventstore/types';
import type { OutgoingMail } from '@usher/infra/mail/mail-transport';
import type { ComposeContext } from './compose-mail.ts';

/** The organisation's name as its own stream last set it (the read model may still be behind). */
async function organisationNameOf(context: ComposeContext, organisationId: string): Promise<string | null> {
  const events = await context.store.readStream(streamIds.organisation(organisationId));
  const profile = [...events].reverse().find((event) => event.type === 'OrganisationProfileUpdated');
  return profile ? (profile.data as EventData<'OrganisationProfileUpdated'>).name : null;
}

/** An editor invited someone to the organisation: a sign-up link for that address. */
export async function organisationInvitationMail(context: ComposeContext, stored: StoredEvent): Promise<{ kind: string; mail: OutgoingMail }[]> {
  const data = stored.data as EventData<'OrganisationMemberInvited'>;
  const link = `${context.appUrl}/account/signup?${new URLSearchParams({ email: data.email })}`;
  const content = organisationInvitationEmail({
    organisationName: await organisationNameOf(context, data.organisation_id),
    inviterName: stored.metadata.actor?.name ?? '',
    role: data.default_event_role,
    link,
  });
  return [{ kind: 'organisation_invitation', mail: { to: data.email, ...content } }];
}
