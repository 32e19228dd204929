import { createHmac } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { instanceKey } from '../secrets/instance-secrets.ts';
import { appUrlOf } from '../mail/message-id.ts';
import { safeEqual } from './tokens.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// Its own key, so neither a host's nor a guest's token opens a table.
const tableOwnerKey = (db: Db) => instanceKey(db, 'table_owner_link_key');

function signatureOf(key: string, tableId: string, ownerId: string): string {
  return createHmac('sha256', key).update(`table-owner:${tableId}:${ownerId}`).digest('base64url');
}

/**
 * A table owner's link token, like a host's: the table's id and an HMAC of
 * the table and its owning guest with the instance secret (the owner's id is
 * signed, not carried, so the token fits a path segment). Nothing is stored;
 * checking asks who owns the table now, so a replaced owner's link stops working.
 */
export async function tableOwnerTokenFor(db: Db, tableId: string, ownerAttendeeId: string): Promise<string> {
  return `${tableId}_${signatureOf(await tableOwnerKey(db), tableId, ownerAttendeeId)}`;
}

/**
 * The table and owner a token stands for: the table it names, if the token was
 * made for that table's current owner (`currentOwnerOf`), else null.
 */
export async function tableOwnerOfToken(
  db: Db,
  token: string,
  currentOwnerOf: (tableId: string) => Promise<string | null>,
): Promise<{ tableId: string; ownerId: string } | null> {
  const tableId = token.slice(0, 36);
  const signature = token.slice(37);
  if (token[36] !== '_' || !UUID.test(tableId) || !signature) return null;
  const ownerId = await currentOwnerOf(tableId);
  if (!ownerId) return null;
  return safeEqual(signature, signatureOf(await tableOwnerKey(db), tableId, ownerId)) ? { tableId, ownerId } : null;
}

/** The owner's page: /events/{uuid}/table-owner?token=… (spec section 2's route). */
export async function tableOwnerLinkFor(
  db: Db,
  eventUuid: string,
  tableId: string,
  ownerAttendeeId: string,
  appUrl: string = appUrlOf(process.env),
): Promise<string> {
  return `${appUrl}/events/${eventUuid}/table-owner?token=${await tableOwnerTokenFor(db, tableId, ownerAttendeeId)}`;
}
