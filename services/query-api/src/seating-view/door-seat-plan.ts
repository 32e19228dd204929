import { DomainError } from '@usher/domain/deciders/domain-error';
import type { EventRole } from '@usher/domain/access/event-roles';
import { seesDoorPlan } from '@usher/domain/seating/door-plan-access';
import { isUuid } from '@usher/domain/ids/uuid';
import { seatLabelOf } from '@usher/domain/presenters/scanner-guest';
import type { ServiceContext } from '@usher/infra/context';
import { readPlanView } from './plan-view-read.ts';

export function requireDoorPlanRole(role: EventRole): void {
  if (!seesDoorPlan(role)) throw new DomainError('forbidden', 'forbidden', 'Your role does not show the floor plan at the door.');
}

/**
 * The plan after a guest's check-in: their seat lit, and where their party
 * (the guest, their host guest and the host's plus-ones) sits. Names are
 * the party's only; other seats say taken or free.
 */
export async function doorSeatPlan(context: ServiceContext, eventUuid: string, attendeeId: string) {
  if (!isUuid(attendeeId)) throw DomainError.notFound('attendee');
  const guest = await context.db
    .selectFrom('rm_attendees')
    .select(['id', 'parent_attendee_id'])
    .where('id', '=', attendeeId)
    .where('event_uuid', '=', eventUuid)
    .executeTakeFirst();
  if (!guest) throw DomainError.notFound('attendee');
  const root = guest.parent_attendee_id ?? guest.id;
  const party = await context.db
    .selectFrom('rm_attendees')
    .select(['id', 'full_name', 'seat_id', 'section', 'row_no', 'table_no', 'table_label', 'seat_no', 'created_at'])
    .where('event_uuid', '=', eventUuid)
    .where((eb) => eb.or([eb('id', '=', root), eb('parent_attendee_id', '=', root)]))
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const present = (row: (typeof party)[number]) => ({ id: row.id, full_name: row.full_name, seat_id: row.seat_id, seat: seatLabelOf(row) });
  const arriving = party.find((row) => row.id === attendeeId)!;
  const plan = await readPlanView(context, eventUuid, { namedAttendeeIds: party.map((row) => row.id), litAttendeeIds: [attendeeId] });
  return {
    data: {
      guest: present(arriving),
      party: party.filter((row) => row.id !== attendeeId).map(present),
      plan,
    },
  };
}
