import { z } from 'zod';
import { uuid } from './common.ts';

// Concierge support (issue 21; spec section 3 "Event form"): a guest asks a
// question from their pass and the organiser answers it. One conversation per
// guest, stream `support-conversation-{attendeeId}`. The question and the
// answer are the guest's personal data (personal-data.ts).

export const SupportQuestionAsked = z
  .object({
    event_uuid: uuid,
    attendee_id: uuid,
    question_id: uuid,
    text: z.string(),
    pass_generation: z
      .number()
      .int()
      .nonnegative()
      .optional()
      .describe("The pass generation of the ticket's holder who asked (absent: 0): after a transfer the conversation stays with the holder who had it."),
  })
  .describe('A guest asked the organiser a question from their pass.');
export const SupportQuestionAnswered = z
  .object({ event_uuid: uuid, attendee_id: uuid, question_id: uuid, answer: z.string() })
  .describe("The organiser answered a guest's question; the guest is told by email and on their pass.");
