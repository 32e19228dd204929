import type { Db } from '@usher/infra/db/database';
import { hashToken, newToken } from '@usher/infra/http/tokens';
import { forgetSession } from '@usher/infra/http/authenticate';
import { SESSION_DAYS } from '@usher/infra/http/cookies';

/**
 * Opens a session; the token is the access token and the cookie, stored only as a hash.
 * A login-as session names the administrator behind it and lasts `hours` rather than the cookie's days.
 */
export async function openSession(db: Db, userId: string, client: { ip: string | null; userAgent: string | null }, impersonation?: { impersonatorId: string; hours: number }) {
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
    })
    .execute();
  return { token, tokenHash };
}

export async function closeSession(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
  forgetSession(tokenHash);
}
