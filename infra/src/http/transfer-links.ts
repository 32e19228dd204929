import { createHmac } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { instanceKey } from '../secrets/instance-secrets.ts';
import { appUrlOf } from '../mail/message-id.ts';
import { safeEqual } from './tokens.ts';

// The link a soft transfer's new holder is emailed: 'T1', the ticket's guest id and the
// transfer id (16 bytes each in base64url), and an HMAC of both with the instance secret.
// Nothing is stored and nothing enters the log, like a pass token.
const PREFIX = 'T1';
const ID_LENGTH = 22;
const SIGNATURE_LENGTH = 22;

const transferKey = (db: Db) => instanceKey(db, 'ticket_transfer_link_key');

const bytesOf = (uuid: string) => Buffer.from(uuid.replaceAll('-', ''), 'hex');

function uuidOf(bytes: Buffer): string {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function signatureOf(key: string, attendee: Buffer, transfer: Buffer): string {
  return createHmac('sha256', key).update('ticket-transfer:').update(attendee).update(transfer).digest().subarray(0, 16).toString('base64url');
}

export async function transferTokenFor(db: Db, attendeeId: string, transferId: string): Promise<string> {
  const attendee = bytesOf(attendeeId);
  const transfer = bytesOf(transferId);
  return `${PREFIX}${attendee.toString('base64url')}${transfer.toString('base64url')}${signatureOf(await transferKey(db), attendee, transfer)}`;
}

/** The ticket and transfer a transfer token names, or null when this instance did not make it. */
export async function transferOfToken(db: Db, token: string): Promise<{ attendee_id: string; transfer_id: string } | null> {
  if (token.length !== PREFIX.length + 2 * ID_LENGTH + SIGNATURE_LENGTH || !token.startsWith(PREFIX)) return null;
  const parts = [token.slice(2, 2 + ID_LENGTH), token.slice(2 + ID_LENGTH, 2 + 2 * ID_LENGTH)];
  const [attendee, transfer] = parts.map((part) => Buffer.from(part, 'base64url'));
  if (!attendee || !transfer || attendee.length !== 16 || transfer.length !== 16) return null;
  if (attendee.toString('base64url') !== parts[0] || transfer.toString('base64url') !== parts[1]) return null;
  const signature = token.slice(2 + 2 * ID_LENGTH);
  return safeEqual(signature, signatureOf(await transferKey(db), attendee, transfer)) ? { attendee_id: uuidOf(attendee), transfer_id: uuidOf(transfer) } : null;
}

export async function transferLinkFor(db: Db, attendeeId: string, transferId: string, appUrl: string = appUrlOf(process.env)): Promise<string> {
  return `${appUrl}/transfer/${await transferTokenFor(db, attendeeId, transferId)}`;
}
