import { z } from 'zod';
import { uuid } from './common.ts';
import { eventRole } from './team-events.ts';

/** Identity changes, recorded for the audit trail; never a password or token. */
export const UserRegistered = z
  .object({
    user_id: uuid,
    organisation_id: uuid,
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    is_admin: z.boolean(),
    /**
     * The role this person has on the organisation's events that name no role
     * for them: 'editor' for the founder, 'inactive' for people who joined by
     * an invitation to one event. Absent in events recorded before teams.
     */
    default_event_role: eventRole.optional(),
  })
  .describe("Someone signed up: a new organisation's founder, or a person who joined by an invitation to an event team.");

export const UserLoggedIn = z
  .object({ user_id: uuid, ip: z.string().nullable().describe('The address the request came from, when known.') })
  .describe('A user signed in.');
export const UserLoggedOut = z.object({ user_id: uuid }).describe('A user signed out.');
export const UserEmailVerified = z
  .object({
    user_id: uuid,
    method: z.enum(['code', 'link']).describe('How the owner proved it: the six-digit code, or the link from the same email.'),
  })
  .describe('A user proved that their email address is theirs; invitations and host groups addressed to it now open. The code itself is never recorded.');

export const UserImpersonationStarted = z
  .object({
    user_id: uuid.describe('The account now being used.'),
    impersonator_id: uuid.describe('The instance administrator who logged in as them (also the actor).'),
  })
  .describe('An administrator of the instance logged in as another user, to help them; until it ends, their changes carry the administrator in the actor.');
export const UserImpersonationEnded = z
  .object({
    user_id: uuid.describe('The account that was being used.'),
    impersonator_id: uuid.describe('The administrator who returned to their own account.'),
  })
  .describe('An administrator stopped acting as another user.');

export const ActivityLogRead = z
  .object({ log_id: uuid.describe('The activity-feed entry (its event id).'), user_id: uuid, read_at: z.string() })
  .describe('A user marked an activity-feed entry as read.');

export const UserAccountDeleted = z
  .object({
    user_id: uuid,
    organisation_id: uuid,
    deleted_at: z.string(),
  })
  .describe(
    'A user deleted their own account: their sessions and API tokens ended, their key was deleted with this event, so their name, email and addresses in the log read as a deleted user. Carries nothing personal.',
  );

/** Password recovery and changes (issue 18): who asked and how it ended, never a token, a code or a password. */
export const UserPasswordResetRequested = z
  .object({
    user_id: uuid,
    requested_by: z
      .enum(['owner', 'administrator'])
      .describe("Who asked for the link: the account's owner on the forgot-password page, or an instance administrator (then also the actor)."),
  })
  .describe('A password reset link was emailed to the account; any earlier link stopped working. The link itself is never recorded.');
export const UserPasswordReset = z
  .object({ user_id: uuid })
  .describe("The account's password was set again through an emailed reset link; every session of the account ended.");
export const UserPasswordChanged = z
  .object({ user_id: uuid })
  .describe('The owner changed their password, giving the current one; their other sessions ended.');
export const UserTemporaryPasswordSet = z
  .object({ user_id: uuid })
  .describe(
    'An instance administrator (the actor) had a temporary password emailed to the account, which must choose its own at the next sign-in; every session of the account ended. The administrator never sees the password.',
  );
export const UserProfileUpdated = z.object({ user_id: uuid, first_name: z.string(), last_name: z.string() }).describe('A user changed their name.');
export const UserEmailChangeRequested = z
  .object({ user_id: uuid })
  .describe(
    'A user asked to change their email: a code and link went to the new address, which changes once it is proved. The new address and the secrets are not recorded here.',
  );
export const UserEmailChanged = z
  .object({
    user_id: uuid,
    email: z.string().describe('The new address, proved by the code or link sent to it.'),
    method: z.enum(['code', 'link']).describe('How the new address was proved.'),
  })
  .describe("A user's email changed to an address they proved is theirs; the old address was told, and their other sessions ended.");
export const UserDisabled = z
  .object({
    user_id: uuid.describe('The account disabled.'),
  })
  .describe(
    'An administrator of the instance disabled an account (the administrator is the actor): it cannot sign in, and its sessions and API tokens stopped at once.',
  );
export const UserEnabled = z
  .object({
    user_id: uuid.describe('The account enabled again.'),
  })
  .describe(
    'An administrator of the instance enabled a disabled account again (the administrator is the actor): it can sign in, and its API tokens work again.',
  );
export const UserSessionsEnded = z
  .object({
    user_id: uuid.describe('The account whose sessions ended.'),
    sessions: z.number().int().min(0).describe('How many sessions ended.'),
    by: z
      .enum(['owner', 'administrator'])
      .describe("Who ended them: the account's owner (one device, or every other device) or an administrator of the instance (every device)."),
  })
  .describe('Sessions of an account were signed out from elsewhere: their devices must sign in again. Names no device or address.');
export const UserProfileImageChanged = z
  .object({
    user_id: uuid,
    media_id: uuid.nullable().describe('The media-library image now shown as the profile photo; null when it was removed.'),
  })
  .describe('A user chose or removed their profile photo.');
