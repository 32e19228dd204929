import { SIGNUP_BY_INVITATION_MESSAGE, SIGNUP_CLOSED_MESSAGE } from '@usher/domain/instance/instance-settings';
import type { Db } from '@usher/infra/db/database';
import { HttpError } from '@usher/infra/http/errors';
import { readInstanceSettings } from '@usher/infra/instance/instance-settings';
import { pendingInvitationFor } from '../team/team-joining.ts';

export interface SignupAttempt {
  /** The address the account would have, lower-cased. */
  email: string;
  /** The person came through an event's share link that resolved (an invitation of its own). */
  viaShareLink: boolean;
}

/**
 * Whether the instance lets this person create an account, by the mode saved on /admin/settings:
 * 'open' lets anyone; 'invitation' lets those with a pending team invitation to their address or
 * an event's share link; 'closed' lets only the first account of an empty instance (its
 * administrator). The empty instance's first account is always let through, so an instance can
 * never lock itself out. Every way of creating an account (the form, single sign-on) calls this,
 * inside the transaction that serialises sign-ups, so the first-account check cannot race.
 */
export async function assertSignupAllowed(db: Db, attempt: SignupAttempt): Promise<void> {
  const { signupMode } = await readInstanceSettings(db);
  if (signupMode === 'open') return;
  const isFirstAccount = !(await db.selectFrom('users').select('id').limit(1).executeTakeFirst());
  if (isFirstAccount) return;
  if (signupMode === 'closed') throw new HttpError(403, SIGNUP_CLOSED_MESSAGE, 'signup_closed');
  if (attempt.viaShareLink || (await pendingInvitationFor(db, attempt.email))) return;
  throw new HttpError(403, SIGNUP_BY_INVITATION_MESSAGE, 'signup_by_invitation');
}
