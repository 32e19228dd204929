import { z } from 'zod';
import { safeText } from '../validation/safe-text.ts';
import { PositionSchema } from './common.ts';
import { SUPPORT_ANSWER_MAX, SUPPORT_QUESTION_MAX } from '../support/support-decider.ts';

// Concierge support (spec section 3, Event form): guests ask from their pass,
// the organiser answers on the builder's Support screen. Bodies take a little
// more than the rules allow, so an over-long text gets the rules' 422 message.

export const AskQuestionBody = z.object({ text: safeText({ max: SUPPORT_QUESTION_MAX * 2, multiline: true }).default('') });
export const AnswerQuestionBody = z.object({ answer: safeText({ max: SUPPORT_ANSWER_MAX * 2, multiline: true }).default('') });

/** A question as its guest sees it on the pass. */
export const GuestQuestionSchema = z.object({
  id: z.string(),
  text: z.string(),
  answer: z.string().nullable(),
  asked_at: z.string(),
  answered_at: z.string().nullable(),
});

/** A question as the organiser sees it: whose it is. */
export const SupportQuestionSchema = GuestQuestionSchema.extend({
  attendee_id: z.string(),
  guest_name: z.string(),
  guest_email: z.string().nullable(),
});

/** GET /api/v2/events/:e/support-questions: unanswered first, then the latest. */
export const GetEventsSupportQuestionsReplies = { 200: z.object({ data: z.array(SupportQuestionSchema) }) };
/** POST /api/v2/events/:e/support-questions/:id/answer */
export const PostEventsSupportAnswerReplies = { 200: z.object({ data: z.object({ id: z.string(), answer: z.string() }), position: PositionSchema }) };
/** GET /api/v2/public/pass/:token/questions */
export const GetPublicPassQuestionsReplies = { 200: z.object({ data: z.object({ is_enabled: z.boolean(), questions: z.array(GuestQuestionSchema) }) }) };
/** POST /api/v2/public/pass/:token/questions */
export const PostPublicPassQuestionsReplies = { 201: z.object({ data: z.object({ id: z.string(), text: z.string() }), position: PositionSchema }) };
