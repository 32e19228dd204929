import type { StreamEvent } from '@usher/events';
import type { Decider } from '../deciders/decider.ts';
import { DomainError } from '../deciders/domain-error.ts';
import { checkField, maxLength, required } from '../validation/rules.ts';

export const SUPPORT_QUESTION_MAX = 2000;
export const SUPPORT_ANSWER_MAX = 5000;
/** A guest waits for answers before asking more: a pass is no mailbox to flood. */
export const MAX_UNANSWERED_QUESTIONS = 5;

/**
 * One ticket's conversations with the organiser (stream `support-conversation-{attendeeId}`). Each
 * question belongs to the holder who asked it, named by their pass generation: after a transfer the
 * new holder starts their own conversation and the former holder's stays theirs.
 */
export interface SupportConversationState {
  questions: Map<string, { answered: boolean; pass_generation: number }>;
}

export type SupportConversationCommand =
  | { type: 'AskQuestion'; event_uuid: string; attendee_id: string; question_id: string; text: string; is_support_enabled: boolean; pass_generation: number }
  /** `pass_generation`: the ticket's holder now; a former holder's question is theirs, not the new holder's to be told. */
  | { type: 'AnswerQuestion'; event_uuid: string; attendee_id: string; question_id: string; answer: string; pass_generation: number };

function requireText(field: string, value: string, label: string, max: number): string {
  const text = value.trim();
  const messages = checkField(text, label, [required, maxLength(max)]);
  if (messages.length > 0) throw DomainError.validation({ [field]: messages });
  return text;
}

export const supportConversationDecider: Decider<SupportConversationState, SupportConversationCommand, StreamEvent<'support_conversation'>> = {
  initialState: () => ({ questions: new Map() }),

  evolve(state, event) {
    switch (event.type) {
      case 'SupportQuestionAsked':
        return { questions: new Map(state.questions).set(event.data.question_id, { answered: false, pass_generation: event.data.pass_generation ?? 0 }) };
      case 'SupportQuestionAnswered': {
        const question = state.questions.get(event.data.question_id);
        return { questions: new Map(state.questions).set(event.data.question_id, { answered: true, pass_generation: question?.pass_generation ?? 0 }) };
      }
      default:
        return state;
    }
  },

  decide(command, state): StreamEvent<'support_conversation'>[] {
    switch (command.type) {
      case 'AskQuestion': {
        if (!command.is_support_enabled) throw new DomainError('forbidden', 'support_disabled', 'This event does not take questions.');
        const text = requireText('text', command.text, 'The question', SUPPORT_QUESTION_MAX);
        const waiting = [...state.questions.values()].filter((question) => !question.answered && question.pass_generation === command.pass_generation).length;
        if (waiting >= MAX_UNANSWERED_QUESTIONS) {
          throw DomainError.validation({
            text: [`You have ${MAX_UNANSWERED_QUESTIONS} questions waiting for an answer. Please wait for one before asking more.`],
          });
        }
        const asked = { event_uuid: command.event_uuid, attendee_id: command.attendee_id, question_id: command.question_id, text };
        // Generation 0 is left out, as every question before transfers existed was written.
        return [{ type: 'SupportQuestionAsked', data: command.pass_generation > 0 ? { ...asked, pass_generation: command.pass_generation } : asked }];
      }
      case 'AnswerQuestion': {
        const question = state.questions.get(command.question_id);
        if (!question) throw DomainError.notFound('question');
        if (question.answered) throw new DomainError('conflict', 'question_already_answered', 'This question has been answered already.');
        if (question.pass_generation !== command.pass_generation) {
          throw new DomainError(
            'conflict',
            'question_from_former_holder',
            'The guest who asked this no longer holds the ticket: the answer would reach its new holder.',
          );
        }
        const answer = requireText('answer', command.answer, 'The answer', SUPPORT_ANSWER_MAX);
        return [
          {
            type: 'SupportQuestionAnswered',
            data: { event_uuid: command.event_uuid, attendee_id: command.attendee_id, question_id: command.question_id, answer },
          },
        ];
      }
    }
  },
};
