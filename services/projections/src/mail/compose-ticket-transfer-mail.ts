import { streamIds, toDomainEvent, type EventData } from '@usher/events';
import { attendeeDecider } from '@usher/domain/deciders/attendee-decider';
import { fold } from '@usher/domain/deciders/decider';
import { resolveGuestLanguage } from '@usher/domain/i18n/languages';
import type { EventState } from '@usher/domain/deciders/event-decider';
import { summarizeEvent } from '@usher/domain/invitations/event-summary';
import { ticketTransferredNoticeEmail, transferOfferEmail, transferredPassEmail } from '@usher/domain/ticket-transfers/ticket-transfer-emails';
import type { StoredEvent } from '@usher/infra/eventstore/types';
import { passLinksFor } from '@usher/read-models/passes/guest-links';
import { transferLinkFor } from '@usher/infra/http/transfer-links';
import type { ComposeContext, ComposedMail } from './compose-mail.ts';

export const TICKET_TRANSFER_MAIL_TYPES = ['TicketTransferRequested', 'TicketTransferCompleted', 'AttendeePassRevoked'] as const;

const nameOf = (holder: { first_name: string; last_name: string }) => `${holder.first_name} ${holder.last_name}`.trim();

/** The completed transfer an AttendeePassRevoked follows in the same append: its holders. */
async function completedBefore(context: ComposeContext, stored: StoredEvent) {
  const history = await context.store.readStream(stored.streamId);
  const completed = history.filter((event) => event.streamPosition < stored.streamPosition && event.type === 'TicketTransferCompleted').at(-1);
  return (completed?.data as EventData<'TicketTransferCompleted'> | undefined) ?? null;
}

/**
 * A soft transfer's offer goes to the person named; once a ticket moved, its
 * new holder gets their new pass (the generation this event made, so never the
 * revoked one) and the former holder is told.
 */
export async function composeTicketTransferMail(context: ComposeContext, stored: StoredEvent, eventState: EventState): Promise<ComposedMail[]> {
  const attendeeId = stored.streamId.slice('attendee-'.length);
  // No browser to ask in an e-mail. The person named is no guest yet: the event's language; the former holder: their own, else the event's.
  const eventLanguage = resolveGuestLanguage({ event: eventState.settings.default_language });
  const event = summarizeEvent({ ...eventState.settings, location: eventState.location }, eventLanguage);
  if (stored.type === 'TicketTransferRequested') {
    const data = stored.data as EventData<'TicketTransferRequested'>;
    if (data.type !== 'soft_transfer' || !data.to.email) return [];
    const link = await transferLinkFor(context.db, attendeeId, data.transfer_id, context.appUrl);
    return [
      {
        kind: 'ticket_transfer_offer',
        mail: {
          to: data.to.email,
          ...transferOfferEmail({
            event,
            toName: nameOf(data.to),
            fromName: nameOf(data.from),
            link,
            requiresApproval: data.requires_approval,
            language: eventLanguage,
          }),
        },
      },
    ];
  }
  if (stored.type !== 'AttendeePassRevoked') return [];
  const data = stored.data as EventData<'AttendeePassRevoked'>;
  const transfer = await completedBefore(context, stored);
  if (!transfer) return [];
  const mails: ComposedMail[] = [];
  if (transfer.to.email && eventState.settings.is_pass_enabled) {
    const link = (await passLinksFor(context.db, attendeeId, context.appUrl, data.pass_generation)).pass_public_link;
    mails.push({
      kind: 'ticket_transfer_pass',
      mail: {
        to: transfer.to.email,
        ...transferredPassEmail({ event, toName: nameOf(transfer.to), fromName: nameOf(transfer.from), link, language: eventLanguage }),
      },
    });
  }
  if (transfer.from.email) {
    // The guest as they were when the ticket moved (a later change of language is not this mail's).
    const history = (await context.store.readStream(streamIds.attendee(attendeeId))).filter((event) => event.streamPosition < stored.streamPosition);
    const guest = fold(attendeeDecider, history.map(toDomainEvent));
    const language = resolveGuestLanguage({ guest: guest.language, event: eventState.settings.default_language });
    const noticeEvent = summarizeEvent({ ...eventState.settings, location: eventState.location }, language);
    mails.push({
      kind: 'ticket_transfer_notice',
      mail: {
        to: transfer.from.email,
        ...ticketTransferredNoticeEmail({ event: noticeEvent, fromName: nameOf(transfer.from), toName: nameOf(transfer.to), language }),
      },
    });
  }
  return mails;
}
