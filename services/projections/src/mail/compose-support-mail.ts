import { streamIds, toDomainEvent, type EventData } from '@usher/events';
import { attendeeDecider } from '@usher/domain/deciders/attendee-decider';
import { eventDecider } from '@usher/domain/deciders/event-decider';
import { fold } from '@usher/domain/deciders/decider';
import { resolveGuestLanguage } from '@usher/domain/i18n/languages';
import { supportAnswerEmail, supportQuestionEmail } from '@usher/domain/support/support-email';
import type { StoredEvent } from '@usher/infra/eventstore/types';
import { passLinksFor } from '@usher/read-models/passes/guest-links';
import type { ComposeContext, ComposedMail } from './compose-mail.ts';

export const SUPPORT_MAIL_TYPES = ['SupportQuestionAsked', 'SupportQuestionAnswered'] as const;

async function guestOf(context: ComposeContext, attendeeId: string) {
  return fold(attendeeDecider, (await context.store.readStream(streamIds.attendee(attendeeId))).map(toDomainEvent));
}

/** The question whose answer this is, from the guest's own conversation stream. */
async function questionAsked(context: ComposeContext, stored: StoredEvent, questionId: string): Promise<EventData<'SupportQuestionAsked'> | undefined> {
  const history = await context.store.readStream(stored.streamId);
  const asked = history.find((event) => event.type === 'SupportQuestionAsked' && (event.data as EventData<'SupportQuestionAsked'>).question_id === questionId);
  return asked?.data as EventData<'SupportQuestionAsked'> | undefined;
}

/**
 * Concierge support's mail: an answer goes to the guest who asked; a question
 * goes to the organiser's support address when organiser concierge support is on.
 * A forgotten guest's words are gone, and so is the mail about them.
 */
export async function composeSupportMail(context: ComposeContext, stored: StoredEvent): Promise<ComposedMail[]> {
  const data = stored.data as EventData<'SupportQuestionAsked'> | EventData<'SupportQuestionAnswered'>;
  const event = fold(eventDecider, (await context.store.readStream(streamIds.event(data.event_uuid))).map(toDomainEvent));
  const guest = await guestOf(context, data.attendee_id);
  if (!event.exists || !guest.exists || guest.forgotten) return [];
  const guestName = `${guest.first_name} ${guest.last_name}`.trim();
  if (stored.type === 'SupportQuestionAsked') {
    const { text } = data as EventData<'SupportQuestionAsked'>;
    const to = event.settings.organizer_concierge_support_email;
    if (!event.settings.is_organizer_concierge_support_enabled || !to || !text) return [];
    const supportLink = `${context.appUrl}/events/${data.event_uuid}/event-builder/support`;
    return [
      {
        kind: 'support_question',
        mail: { to, ...supportQuestionEmail({ eventName: event.settings.name, guestName, guestEmail: guest.email, question: text, supportLink }) },
      },
    ];
  }
  const { answer, question_id } = data as EventData<'SupportQuestionAnswered'>;
  if (!guest.email || !answer) return [];
  const asked = await questionAsked(context, stored, question_id);
  // The ticket changed hands after the answer: the address is the new holder's, the question was not theirs.
  if ((asked?.pass_generation ?? 0) !== (guest.pass_generation ?? 0)) return [];
  const { pass_public_link } = await passLinksFor(context.db, data.attendee_id, context.appUrl);
  const question = asked?.text ?? '';
  return [
    {
      kind: 'support_answer',
      attendeeId: data.attendee_id,
      mail: {
        to: guest.email,
        ...supportAnswerEmail({
          eventName: event.settings.name,
          guestFirstName: guest.first_name,
          question,
          answer,
          passLink: pass_public_link,
          // No browser to ask in an e-mail: the guest's own language, else the event's.
          language: resolveGuestLanguage({ guest: guest.language, event: event.settings.default_language }),
        }),
      },
    },
  ];
}
