import { createHmac } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { instanceKey } from '../secrets/instance-secrets.ts';
import { appUrlOf } from '../mail/message-id.ts';
import { safeEqual } from './tokens.ts';
import { BoundedCache } from '../eventstore/personal-data/bounded-cache.ts';

// Every pass token starts with this, so a scanner can tell a pass from any other QR code
// and a later format can take another prefix.
const PREFIX = 'P1';
// A pass reissued after a ticket transfer: 'P2', the id, its generation (4 base-36 digits), then the signature.
const REISSUED_PREFIX = 'P2';
const GENERATION_LENGTH = 4;
const ID_LENGTH = 22; // 16 bytes in base64url
const SIGNATURE_LENGTH = 22; // the first 16 bytes of the HMAC: forging one means guessing 128 bits
const MAX_GENERATION = 36 ** GENERATION_LENGTH - 1;

const passKey = (db: Db) => instanceKey(db, 'pass_link_key');

function idBytes(attendeeId: string): Buffer {
  return Buffer.from(attendeeId.replaceAll('-', ''), 'hex');
}

function idFromBytes(bytes: Buffer): string {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function signatureOf(key: string, id: Buffer, generation = 0): string {
  const hmac = createHmac('sha256', key).update('pass:').update(id);
  // Generation 0 signs as passes always did, so every pass sent before transfers existed still opens.
  if (generation > 0) hmac.update(`:${generation}`);
  return hmac.digest().subarray(0, 16).toString('base64url');
}

// A pass's signature depends on the key, the guest and the generation alone: every
// check-in's reply signs the guest's pass links, and every scan checks a token, so
// the HMAC (3 % of a check-in's CPU) is made once per pass and kept, the oldest
// forgotten first (forged tokens cannot crowd out more than the oldest). A key other
// than the one they were made with (another instance secret: another database) empties it.
const signatures = { key: '', byPass: new BoundedCache<string, string>(20_000) };

function rememberedSignatureOf(key: string, id: Buffer, generation = 0): string {
  if (signatures.key !== key) {
    signatures.key = key;
    signatures.byPass.clear();
  }
  const pass = `${id.toString('hex')}:${generation}`;
  let signature = signatures.byPass.get(pass);
  if (signature === undefined) {
    signature = signatureOf(key, id, generation);
    signatures.byPass.set(pass, signature);
  }
  return signature;
}

/**
 * A guest's pass token, the content of the pass's QR code and the last part of its public link:
 * 'P1', the guest id packed into 16 bytes, and an HMAC of it with the instance secret. Nothing is
 * stored and nothing enters the log; the token is checked by recomputing the HMAC, so a guest id
 * alone (from an export, say) opens no pass and checks no one in. It holds no '.', so a path
 * ending in it is never taken for a static file. The generation is the caller's: the command side
 * folds it from the guest's stream, the read side asks the read models (@usher/read-models).
 */
export async function passTokenAt(db: Db, attendeeId: string, generation: number): Promise<string> {
  const id = idBytes(attendeeId);
  const signature = rememberedSignatureOf(await passKey(db), id, generation);
  if (generation === 0) return `${PREFIX}${id.toString('base64url')}${signature}`;
  return `${REISSUED_PREFIX}${id.toString('base64url')}${generation.toString(36).padStart(GENERATION_LENGTH, '0')}${signature}`;
}

/**
 * The guest id and pass generation a pass token names, or null when this instance did not make it.
 * Whether that generation is still the guest's is the caller's question (the scanner asks the log).
 */
export async function passOfToken(db: Db, token: string): Promise<{ attendee_id: string; generation: number } | null> {
  const reissued = token.startsWith(REISSUED_PREFIX);
  if (!reissued && !token.startsWith(PREFIX)) return null;
  const generationLength = reissued ? GENERATION_LENGTH : 0;
  if (token.length !== PREFIX.length + ID_LENGTH + generationLength + SIGNATURE_LENGTH) return null;
  const encodedId = token.slice(PREFIX.length, PREFIX.length + ID_LENGTH);
  const encodedGeneration = token.slice(PREFIX.length + ID_LENGTH, PREFIX.length + ID_LENGTH + generationLength);
  const signature = token.slice(PREFIX.length + ID_LENGTH + generationLength);
  const id = Buffer.from(encodedId, 'base64url');
  if (id.length !== 16 || id.toString('base64url') !== encodedId) return null;
  const generation = reissued ? Number.parseInt(encodedGeneration, 36) : 0;
  if (reissued && (!/^[0-9a-z]+$/.test(encodedGeneration) || !(generation >= 1 && generation <= MAX_GENERATION))) return null;
  return safeEqual(signature, rememberedSignatureOf(await passKey(db), id, generation)) ? { attendee_id: idFromBytes(id), generation } : null;
}

/** The guest id a pass token names, or null when this instance did not make it (whatever its generation). */
export async function attendeeIdOfPassToken(db: Db, token: string): Promise<string | null> {
  return (await passOfToken(db, token))?.attendee_id ?? null;
}

/**
 * The pass links of a generation the caller knows: the command side folds it
 * from the guest's stream, so no read model is asked (issue 29, section 2).
 * The address is read alone (appUrlOf), not the whole configuration: this
 * runs for every guest a command answers with, and readConfig() was 2 % of a
 * check-in's CPU.
 */
export async function passLinksAt(db: Db, attendeeId: string, generation: number, appUrl: string = appUrlOf(process.env)) {
  const token = await passTokenAt(db, attendeeId, generation);
  return {
    token,
    pass_public_link: `${appUrl}/pass/${token}`,
    pass_whitelabel_public_link: `${appUrl}/p/${token}`,
  };
}
