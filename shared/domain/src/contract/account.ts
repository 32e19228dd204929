import { z } from 'zod';
import { UserSchema } from './identity.ts';

/** Password recovery, password and profile changes (issue 18), and an administrator's recovery actions. */

const MessageReply = z.object({ message: z.string() });

/** POST /api/auth/forgot-password: the same answer whether or not the address has an account. */
export const PostAuthForgotPasswordReplies = { 202: MessageReply };

/** POST /api/auth/reset-password: the password is set; the person signs in with it (a reset never signs anyone in). */
export const PostAuthResetPasswordReplies = { 200: MessageReply };

/** POST /api/auth/change-password: the signed-in user, no longer asked to change it. */
export const PostAuthChangePasswordReplies = { 200: z.object({ message: z.string(), data: UserSchema }) };

/** PUT /api/auth/profile */
export const PutAuthProfileReplies = { 200: z.object({ data: UserSchema }) };

/** POST /api/auth/change-email: where the code went, and until when it works. */
export const PostAuthChangeEmailReplies = {
  202: z.object({ data: z.object({ email: z.string(), expires_at: z.string().describe('When the code and link stop working (ISO 8601).') }) }),
};

/** POST /api/auth/confirm-email-change */
export const PostAuthConfirmEmailChangeReplies = { 200: z.object({ data: UserSchema }) };

/** POST /api/v2/user/{id}/send-reset-link and /default-password: what was emailed, never the secret. */
export const PostUserSendResetLinkReplies = { 202: MessageReply };
export const PostUserDefaultPasswordReplies = { 202: MessageReply };
