import { z } from 'zod';
import { uuid } from './common.ts';
import { eventRole } from './team-events.ts';

/** Identity changes, recorded for the audit trail; never a password or token. */
export const UserRegistered = z.object({
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
}).describe('Someone signed up: a new organisation\'s founder, or a person who joined by an invitation to an event team.');

export const UserLoggedIn = z.object({ user_id: uuid, ip: z.string().nullable().describe('The address the request came from, when known.') }).describe('A user signed in.');
export const UserLoggedOut = z.object({ user_id: uuid }).describe('A user signed out.');
export const UserEmailVerified = z.object({
  user_id: uuid,
  method: z.enum(['code', 'link']).describe('How the owner proved it: the six-digit code, or the link from the same email.'),
}).describe("A user proved that their email address is theirs; invitations and host groups addressed to it now open. The code itself is never recorded.");

export const UserImpersonationStarted = z.object({
  user_id: uuid.describe('The account now being used.'),
  impersonator_id: uuid.describe('The instance administrator who logged in as them (also the actor).'),
}).describe('An administrator of the instance logged in as another user, to help them; until it ends, their changes carry the administrator in the actor.');
export const UserImpersonationEnded = z.object({
  user_id: uuid.describe('The account that was being used.'),
  impersonator_id: uuid.describe('The administrator who returned to their own account.'),
}).describe('An administrator stopped acting as another user.');

export const ActivityLogRead = z.object({ log_id: uuid.describe('The activity-feed entry (its event id).'), user_id: uuid, read_at: z.string() }).describe('A user marked an activity-feed entry as read.');

export const UserAccountDeleted = z.object({
  user_id: uuid,
  organisation_id: uuid,
  deleted_at: z.string(),
}).describe('A user deleted their own account: their sessions and API tokens ended, their key was deleted with this event, so their name, email and addresses in the log read as a deleted user. Carries nothing personal.');

export const UserProfileImageChanged = z.object({
  user_id: uuid,
  media_id: uuid.nullable().describe('The media-library image now shown as the profile photo; null when it was removed.'),
}).describe('A user chose or removed their profile photo.');
