import { createPrivateKey } from 'node:crypto';
import { SignJWT, type JWTPayload } from 'jose';
import type { GoogleWalletSecret } from './wallet-credentials.ts';

const SAVE_URL = 'https://pay.google.com/gp/v/save/';

/**
 * A "Save to Google Wallet" address: the claims (the event's class and the guest's object) as a
 * JWT signed with RS256 by the service account's key, which Google checks against the account's
 * public keys. Made when the guest taps the button, so it always carries the pass as it is.
 */
export async function googleSaveLink(claims: Record<string, unknown>, secret: GoogleWalletSecret, now: Date): Promise<string> {
  const key = createPrivateKey({ key: secret.private_key, format: 'pem' });
  const jwt = await new SignJWT(claims as JWTPayload)
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .sign(key);
  return `${SAVE_URL}${jwt}`;
}
