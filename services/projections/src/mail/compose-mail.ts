import { streamIds, toDomainEvent, type EventData } from '@usher/events';
import { attendeeDecider } from '@usher/domain/deciders/attendee-decider';
import { eventDecider } from '@usher/domain/deciders/event-decider';
import { fold } from '@usher/domain/deciders/decider';
import { summarizeEvent } from '@usher/domain/invitations/event-summary';
import { alertEmail } from '@usher/domain/invitations/invitation-email';
import type { Db } from '@usher/infra/db/database';
import type { EventStore } from '@usher/infra/eventstore/event-store';
import type { StoredEvent } from '@usher/infra/eventstore/types';
import type { OutgoingMail } from '@usher/infra/mail/mail-transport';
import { composeHostGroupMail, HOST_GROUP_MAIL_TYPES } from './compose-host-group-mail.ts';
import { eventLandingPath } from '@usher/domain/access/event-roles';
import { teamInvitationEmail } from '@usher/domain/invitations/team-invitation-email';
import { organisationInvitationMail } from './compose-organisation-mail.ts';
import { composeTicketTransferMail, TICKET_TRANSFER_MAIL_TYPES } from './compose-ticket-transfer-mail.ts';
import { composeSupportMail, SUPPORT_MAIL_TYPES } from './compose-support-mail.ts';
import { composeWaitlistMail, WAITLIST_MAIL_TYPES } from './compose-waitlist-mail.ts';
import { invitationContentFor } from './compose-invitation.ts';

/**
 * One mail a logged event asks for: its kind (the dispatcher's: 'invitation',
 * 'host_access'…), the mail, and the guest it is for when that is not the
 * logged event's own guest stream (a host group's hosts and members).
 */
export interface ComposedMail {
  kind: string;
  mail: OutgoingMail;
  attendeeId?: string;
}

export interface ComposeContext {
  db: Db;
  store: EventStore;
  appUrl: string;
}

async function eventStateOf(context: ComposeContext, eventUuid: string) {
  return fold(eventDecider, (await context.store.readStream(streamIds.event(eventUuid))).map(toDomainEvent));
}

async function eventSummaryOf(context: ComposeContext, eventUuid: string) {
  const state = await eventStateOf(context, eventUuid);
  return summarizeEvent({ ...state.settings, location: state.location });
}

/**
 * The messages one logged event asks for, addressed and written. The
 * event's details are read as they are when sending (a moved start time is
 * what the guest needs), the guest's name and address as of the invitation.
 */
export async function composeMail(context: ComposeContext, stored: StoredEvent): Promise<ComposedMail[]> {
  if (stored.type === 'AttendeeInvited') {
    const data = stored.data as EventData<'AttendeeInvited'>;
    const history = (await context.store.readStream(stored.streamId)).filter((event) => event.streamPosition <= stored.streamPosition);
    const guest = fold(attendeeDecider, history.map(toDomainEvent));
    if (!guest.email || guest.removed) return [];
    const attendeeId = stored.streamId.slice('attendee-'.length);
    const event = await eventStateOf(context, data.event_uuid);
    const content = await invitationContentFor(context, { eventUuid: data.event_uuid, event, attendeeId, guest, message: data.message, resend: data.resend });
    return [{ kind: 'invitation', mail: { to: guest.email, ...content } }];
  }
  if (stored.type === 'GuestAlertTriggered') {
    const data = stored.data as EventData<'GuestAlertTriggered'>;
    const users = await context.db
      .selectFrom('users')
      .select(['id', 'email', 'first_name'])
      .where(
        'id',
        'in',
        data.recipients.map((r) => r.user_id),
      )
      .execute();
    const event = await eventSummaryOf(context, data.event_uuid);
    const link = `${context.appUrl}/events/${data.event_uuid}/guest-management`;
    return users.map((user) => ({
      kind: 'alert',
      mail: { to: user.email, ...alertEmail({ event, recipientName: user.first_name, guestName: data.guest_name, action: data.action, link }) },
    }));
  }
  if (stored.type === 'EventAdministratorInvited') return teamInvitationMail(context, stored);
  if (stored.type === 'OrganisationMemberInvited') return organisationInvitationMail(context, stored);
  if ((HOST_GROUP_MAIL_TYPES as readonly string[]).includes(stored.type)) {
    const event = await eventStateOf(context, (stored.data as { event_uuid: string }).event_uuid);
    return composeHostGroupMail(context, stored, event);
  }
  if ((TICKET_TRANSFER_MAIL_TYPES as readonly string[]).includes(stored.type)) {
    const event = await eventStateOf(context, (stored.data as { event_uuid: string }).event_uuid);
    return composeTicketTransferMail(context, stored, event);
  }
  if ((SUPPORT_MAIL_TYPES as readonly string[]).includes(stored.type)) return composeSupportMail(context, stored);
  if ((WAITLIST_MAIL_TYPES as readonly string[]).includes(stored.type)) {
    const event = await eventStateOf(context, (stored.data as { event_uuid: string }).event_uuid);
    return composeWaitlistMail(context, stored, event);
  }
  return [];
}

/**
 * An organiser put someone on an event's team by email. Nobody is mailed about
 * joining by a share link, nor a creator about the team entry made for them.
 */
async function teamInvitationMail(context: ComposeContext, stored: StoredEvent): Promise<ComposedMail[]> {
  const data = stored.data as EventData<'EventAdministratorInvited'>;
  const inviter = stored.metadata.actor;
  if (data.via_share_link || (data.user_id !== null && inviter?.id === data.user_id)) return [];
  const event = await eventSummaryOf(context, data.event_uuid);
  const eventPath = eventLandingPath(data.event_uuid, data.role);
  const link = data.user_id
    ? `${context.appUrl}${eventPath}`
    : `${context.appUrl}/account/signup?${new URLSearchParams({ email: data.email, redirect: eventPath })}`;
  const content = teamInvitationEmail({ eventName: event.name, inviterName: inviter?.name ?? '', role: data.role, link, hasAccount: data.user_id !== null });
  return [{ kind: 'team_invitation', mail: { to: data.email, ...content } }];
}
