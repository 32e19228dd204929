import { sql } from 'kysely';
import { DomainError } from '@usher/domain/deciders/domain-error';
import type { EventSettings } from '@usher/domain/deciders/event-defaults';
import type { Location } from '@usher/domain/constants/locations';
import { summarizeEvent } from '@usher/domain/invitations/event-summary';
import { seatLabelOf } from '@usher/domain/presenters/scanner-guest';
import { tableOwnerOfToken } from '@usher/infra/http/table-owner-links';
import type { ServiceContext } from '@usher/infra/context';
import { readPlanView } from './plan-view-read.ts';

const linkNotFound = () => new DomainError('not_found', 'table_owner_link_not_found', 'This table owner link is not valid.');

/**
 * A table owner's page: their table drawn alone, who sits at it (names of
 * that table only), their own guests (themselves, plus-ones, their group's
 * guests) and how many more they may seat. A replaced owner's link, or a
 * link for another event's table, is the same 404 as a bad one.
 */
export async function tableOwnerPage(context: ServiceContext, eventUuid: string, token: string) {
  const named = await tableOwnerOfToken(context.db, token, async (tableId) => {
    const row = await context.db
      .selectFrom('rm_seating_table_owners')
      .select('attendee_id')
      .where('table_id', '=', tableId)
      .where('event_uuid', '=', eventUuid)
      .executeTakeFirst();
    return row?.attendee_id ?? null;
  });
  if (!named) throw linkNotFound();
  const owner = await context.db
    .selectFrom('rm_seating_table_owners as o')
    .innerJoin('rm_seating_tables as t', (join) => join.onRef('t.event_uuid', '=', 'o.event_uuid').onRef('t.id', '=', 'o.table_id'))
    .innerJoin('rm_attendees as a', 'a.id', 'o.attendee_id')
    .innerJoin('rm_events as ev', 'ev.uuid', 'o.event_uuid')
    .select([
      'o.may_seat_guests',
      'o.seat_limit',
      't.id as table_id',
      't.name as table_name',
      't.label as table_label',
      'a.id as owner_id',
      'a.full_name as owner_name',
      'a.host_group_id',
      'ev.body as event_body',
    ])
    .where('o.table_id', '=', named.tableId)
    .where('o.attendee_id', '=', named.ownerId)
    .where('o.event_uuid', '=', eventUuid)
    .executeTakeFirst();
  if (!owner) throw linkNotFound();
  const guests = await context.db
    .selectFrom('rm_attendees as a')
    .select(['a.id', 'a.full_name', 'a.seat_id', 'a.table_id', 'a.section', 'a.row_no', 'a.table_no', 'a.table_label', 'a.seat_no'])
    .where('a.event_uuid', '=', eventUuid)
    .where((eb) =>
      eb.or([
        eb('a.id', '=', owner.owner_id),
        eb('a.parent_attendee_id', '=', owner.owner_id),
        ...(owner.host_group_id ? [eb('a.host_group_id', '=', owner.host_group_id)] : []),
      ]),
    )
    .orderBy(sql`a.id = ${owner.owner_id}::uuid`, 'desc')
    .orderBy(sql`lower(a.full_name)`)
    .limit(500)
    .execute();
  const atTable = await context.db.selectFrom('rm_attendees').select('id').where('event_uuid', '=', eventUuid).where('table_id', '=', owner.table_id).execute();
  const settings = owner.event_body.settings as EventSettings;
  const plan = await readPlanView(context, eventUuid, {
    tableIds: [owner.table_id],
    namedAttendeeIds: atTable.map((row) => row.id),
    litAttendeeIds: guests.map((guest) => guest.id),
  });
  return {
    data: {
      event: summarizeEvent({ ...settings, location: owner.event_body.location as Location }),
      table: { id: owner.table_id, name: owner.table_name, label: owner.table_label },
      owner: { id: owner.owner_id, full_name: owner.owner_name },
      may_seat_guests: owner.may_seat_guests,
      limit: owner.seat_limit,
      // The limit is of the owner's guests: the owner's own seat does not count.
      seated_by_owner: guests.filter((guest) => guest.table_id === owner.table_id && guest.id !== owner.owner_id).length,
      guests: guests.map((guest) => ({
        id: guest.id,
        full_name: guest.full_name,
        seat: seatLabelOf(guest),
        seat_id: guest.seat_id,
        at_this_table: guest.table_id === owner.table_id,
        seated_elsewhere: guest.seat_id !== null && guest.table_id !== owner.table_id,
      })),
      plan,
    },
  };
}
