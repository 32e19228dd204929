import type { AuthUser } from '@usher/infra/http/authenticate';
import type { ServiceContext } from '@usher/infra/context';

/**
 * The organiser a duplication runs for, read again from their account: a
 * duplication resumed after a restart has no request, only the actor its
 * EventDuplicationStarted recorded. Null when the account is gone.
 */
export async function jobUser(context: ServiceContext, userId: string): Promise<AuthUser | null> {
  const row = await context.db
    .selectFrom('users')
    .select(['id', 'organisation_id', 'first_name', 'last_name', 'email', 'is_admin', 'profile_image_src', 'default_event_role', 'email_verified_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  const { email_verified_at, ...user } = row;
  return { ...user, email_verified: email_verified_at !== null, sessionTokenHash: '', via: 'cookie' };
}
