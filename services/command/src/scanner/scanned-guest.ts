import { sql } from 'kysely';
import { alertUserIdsOf, partyOf, scannerGuestOf, type PartyMember, type PartyRow, type ScannerGuest, type ScannerGuestRow } from '@usher/domain/presenters/scanner-guest';
import type { TagView } from '@usher/domain/presenters/tag-fields';
import type { ServiceContext } from '@usher/infra/context';

/**
 * What the scanner's result card shows beside the check-in itself: tags,
 * plus-ones, seat and check-in alert, from the guest-list read model. The
 * check-in facts (when, by whom) are the command's own and override these.
 * Null when the read model has no row for the guest on this event yet.
 */
export async function scannedGuestDetails(context: ServiceContext, eventUuid: string, attendeeId: string): Promise<ScannerGuest | null> {
  const row = await context.db
    .selectFrom('rm_attendees')
    .select(['id', 'full_name', 'total_tickets', 'parent_attendee_id', 'tags', 'checkin_alert_users', 'section', 'row_no', 'table_no', 'table_label', 'seat_no', 'checked_in_at', 'checked_in_by', 'is_attending'])
    .where('id', '=', attendeeId)
    .where('event_uuid', '=', eventUuid)
    .executeTakeFirst();
  if (!row) return null;
  const guest = row as ScannerGuestRow;
  const tags = guest.tags.length
    ? await context.db.selectFrom('rm_attendee_tags').select(['id', 'name', 'color']).where('event_uuid', '=', eventUuid).where('id', 'in', [...guest.tags]).execute()
    : [];
  const userIds = alertUserIdsOf([guest]);
  const users = userIds.length
    ? await context.db.selectFrom('users').select(['id', sql<string>`trim(first_name || ' ' || last_name)`.as('name')]).where('id', 'in', userIds).execute()
    : [];
  return scannerGuestOf(guest, new Map<string, TagView>(tags.map((tag) => [tag.id, tag])), new Map(users.map((user) => [user.id, user.name])));
}

/**
 * Everyone who holds a ticket of the same party as this guest: the main guest
 * (the guest, or the one whose plus-one they are) and the main guest's
 * plus-ones, so the door can admit them all or some. Read after the
 * scan: the scanned guest's own check-in is taken from the log by the caller.
 */
export async function partyOfGuest(context: ServiceContext, eventUuid: string, guest: { id: string; party_of: string | null }): Promise<PartyMember[]> {
  const mainId = guest.party_of ?? guest.id;
  const rows = await context.db
    .selectFrom('rm_attendees')
    .select(['id', 'full_name', 'parent_attendee_id', 'checked_in_at'])
    .where('event_uuid', '=', eventUuid)
    .where((where) => where.or([where('id', '=', mainId), where('parent_attendee_id', '=', mainId)]))
    .execute();
  return partyOf(rows as PartyRow[]);
}
