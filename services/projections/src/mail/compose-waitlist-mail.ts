import { streamIds, toDomainEvent, type EventData } from '@usher/events';
import { attendeeDecider } from '@usher/domain/deciders/attendee-decider';
import { fold } from '@usher/domain/deciders/decider';
import type { EventState } from '@usher/domain/deciders/event-decider';
import { formatMomentFor } from '@usher/domain/i18n/zoned-moment';
import { resolveGuestLanguage } from '@usher/domain/i18n/languages';
import { summarizeEvent } from '@usher/domain/invitations/event-summary';
import { capacityDecider } from '@usher/domain/waitlist/capacity-decider';
import { waitlistPosition } from '@usher/domain/waitlist/capacity-state';
import { waitlistJoinedEmail, waitlistOfferedEmail, waitlistOfferExpiredEmail } from '@usher/domain/waitlist/waitlist-emails';
import type { StoredEvent } from '@usher/infra/eventstore/types';
import { rsvpLinkFor } from '@usher/read-models/passes/guest-links';
import type { ComposeContext, ComposedMail } from './compose-mail.ts';

export const WAITLIST_MAIL_TYPES = ['WaitlistJoined', 'WaitlistPlaceOffered', 'WaitlistOfferExpired'] as const;

/**
 * The guest's mails about the waitlist (issue 32 §2): joined (with their place in line as it was then),
 * places offered (with until when, in the event's time zone, and the link to claim them on their RSVP
 * page), and an offer that ran out.
 */
export async function composeWaitlistMail(context: ComposeContext, stored: StoredEvent, eventState: EventState): Promise<ComposedMail[]> {
  const { attendee_id: attendeeId } = stored.data as { attendee_id: string };
  const guest = fold(attendeeDecider, (await context.store.readStream(streamIds.attendee(attendeeId))).map(toDomainEvent));
  if (!guest.email || guest.removed) return [];
  // No browser to ask in an e-mail: the guest's own language, else the event's, else English.
  const language = resolveGuestLanguage({ guest: guest.language, event: eventState.settings.default_language });
  const event = summarizeEvent({ ...eventState.settings, location: eventState.location }, language);
  const name = `${guest.first_name} ${guest.last_name}`.trim();
  const link = await rsvpLinkFor(context.db, attendeeId, context.appUrl);
  const mail = (kind: string, content: { subject: string; text: string; html: string }): ComposedMail[] => [
    { kind, attendeeId, mail: { to: guest.email!, ...content } },
  ];
  switch (stored.type) {
    case 'WaitlistJoined': {
      const data = stored.data as EventData<'WaitlistJoined'>;
      const upToJoin = (await context.store.readStream(stored.streamId)).filter((event) => event.streamPosition <= stored.streamPosition);
      const position = waitlistPosition(fold(capacityDecider, upToJoin.map(toDomainEvent)), attendeeId) ?? 1;
      return mail('waitlist_joined', waitlistJoinedEmail({ event, name, partySize: data.party_size, position, link, language }));
    }
    case 'WaitlistPlaceOffered': {
      const data = stored.data as EventData<'WaitlistPlaceOffered'>;
      return mail(
        'waitlist_offered',
        waitlistOfferedEmail({
          event,
          name,
          partySize: data.party_size,
          until: formatMomentFor(data.expires_at, eventState.settings.timezone, language),
          link,
          language,
        }),
      );
    }
    case 'WaitlistOfferExpired':
      return mail('waitlist_offer_expired', waitlistOfferExpiredEmail({ event, name, link, language }));
    default:
      return [];
  }
}
