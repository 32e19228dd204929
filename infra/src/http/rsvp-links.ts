import { createHmac } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { instanceKey } from '../secrets/instance-secrets.ts';
import { appUrlOf } from '../mail/message-id.ts';
import { safeEqual } from './tokens.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const rsvpLinkKey = (db: Db) => instanceKey(db, 'rsvp_link_key');

const SIGNATURE_LENGTH = 43; // a whole SHA-256 in base64url

// A ticket that changed hands (a transfer) has a new holder: their link carries the pass
// generation, and the one the former holder kept stops opening, as their pass does.
function signatureOf(key: string, attendeeId: string, generation = 0): string {
  return createHmac('sha256', key)
    .update(generation > 0 ? `rsvp:${attendeeId}:${generation}` : `rsvp:${attendeeId}`)
    .digest('base64url');
}

/**
 * A guest's personal RSVP token: their id and an HMAC of it with the
 * instance secret, for the pass generation the caller knows (the command side
 * folds it from the guest's stream; the read side asks the read models). Nothing
 * is stored: the token is recomputed when needed and checked by recomputing, so
 * no secret ever enters the event log.
 */
export async function rsvpTokenAt(db: Db, attendeeId: string, generation: number): Promise<string> {
  const signature = signatureOf(await rsvpLinkKey(db), attendeeId, generation);
  // No '.' in it: a path with an extension would be taken for a static file rather than the page.
  return generation > 0 ? `${attendeeId}_g${generation}_${signature}` : `${attendeeId}_${signature}`;
}

/**
 * The guest id and pass generation a token names, or null when this instance did not make it.
 * Whether that generation is still the guest's (their ticket may have changed hands since) is the
 * caller's question, asked of the guest's stream.
 */
export async function rsvpOfToken(db: Db, token: string): Promise<{ attendee_id: string; generation: number } | null> {
  const id = token.slice(0, 36);
  const rest = token.slice(37);
  if (token[36] !== '_' || !UUID.test(id) || !rest) return null;
  const reissued = rest.length > SIGNATURE_LENGTH ? /^g([1-9][0-9]{0,5})_(.+)$/.exec(rest) : null;
  if (rest.length > SIGNATURE_LENGTH && !reissued) return null;
  const generation = reissued ? Number(reissued[1]) : 0;
  const signature = reissued ? reissued[2]! : rest;
  return safeEqual(signature, signatureOf(await rsvpLinkKey(db), id, generation)) ? { attendee_id: id, generation } : null;
}

export async function rsvpLinkAt(db: Db, attendeeId: string, generation: number, appUrl: string = appUrlOf(process.env)): Promise<string> {
  return `${appUrl}/rsvp/${await rsvpTokenAt(db, attendeeId, generation)}`;
}
