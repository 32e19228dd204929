import { createHmac } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { instanceKey } from '../secrets/instance-secrets.ts';
import { safeEqual } from './tokens.ts';

export type ShareableRole = 'editor' | 'viewer' | 'check_in' | 'check_in_with_floorplan';

// One letter per role keeps the link short; the signature covers it, so it cannot be swapped.
const ROLE_LETTERS: Record<ShareableRole, string> = { editor: 'e', viewer: 'v', check_in: 'c', check_in_with_floorplan: 'f' };
const ROLE_OF_LETTER = new Map(Object.entries(ROLE_LETTERS).map(([role, letter]) => [letter, role as ShareableRole]));
const CODE = /^([evcf])(\d{1,9})-([A-Za-z0-9_-]{22})$/;

const shareKey = (db: Db) => instanceKey(db, 'share_link_key');

function signatureOf(key: string, eventUuid: string, role: ShareableRole, generation: number): string {
  return createHmac('sha256', key).update(`share:${eventUuid}:${role}:${generation}`).digest().subarray(0, 16).toString('base64url');
}

/**
 * The code of an event's share link for a role: the role, the link generation
 * (a reset moves it on, so older links stop working) and an HMAC over both and
 * the event. Nothing is stored; the code never enters the log.
 */
export async function shareCodeFor(db: Db, eventUuid: string, role: ShareableRole, generation: number): Promise<string> {
  return `${ROLE_LETTERS[role]}${generation}-${signatureOf(await shareKey(db), eventUuid, role, generation)}`;
}

/** The role a share code gives on this event at this generation, or null when it gives nothing. */
export async function roleOfShareCode(db: Db, eventUuid: string, code: string, generation: number): Promise<ShareableRole | null> {
  const match = CODE.exec(code);
  if (!match || Number(match[2]) !== generation) return null;
  const role = ROLE_OF_LETTER.get(match[1]!)!;
  return safeEqual(match[3]!, signatureOf(await shareKey(db), eventUuid, role, generation)) ? role : null;
}
