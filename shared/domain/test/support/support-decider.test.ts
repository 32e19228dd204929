import { describe, it } from 'vitest';
import type { DomainEvent } from '@usher/events';
import { givenFor } from '../deciders/given-when-then.ts';
import { MAX_UNANSWERED_QUESTIONS, supportConversationDecider } from '../../src/support/support-decider.ts';

const EVENT = '11111111-1111-4111-8111-111111111111';
const GUEST = '22222222-2222-4222-8222-222222222222';
const Q = (n: number) => `33333333-3333-4333-8333-${String(n).padStart(12, '0')}`;
const given = givenFor(supportConversationDecider);

const ask = (question_id: string, text = 'Is there parking?') => ({
  type: 'AskQuestion' as const,
  event_uuid: EVENT,
  attendee_id: GUEST,
  question_id,
  text,
  is_support_enabled: true,
  pass_generation: 0,
});
const asked = (question_id: string): DomainEvent => ({
  type: 'SupportQuestionAsked',
  data: { event_uuid: EVENT, attendee_id: GUEST, question_id, text: 'Is there parking?' },
});
const answer = (question_id: string, text = 'Yes, behind the hall.') => ({
  type: 'AnswerQuestion' as const,
  event_uuid: EVENT,
  attendee_id: GUEST,
  question_id,
  answer: text,
  pass_generation: 0,
});

describe('supportConversationDecider', () => {
  it("keeps each holder's conversation theirs after the ticket changed hands", () => {
    const waiting = Array.from({ length: MAX_UNANSWERED_QUESTIONS }, (_, i) => asked(Q(i + 1)));
    // The former holder's waiting questions do not hold the new holder back.
    given(...waiting)
      .when({ ...ask(Q(99)), pass_generation: 1 })
      .then([
        { type: 'SupportQuestionAsked', data: { event_uuid: EVENT, attendee_id: GUEST, question_id: Q(99), text: 'Is there parking?', pass_generation: 1 } },
      ]);
    // An answer to the former holder's question would be mailed to the new holder's address.
    given(asked(Q(1)))
      .when({ ...answer(Q(1)), pass_generation: 1 })
      .thenRefuses({ kind: 'conflict', code: 'question_from_former_holder' });
  });

  it('records a question, trimmed', () => {
    given()
      .when(ask(Q(1), '  Is there parking? '))
      .then([asked(Q(1))]);
  });

  it('refuses an empty or over-long question, and any question when the event takes none', () => {
    given()
      .when(ask(Q(1), '   '))
      .thenRefuses({ kind: 'validation', code: 'validation_failed', errors: { text: ['The question is required.'] } });
    given()
      .when(ask(Q(1), 'x'.repeat(2001)))
      .thenRefuses({ kind: 'validation', code: 'validation_failed', errors: { text: ['The question may not be greater than 2000 characters.'] } });
    given()
      .when({ ...ask(Q(1)), is_support_enabled: false })
      .thenRefuses({ kind: 'forbidden', code: 'support_disabled' });
  });

  it('lets a guest wait on only a few questions at once', () => {
    const waiting = Array.from({ length: MAX_UNANSWERED_QUESTIONS }, (_, i) => asked(Q(i + 1)));
    given(...waiting)
      .when(ask(Q(99)))
      .thenRefuses({ kind: 'validation', code: 'validation_failed' });
    given(...waiting, { type: 'SupportQuestionAnswered', data: { event_uuid: EVENT, attendee_id: GUEST, question_id: Q(1), answer: 'Yes.' } })
      .when(ask(Q(99)))
      .then([asked(Q(99))]);
  });

  it('answers a question once', () => {
    given(asked(Q(1)))
      .when(answer(Q(1), ' Yes, behind the hall. '))
      .then([{ type: 'SupportQuestionAnswered', data: { event_uuid: EVENT, attendee_id: GUEST, question_id: Q(1), answer: 'Yes, behind the hall.' } }]);
    given(asked(Q(1)), { type: 'SupportQuestionAnswered', data: { event_uuid: EVENT, attendee_id: GUEST, question_id: Q(1), answer: 'Yes.' } })
      .when(answer(Q(1)))
      .thenRefuses({ kind: 'conflict', code: 'question_already_answered' });
    given(asked(Q(1)))
      .when(answer(Q(1), ' '))
      .thenRefuses({ kind: 'validation', code: 'validation_failed', errors: { answer: ['The answer is required.'] } });
    given()
      .when(answer(Q(2)))
      .thenRefuses({ kind: 'not_found', code: 'question_not_found' });
  });
});
