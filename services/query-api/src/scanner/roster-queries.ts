import { sql } from 'kysely';
import { alertUserIdsOf, scannerGuestOf, type ScannerGuestRow } from '@usher/domain/presenters/scanner-guest';
import type { ServiceContext } from '@usher/infra/context';
import { tagsById } from '../attendee-tags/tag-queries.ts';

export interface RosterPage {
  /** Guests after `after` in id order: keyset pages stay fast and stable at 100,000 guests. */
  after?: string;
  limit: number;
}

async function userNames(context: ServiceContext, userIds: string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const users = await context.db
    .selectFrom('users')
    .select(['id', sql<string>`trim(first_name || ' ' || last_name)`.as('name')])
    .where('id', 'in', userIds)
    .execute();
  return new Map(users.map((user) => [user.id, user.name]));
}

/**
 * One page of the door scanner's offline roster: every guest of the event
 * (plus-ones are guests with passes of their own), compact, with the
 * counts the scanner's counter starts from.
 */
export async function rosterPage(context: ServiceContext, eventUuid: string, page: RosterPage) {
  let query = context.db
    .selectFrom('rm_attendees')
    .select([
      'id',
      'full_name',
      'total_tickets',
      'parent_attendee_id',
      'tags',
      'checkin_alert_users',
      'section',
      'row_no',
      'table_no',
      'table_label',
      'seat_no',
      'checked_in_at',
      'checked_in_by',
      'is_attending',
    ])
    .where('event_uuid', '=', eventUuid)
    .orderBy('id')
    .limit(page.limit + 1);
  if (page.after) query = query.where('id', '>', page.after);
  const [rows, tags, stats] = await Promise.all([
    query.execute() as Promise<ScannerGuestRow[]>,
    tagsById(context, eventUuid),
    context.db.selectFrom('rm_attendee_stats').select(['total', 'checked_in']).where('event_uuid', '=', eventUuid).executeTakeFirst(),
  ]);
  const pageRows = rows.slice(0, page.limit);
  const names = await userNames(context, alertUserIdsOf(pageRows));
  return {
    data: pageRows.map((row) => scannerGuestOf(row, tags, names)),
    meta: {
      next_after: rows.length > page.limit ? pageRows[pageRows.length - 1]!.id : null,
      total: stats?.total ?? 0,
      checked_in: stats?.checked_in ?? 0,
    },
  };
}
