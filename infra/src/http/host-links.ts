import { createHmac } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { instanceKey } from '../secrets/instance-secrets.ts';
import { appUrlOf } from '../mail/message-id.ts';
import { safeEqual } from './tokens.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const hostLinkKey = (db: Db) => instanceKey(db, 'host_link_key');

function signatureOf(key: string, hostAttendeeId: string): string {
  return createHmac('sha256', key).update(`host:${hostAttendeeId}`).digest('base64url');
}

/**
 * A host's personal token: the host's attendee id and an HMAC of it with the
 * instance secret (its own key, so an RSVP token never opens a host's access).
 * Nothing is stored and nothing enters the log; checking recomputes the HMAC.
 * Which groups the host may manage, and until when, is the group's to say
 * (hosts, is_active, host_access_till), not the token's.
 */
export async function hostTokenFor(db: Db, hostAttendeeId: string): Promise<string> {
  return `${hostAttendeeId}_${signatureOf(await hostLinkKey(db), hostAttendeeId)}`;
}

/** The host attendee id a token names, or null when this instance did not make it. */
export async function hostIdOfToken(db: Db, token: string): Promise<string | null> {
  const id = token.slice(0, 36);
  const signature = token.slice(37);
  if (token[36] !== '_' || !UUID.test(id) || !signature) return null;
  return safeEqual(signature, signatureOf(await hostLinkKey(db), id)) ? id : null;
}

/**
 * What a share email links to. GO hosts have no account: their personal link
 * opens the host portal. PRO hosts sign in with an Usher account, created on
 * their first sign-in from this link; the portal takes the token to know which
 * host is signing in.
 */
export async function hostLinkFor(db: Db, hostAttendeeId: string, experienceType: 'go' | 'pro', appUrl: string = appUrlOf(process.env)): Promise<string> {
  const token = await hostTokenFor(db, hostAttendeeId);
  return experienceType === 'go' ? `${appUrl}/host/${token}` : `${appUrl}/host/${token}/sign-in`;
}
