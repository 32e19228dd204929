import { z } from 'zod';
import { NoContentSchema } from './common.ts';

export const UserSchema = z.object({
  id: z.string(),
  full_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  profile_image_src: z.string().nullable(),
  is_admin: z.boolean(),
  email_verified: z.boolean().describe('The owner proved the address (the emailed code or link): invitations and host groups addressed to it open.'),
  organisation_webhooks: z
    .boolean()
    .describe("The organisation's webhooks (every event's) are open to the user: their default role on the organisation's events may view them."),
  may_create_events: z.boolean().describe("The user's role in the organisation lets them create events and duplicate them (an editor of the organisation)."),
  email_verification_required: z
    .boolean()
    .describe('Nothing opens before the address is proved (an account that joined another organisation): only the verification step.'),
  password_change_required: z
    .boolean()
    .describe('An administrator gave the account a temporary password: nothing but choosing a new one (POST /api/auth/change-password) opens until then.'),
});

/** POST /api/auth/signup */
export const PostAuthSignupReplies = { 201: z.object({ access_token: z.string(), token_type: z.string(), user: UserSchema }) };

/** POST /api/auth/login (and /login) */
export const PostAuthLoginReplies = {
  200: z.union([
    z.object({ access_token: z.string(), token_type: z.string(), user: UserSchema }),
    z.object({
      two_factor: z
        .literal(true)
        .describe('The account has a second factor: no session yet; finish with POST /two-factor-challenge (the challenge cookie is set).'),
    }),
  ]),
};

/** POST /api/auth/logout */
export const PostAuthLogoutReplies = { 204: NoContentSchema };

/** The signed-in user, and the administrator behind them while one is logged in as them. */
export const CurrentUserSchema = UserSchema.extend({
  impersonator: z.object({ id: z.string(), name: z.string() }).nullable(),
  two_factor_setup_required: z
    .boolean()
    .optional()
    .describe('The account must set up a second factor before anything else opens (an administrator or the instance policy requires one).'),
});

/** GET /api/auth/business */
export const GetAuthBusinessReplies = { 200: z.object({ data: CurrentUserSchema }) };

/** POST /api/auth/login-as/return */
export const PostAuthLoginAsReturnReplies = {
  200: z.object({
    access_token: z.string(),
    token_type: z.string(),
    user: UserSchema.extend({ impersonator: z.null() }),
  }),
  204: NoContentSchema,
};

/** POST /api/auth/login-as/:id */
export const PostAuthLoginAsReplies = {
  200: z.object({
    access_token: z.string(),
    token_type: z.string(),
    user: UserSchema.extend({ impersonator: z.object({ id: z.string(), name: z.string() }) }),
  }),
};

/** GET /api/csrf-cookie (and /sanctum/csrf-cookie) */
export const GetCsrfCookieReplies = { 204: NoContentSchema };

/** POST /api/auth/confirm-password: the session may take sensitive actions until `confirmed_until`. */
export const PostAuthConfirmPasswordReplies = {
  200: z.object({ data: z.object({ confirmed_until: z.string().describe('When the session must confirm the password again before a sensitive action.') }) }),
};

/** GET /api/auth/confirmed-password-status */
export const GetAuthConfirmedPasswordStatusReplies = {
  200: z.object({ data: z.object({ confirmed: z.boolean(), confirmed_until: z.string().nullable() }) }),
};
