import { createHash, createHmac } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { instanceKey } from '../secrets/instance-secrets.ts';
import { safeEqual } from '../http/tokens.ts';

/**
 * The tokens a sent message carries, each an outbound message's id with an
 * HMAC of it under an instance secret (nothing stored, nothing in the log):
 * - the VERP return address `bounce+{token}@{bounce domain}`, so a bounce
 *   names the message it is about (cr.yp.to/proto/verp.txt);
 * - the open-tracking image and the unsubscribe links, `/m/{token}/…`;
 * - a click's signature over the message and the exact link, so the redirect
 *   goes only where the message itself pointed (never an open redirect).
 * Lower-case hex only: mail systems may change the case of an address's local part.
 */
const messageKey = (db: Db) => instanceKey(db, 'outbound_message_key');

const HEX_UUID = /^[0-9a-f]{32}$/;
const SIGNATURE_HEX = 20;

const compact = (messageId: string) => messageId.replaceAll('-', '').toLowerCase();
const expand = (hex: string) => `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
const sign = (key: string, purpose: string, value: string) => createHmac('sha256', key).update(`${purpose}:${value}`).digest('hex');

/** 52 hex characters: the message's id and its signature. */
export async function messageTokenFor(db: Db, messageId: string): Promise<string> {
  const id = compact(messageId);
  return `${id}${sign(await messageKey(db), 'message', id).slice(0, SIGNATURE_HEX)}`;
}

/** The message a token names, or null when this instance did not make it. */
export async function messageIdOfToken(db: Db, token: string): Promise<string | null> {
  const value = token.toLowerCase();
  const id = value.slice(0, 32);
  const signature = value.slice(32);
  if (!HEX_UUID.test(id) || signature.length !== SIGNATURE_HEX) return null;
  return safeEqual(signature, sign(await messageKey(db), 'message', id).slice(0, SIGNATURE_HEX)) ? expand(id) : null;
}

/** The envelope sender of a message: bounces come back to it. */
export function verpAddress(token: string, bounceDomain: string): string {
  return `bounce+${token}@${bounceDomain}`;
}

/** The token of a VERP address (any case), or null when the address is not one. */
export function tokenOfVerpAddress(address: string): string | null {
  const match = /^bounce\+([0-9a-f]{52})@/i.exec(address.trim());
  return match ? match[1]!.toLowerCase() : null;
}

/** The signature of one link of one message: the redirect follows only links the message holds. */
export async function clickSignatureFor(db: Db, messageId: string, url: string): Promise<string> {
  return sign(await messageKey(db), 'click', `${compact(messageId)}\n${url}`).slice(0, 32);
}

export async function isClickSignatureValid(db: Db, messageId: string, url: string, signature: string): Promise<boolean> {
  return safeEqual(signature.toLowerCase(), await clickSignatureFor(db, messageId, url));
}

/** An address's key on the suppression list (its stream id part): the same for any case of the address. */
/** The same key in SQL, for checks that join guests to the suppression list. */
export const suppressionAddressKeySql = (email: string) => `left(encode(sha256(convert_to(lower(btrim(${email})), 'UTF8')), 'hex'), 32)`;

export function suppressionAddressKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);
}
