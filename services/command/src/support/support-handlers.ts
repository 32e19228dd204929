import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { streamIds } from '@usher/events';
import { attendeeDecider } from '@usher/domain/deciders/attendee-decider';
import { fold } from '@usher/domain/deciders/decider';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { supportConversationDecider, type SupportConversationCommand } from '@usher/domain/support/support-decider';
import { isUuid } from '@usher/domain/ids/uuid';
import type { AuthUser } from '@usher/infra/http/authenticate';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import { passOfToken } from '@usher/infra/http/pass-links';
import { askerOfQuestion } from '@usher/infra/eventstore/log-lookups';
import { PASS_TRANSFERRED_MESSAGE } from '@usher/domain/deciders/attendee-ticket-transfer';
import { HttpError } from '@usher/infra/http/errors';
import type { ServiceContext } from '@usher/infra/context';
import { execute, toDomainEvent } from '../handling/execute.ts';
import { loadEvent } from '../access/event-access.ts';
import { isLimited, recordHit } from '../identity/rate-limit.ts';

const passNotFound = () => new DomainError('not_found', 'pass_not_found', 'This pass link is not valid.');

/** Questions one pass may send in an hour: plenty for a guest, little for a script. */
const QUESTIONS_PER_HOUR = 10;

async function runConversation(context: ServiceContext, attendeeId: string, command: SupportConversationCommand, metadata: EventMetadata) {
  const result = await execute(context.store, supportConversationDecider, [{ streamId: streamIds.supportConversation(attendeeId), command }], metadata);
  return result.position;
}

/**
 * A guest's question from their pass (the signed pass token is the credential).
 * Refused when the event takes no questions, bounded per pass per hour.
 */
export async function askQuestion(context: ServiceContext, request: FastifyRequest, token: string, text: string) {
  const pass = await passOfToken(context.db, token);
  if (!pass) throw passNotFound();
  const attendeeId = pass.attendee_id;
  const guest = fold(attendeeDecider, (await context.store.readStream(streamIds.attendee(attendeeId))).map(toDomainEvent));
  if (!guest.exists || guest.removed || !guest.event_uuid) throw passNotFound();
  // The ticket's holder now, by the log's word: a former holder's pass writes to no one's conversation.
  const generation = guest.pass_generation ?? 0;
  if (pass.generation !== generation) throw new DomainError('conflict', 'pass_transferred', PASS_TRANSFERRED_MESSAGE);
  const event = await loadEvent(context, guest.event_uuid);
  if (!event.exists || event.settings.is_pass_enabled === false) throw passNotFound();
  const limit = { bucket: `support-question:${attendeeId}`, max: QUESTIONS_PER_HOUR, windowSeconds: 3600 };
  if (await isLimited(context.db, limit))
    throw new HttpError(429, 'You have asked many questions in a short time. Please try again later.', 'too_many_requests');
  const metadata: EventMetadata = {
    // No name in the actor: the guest's name would be their personal data outside the sealed fields.
    actor: { type: 'guest_link', id: attendeeId, name: null },
    event_uuid: guest.event_uuid,
    organisation_id: event.organisation_id,
    correlation_id: request.id ?? randomUUID(),
    causation_id: null,
    socket_id: null,
    occurred_at: new Date().toISOString(),
    source: 'pass',
  };
  const questionId = context.ids.uuid();
  const position = await runConversation(
    context,
    attendeeId,
    {
      type: 'AskQuestion',
      event_uuid: guest.event_uuid,
      attendee_id: attendeeId,
      question_id: questionId,
      text,
      is_support_enabled: event.settings.is_concierge_support_enabled !== false,
      pass_generation: generation,
    },
    metadata,
  );
  await recordHit(context.db, limit.bucket);
  return { data: { id: questionId, text: text.trim() }, position };
}

/** The organiser's answer: editors answer; the guest is mailed and sees it on their pass. */
export async function answerQuestion(context: ServiceContext, user: AuthUser, eventUuid: string, questionId: string, answer: string, metadata: EventMetadata) {
  // Who asked, by the log's word: a question asked a moment ago is answerable before the inbox shows it.
  const askerId = isUuid(questionId) ? await askerOfQuestion(context.db, eventUuid, questionId) : null;
  if (!askerId) throw DomainError.notFound('question');
  const guest = fold(attendeeDecider, (await context.store.readStream(streamIds.attendee(askerId))).map(toDomainEvent));
  // A guest whose data was erased takes their questions with them: nothing is left to answer.
  if (guest.forgotten) throw DomainError.notFound('question');
  const position = await runConversation(
    context,
    askerId,
    {
      type: 'AnswerQuestion',
      event_uuid: eventUuid,
      attendee_id: askerId,
      question_id: questionId,
      answer,
      pass_generation: guest.pass_generation ?? 0,
    },
    metadata,
  );
  return { data: { id: questionId, answer: answer.trim() }, position };
}
