import { z } from 'zod';
import { NoContentSchema } from './common.ts';
import { UserSchema } from './identity.ts';

const RecoveryCodes = z.array(z.string()).describe('Ten single-use recovery codes. Shown only now: keep them somewhere safe.');

/** GET /api/v2/user/two-factor-authentication: what the Account Settings card shows. */
export const GetTwoFactorStatusReplies = {
  200: z.object({
    data: z.object({
      enabled: z.boolean().describe('Signing in asks for a code from the authenticator app.'),
      pending: z.boolean().describe('A secret was made but no code from the app has confirmed it yet.'),
      confirmed_at: z.string().nullable(),
      recovery_codes_remaining: z.number().int(),
      required: z.boolean().describe('An administrator or the instance policy requires this account to have a second factor.'),
    }),
  }),
};

/** POST /api/v2/user/two-factor-authentication */
export const PostTwoFactorEnableReplies = {
  201: z.object({
    data: z.object({
      secret: z.string().describe('The base32 key, for typing into an app that cannot scan the QR code.'),
      url: z.string().describe('The otpauth:// URL the QR code carries.'),
      recovery_codes: RecoveryCodes,
    }),
  }),
};

/** GET /api/v2/user/two-factor-qr-code */
export const GetTwoFactorQrCodeReplies = {
  200: z.object({ svg: z.string().describe('The QR code as an SVG document.'), url: z.string(), secret: z.string() }),
};

/** POST /api/v2/user/confirmed-two-factor-authentication and DELETE /api/v2/user/two-factor-authentication */
export const TwoFactorNoContentReplies = { 204: NoContentSchema };

/** GET and POST /api/v2/user/two-factor-recovery-codes */
export const RecoveryCodesReplies = {
  200: z.object({
    data: z.object({
      codes: RecoveryCodes.nullable().describe('The codes, while freshly made (15 minutes); afterwards null: only their hashes are kept.'),
      remaining: z.number().int(),
    }),
  }),
};

/** POST /two-factor-challenge (and /api/auth/two-factor-challenge) */
export const PostTwoFactorChallengeReplies = { 200: z.object({ access_token: z.string(), token_type: z.string(), user: UserSchema }) };

/** POST /api/auth/send-mfa-code */
export const PostSendMfaCodeReplies = { 202: z.object({ data: z.object({ expires_at: z.string().describe('When the emailed code stops working.') }) }) };

export const TWO_FACTOR_POLICIES = ['optional', 'administrators', 'everyone'] as const;
export const TwoFactorPolicySchema = z.enum(TWO_FACTOR_POLICIES);

/** GET and PUT /api/v2/admin/settings/two-factor */
export const TwoFactorPolicyReplies = { 200: z.object({ data: z.object({ policy: TwoFactorPolicySchema }) }) };

/** POST /api/v2/user/{id}/require-two-factor */
export const RequireTwoFactorReplies = { 200: z.object({ data: z.object({ id: z.string(), two_factor_required: z.boolean() }) }) };
