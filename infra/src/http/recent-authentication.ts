import type { ServiceContext } from '../context.ts';
import type { AuthUser } from './authenticate.ts';
import { HttpError } from './errors.ts';

/**
 * How long a proof of identity (a login, or the password typed again) opens sensitive actions.
 * Fifteen minutes, as Laravel Fortify and GitHub's sudo mode do: long enough for one task
 * (turning on a second factor and saving its recovery codes), short enough that a session
 * left open on a shared computer cannot quietly change the account (ASVS 7.5.1).
 */
export const RECENT_AUTHENTICATION_MINUTES = 15;

export const PASSWORD_CONFIRMATION_REQUIRED = 'password_confirmation_required';

/**
 * Refuses a sensitive action (a new API token, revealing a webhook secret, log-in-as, changing the
 * email, the password or a second factor) unless the person behind this session proved who they
 * are within the last {@link RECENT_AUTHENTICATION_MINUTES} minutes. The dashboard answers the
 * refusal's code by asking for the password (`POST /api/auth/confirm-password`) and trying again.
 * An integrator's API token never may: it cannot type a password. Neither may an administrator
 * logged in as someone else, who must not take over the account they are helping with.
 */
export async function requireRecentAuthentication(context: ServiceContext, user: AuthUser): Promise<void> {
  requireRecentAuthenticationAllowed(user);
  const session = await context.db.selectFrom('sessions').select('authenticated_at').where('token_hash', '=', user.sessionTokenHash).executeTakeFirst();
  if (!session || !isRecent(session.authenticated_at, context.clock.now())) {
    throw new HttpError(403, 'Please confirm your password to continue.', PASSWORD_CONFIRMATION_REQUIRED);
  }
}

/** Who can never prove it: an integrator's API token, and an administrator logged in as the user. */
export function requireRecentAuthenticationAllowed(user: AuthUser): void {
  if (user.via === 'api_token') throw new HttpError(403, 'An API token cannot do this. Sign in to the dashboard and try there.', 'session_required');
  if (user.impersonator) throw new HttpError(403, 'Only the account’s owner can do this: return to your own account first.', 'not_while_logged_in_as');
}

export function isRecent(authenticatedAt: Date, now: Date): boolean {
  return now.getTime() - authenticatedAt.getTime() <= RECENT_AUTHENTICATION_MINUTES * 60_000;
}

/** Until when this session may take sensitive actions without asking again (null: it must ask). */
export async function recentAuthenticationUntil(context: ServiceContext, user: AuthUser): Promise<Date | null> {
  if (user.via === 'api_token' || user.impersonator) return null;
  const session = await context.db.selectFrom('sessions').select('authenticated_at').where('token_hash', '=', user.sessionTokenHash).executeTakeFirst();
  if (!session || !isRecent(session.authenticated_at, context.clock.now())) return null;
  return new Date(session.authenticated_at.getTime() + RECENT_AUTHENTICATION_MINUTES * 60_000);
}

/** The session's owner just proved who they are again. */
export async function markAuthenticated(context: ServiceContext, user: AuthUser): Promise<void> {
  await context.db.updateTable('sessions').set({ authenticated_at: context.clock.now() }).where('token_hash', '=', user.sessionTokenHash).execute();
}
