import { createHmac } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { instanceKey } from '../runtime/instance-secrets.ts';
import { readConfig } from '../config.ts';
import { safeEqual } from './tokens.ts';

// Every pass token starts with this, so a scanner can tell a pass from any other QR code
// and a later format can take another prefix.
const PREFIX = 'P1';
const ID_LENGTH = 22; // 16 bytes in base64url
const SIGNATURE_LENGTH = 22; // the first 16 bytes of the HMAC: forging one means guessing 128 bits

const passKey = (db: Db) => instanceKey(db, 'pass_link_key');

function idBytes(attendeeId: string): Buffer {
  return Buffer.from(attendeeId.replaceAll('-', ''), 'hex');
}

function idFromBytes(bytes: Buffer): string {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function signatureOf(key: string, id: Buffer): string {
  return createHmac('sha256', key).update('pass:').update(id).digest().subarray(0, 16).toString('base64url');
}

/**
 * A guest's pass token, the content of the pass's QR code and the last part of its public link:
 * 'P1', the guest id packed into 16 bytes, and an HMAC of it with the instance secret. Nothing is
 * stored and nothing enters the log; the token is checked by recomputing the HMAC, so a guest id
 * alone (from an export, say) opens no pass and checks no one in. It holds no '.', so a path
 * ending in it is never taken for a static file.
 */
export async function passTokenFor(db: Db, attendeeId: string): Promise<string> {
  const id = idBytes(attendeeId);
  return `${PREFIX}${id.toString('base64url')}${signatureOf(await passKey(db), id)}`;
}

/** The guest id a pass token names, or null when this instance did not make it. */
export async function attendeeIdOfPassToken(db: Db, token: string): Promise<string | null> {
  if (token.length !== PREFIX.length + ID_LENGTH + SIGNATURE_LENGTH || !token.startsWith(PREFIX)) return null;
  const encodedId = token.slice(PREFIX.length, PREFIX.length + ID_LENGTH);
  const signature = token.slice(PREFIX.length + ID_LENGTH);
  const id = Buffer.from(encodedId, 'base64url');
  if (id.length !== 16 || id.toString('base64url') !== encodedId) return null;
  return safeEqual(signature, signatureOf(await passKey(db), id)) ? idFromBytes(id) : null;
}

/** The public pass page (Usher-branded) and its white-label twin (the organiser's look only). */
export async function passLinksFor(db: Db, attendeeId: string, appUrl: string = readConfig().appUrl) {
  const token = await passTokenFor(db, attendeeId);
  return {
    token,
    pass_public_link: `${appUrl}/pass/${token}`,
    pass_whitelabel_public_link: `${appUrl}/p/${token}`,
  };
}
