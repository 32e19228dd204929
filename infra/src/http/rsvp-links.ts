import { createHmac } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { instanceKey } from '../runtime/instance-secrets.ts';
import { readConfig } from '../config.ts';
import { safeEqual } from './tokens.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const rsvpLinkKey = (db: Db) => instanceKey(db, 'rsvp_link_key');

function signatureOf(key: string, attendeeId: string): string {
  return createHmac('sha256', key).update(`rsvp:${attendeeId}`).digest('base64url');
}

/**
 * A guest's personal RSVP token: their id and an HMAC of it with the
 * instance secret. Nothing is stored: the token is recomputed when needed and
 * checked by recomputing, so no secret ever enters the event log.
 */
export async function rsvpTokenFor(db: Db, attendeeId: string): Promise<string> {
  // No '.' in it: a path with an extension would be taken for a static file rather than the page.
  return `${attendeeId}_${signatureOf(await rsvpLinkKey(db), attendeeId)}`;
}

/** The guest id a token names, or null when the token was not made by this instance. */
export async function attendeeIdOfRsvpToken(db: Db, token: string): Promise<string | null> {
  const id = token.slice(0, 36);
  const signature = token.slice(37);
  if (token[36] !== '_' || !UUID.test(id) || !signature) return null;
  return safeEqual(signature, signatureOf(await rsvpLinkKey(db), id)) ? id : null;
}

export async function rsvpLinkFor(db: Db, attendeeId: string, appUrl: string = readConfig().appUrl): Promise<string> {
  return `${appUrl}/rsvp/${await rsvpTokenFor(db, attendeeId)}`;
}
