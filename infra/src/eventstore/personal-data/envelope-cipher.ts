import { createCipheriv, createDecipheriv } from 'node:crypto';
import { randomPool } from '../random-pool.ts';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const KEY_BYTES = 32;

/**
 * AES-256-GCM over the JSON of a subject's personal fields. The subject's id
 * is authenticated with it, so an envelope cannot be moved to another person.
 * Layout of the base64: iv | tag | ciphertext.
 */
export function sealJson(key: Buffer, subject: string, value: unknown): string {
  return sealText(key, subject, JSON.stringify(value));
}

/** Seals JSON text already written (the caller keeps it, to remember what it sealed). */
export function sealText(key: Buffer, subject: string, json: string): string {
  const iv = nextIv();
  const cipher = createCipheriv(ALGORITHM, key, iv);
  cipher.setAAD(Buffer.from(subject));
  const body = Buffer.concat([cipher.update(json, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

// Random IVs and keys drawn from pools: a bulk upload seals 100,000 envelopes
// under as many new keys.
const nextIv = randomPool(IV_BYTES);
const nextKey = randomPool(KEY_BYTES);

/** The value sealed under this key and subject; throws if either does not match. */
export function openJson(key: Buffer, subject: string, sealed: string): unknown {
  return JSON.parse(openText(key, subject, sealed));
}

/** The JSON text sealed under this key and subject; throws if either does not match. */
export function openText(key: Buffer, subject: string, sealed: string): string {
  const bytes = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv(ALGORITHM, key, bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(subject));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  const body = decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES));
  // GCM's final block is empty: it only checks the tag (and throws if it does not match).
  const rest = decipher.final();
  return (rest.length === 0 ? body : Buffer.concat([body, rest])).toString('utf8');
}

export function newKey(): Buffer {
  return nextKey();
}
