import { z } from 'zod';

/** GET /api/auth/phone */
export const GetPhoneReplies = {
  200: z.object({
    data: z.object({
      phone_number: z.string().nullable().describe('The proved number (E.164), or null.'),
      phone_verified_at: z.string().nullable(),
      pending_phone_number: z.string().nullable().describe('A number a code was sent to and is still waiting for.'),
    }),
  }),
};

/** POST /api/auth/send-phone-verification */
export const PostSendPhoneVerificationReplies = {
  202: z.object({ data: z.object({ phone_number: z.string().describe('The number as it was read (E.164).'), expires_at: z.string() }) }),
};

/** POST /api/auth/submit-phone-verification */
export const PostSubmitPhoneVerificationReplies = {
  200: z.object({ data: z.object({ phone_number: z.string(), phone_verified_at: z.string() }) }),
};
