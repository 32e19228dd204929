import type { Db } from '@usher/infra/db/database';
import type { Clock } from '@usher/infra/clock';
import { hashToken, newToken } from '@usher/infra/http/tokens';
import { forgetSession } from '@usher/infra/http/authenticate';
import { SESSION_DAYS } from '@usher/infra/http/cookies';

/**
 * Opens a session; the token is the access token and the cookie, stored only as a hash.
 * A login-as session names the administrator behind it and lasts `hours` rather than the cookie's days.
 * The idle timeout and the recent sign-in that sensitive actions need are measured on the services'
 * clock, so the session's first "last seen" and "signed in" moments are that clock's now.
 */
export async function openSession(
  { db, clock }: { db: Db; clock: Clock },
  userId: string,
  client: { ip: string | null; userAgent: string | null },
  impersonation?: { impersonatorId: string; hours: number },
) {
  const token = newToken();
  const tokenHash = hashToken(token);
  await db
    .insertInto('sessions')
    .values({
      token_hash: tokenHash,
      user_id: userId,
      expires_at: new Date(Date.now() + (impersonation ? impersonation.hours : SESSION_DAYS * 24) * 60 * 60 * 1000),
      impersonator_id: impersonation?.impersonatorId ?? null,
      ip: client.ip,
      user_agent: client.userAgent?.slice(0, 500) ?? null,
      last_seen_at: clock.now(),
      authenticated_at: clock.now(),
    })
    .execute();
  return { token, tokenHash };
}

export async function closeSession(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
  forgetSession(tokenHash);
}
