import { streamIds, toDomainEvent, type EventData } from '@usher/events';
import { attendeeDecider } from '@usher/domain/deciders/attendee-decider';
import { hostGroupDecider } from '@usher/domain/deciders/host-group-decider';
import { fold } from '@usher/domain/deciders/decider';
import { groupTicketEmail, hostAccessEmail } from '@usher/domain/host-groups/host-group-emails';
import { summarizeEvent } from '@usher/domain/invitations/event-summary';
import type { EventState } from '@usher/domain/deciders/event-decider';
import type { EmailContent } from '@usher/domain/invitations/invitation-email';
import type { StoredEvent } from '@usher/infra/eventstore/types';
import { hostLinkFor } from '@usher/infra/http/host-links';
import { passLinksFor } from '@usher/read-models/passes/guest-links';
import type { ComposeContext, ComposedMail } from './compose-mail.ts';
import { activeTemplateFor, renderTemplatedMail } from './compose-templated-mail.ts';

export const HOST_GROUP_MAIL_TYPES = ['HostGroupShared', 'HostGroupTicketsSent'] as const;

/** The group as it was when the mail was asked for (its name and experience type then). */
async function groupAt(context: ComposeContext, stored: StoredEvent) {
  const history = (await context.store.readStream(stored.streamId)).filter((event) => event.streamPosition <= stored.streamPosition);
  return fold(hostGroupDecider, history.map(toDomainEvent));
}

async function recipients(context: ComposeContext, ids: string[]) {
  const histories = await context.store.readStreams(ids.map(streamIds.attendee));
  return ids
    .map((id) => ({ id, guest: fold(attendeeDecider, (histories.get(streamIds.attendee(id)) ?? []).map(toDomainEvent)) }))
    .filter(({ guest }) => guest.exists && !guest.removed && !!guest.email);
}

/** Share: each host their access. Send: each named guest their pass link. In the event's active template for it, when it has one. */
export async function composeHostGroupMail(context: ComposeContext, stored: StoredEvent, eventState: EventState): Promise<ComposedMail[]> {
  const group = await groupAt(context, stored);
  if (!group.fields) return [];
  const event = summarizeEvent({ ...eventState.settings, location: eventState.location });
  const eventUuid = (stored.data as { event_uuid: string }).event_uuid;
  const type = stored.type === 'HostGroupShared' ? 'host_group_access' : 'group_ticket';
  const template = await activeTemplateFor(context, eventState, type);
  // The organiser's template for this guest, or null for the product's own words.
  const templated = (id: string, guest: { first_name: string; last_name: string; is_attending: boolean | null }): Promise<EmailContent | null> =>
    template
      ? renderTemplatedMail(context, {
          eventUuid,
          event: eventState,
          template,
          attendeeId: id,
          knownGuest: { first_name: guest.first_name, last_name: guest.last_name, is_attending: guest.is_attending },
          attachCalendar: false,
        })
      : Promise.resolve(null);
  if (stored.type === 'HostGroupShared') {
    const data = stored.data as EventData<'HostGroupShared'>;
    return Promise.all(
      (await recipients(context, data.host_ids)).map(async ({ id, guest }) => ({
        kind: 'host_access',
        attendeeId: id,
        mail: {
          to: guest.email!,
          ...((await templated(id, guest)) ??
            hostAccessEmail({
              event,
              hostName: `${guest.first_name} ${guest.last_name}`.trim(),
              groupName: group.fields!.name,
              experienceType: group.fields!.experience_type,
              link: await hostLinkFor(context.db, id, group.fields!.experience_type, context.appUrl),
            })),
        },
      })),
    );
  }
  const data = stored.data as EventData<'HostGroupTicketsSent'>;
  return Promise.all(
    (await recipients(context, data.attendee_ids)).map(async ({ id, guest }) => ({
      kind: 'group_ticket',
      attendeeId: id,
      mail: {
        to: guest.email!,
        ...((await templated(id, guest)) ??
          groupTicketEmail({
            event,
            guestName: `${guest.first_name} ${guest.last_name}`.trim(),
            groupName: group.fields!.name,
            link: (await passLinksFor(context.db, id, context.appUrl)).pass_public_link,
          })),
      },
    })),
  );
}
