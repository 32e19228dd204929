import { z } from 'zod';
import { uuid } from './common.ts';

/**
 * The second factor's audit trail (issue 18). The TOTP secret, the recovery codes and the
 * emailed codes live in ordinary tables, never here: these events say what changed, not the secret.
 */
export const UserTwoFactorEnabled = z
  .object({ user_id: uuid })
  .describe('A user started turning on an authenticator app: it is pending until they enter a code from it.');
export const UserTwoFactorConfirmed = z
  .object({ user_id: uuid })
  .describe('A user entered a code from their authenticator app: signing in now asks for a second factor.');
export const UserTwoFactorDisabled = z
  .object({
    user_id: uuid,
    was_confirmed: z.boolean().describe('False when a setup that was never confirmed was abandoned.'),
  })
  .describe('A user turned their second factor off: signing in asks for the password only.');
export const UserTwoFactorRecoveryCodesRegenerated = z
  .object({
    user_id: uuid,
    count: z.number().int().describe('How many new codes were made; every earlier one stopped working.'),
  })
  .describe('A user made a new set of recovery codes (the codes themselves are never recorded).');
export const UserTwoFactorRecoveryCodeUsed = z
  .object({
    user_id: uuid,
    remaining: z.number().int().describe('Unused recovery codes left afterwards.'),
  })
  .describe('A user signed in with one of their single-use recovery codes.');
export const UserTwoFactorRequirementChanged = z
  .object({
    user_id: uuid,
    required: z.boolean(),
    changed_by: uuid.describe('The instance administrator who changed it (also the actor).'),
  })
  .describe('An instance administrator required a second factor of this user, or stopped requiring it.');
export const InstanceTwoFactorPolicyChanged = z
  .object({
    policy: z
      .enum(['optional', 'administrators', 'everyone'])
      .describe("optional: each person chooses; administrators: the instance's administrators must have one; everyone: every account must."),
    previous: z.enum(['optional', 'administrators', 'everyone']),
  })
  .describe("An instance administrator changed who must have a second factor. Recorded on that administrator's own stream.");

export const UserPhoneVerified = z
  .object({
    user_id: uuid,
    phone_number: z.string().describe("The proved number, E.164. Personal data: sealed with the user's key and shredded when they delete their account."),
  })
  .describe('A user proved that a phone number is theirs with the code from a text message (the code is never recorded).');
