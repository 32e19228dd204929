import { capacitySummaryOf } from '@usher/domain/waitlist/capacity-summary';
import { initialCapacityState, type CapacityState } from '@usher/domain/waitlist/capacity-state';
import type { ServiceContext } from '@usher/infra/context';

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

/** The event's places and its waiting parties in line, with each lead guest's name as the guest list has it. */
export async function eventWaitlist(context: ServiceContext, eventUuid: string) {
  const [capacity, entries] = await Promise.all([
    context.db.selectFrom('rm_event_capacity').select('state').where('event_uuid', '=', eventUuid).executeTakeFirst(),
    context.db
      .selectFrom('rm_waitlist_entries as w')
      .leftJoin('rm_attendees as a', 'a.id', 'w.attendee_id')
      .select([
        'w.attendee_id',
        'w.position',
        'w.party_size',
        'w.ticket_variation_id',
        'w.status',
        'w.joined_at',
        'w.offered_at',
        'w.expires_at',
        'a.first_name',
        'a.last_name',
        'a.email',
      ])
      .where('w.event_uuid', '=', eventUuid)
      .orderBy('w.position')
      .execute(),
  ]);
  const state = (capacity?.state as unknown as CapacityState | undefined) ?? initialCapacityState();
  return {
    data: {
      capacity: capacitySummaryOf(state),
      entries: entries.map((row) => ({
        attendee_id: row.attendee_id,
        position: row.position,
        first_name: row.first_name ?? '',
        last_name: row.last_name ?? '',
        email: row.email ?? null,
        party_size: row.party_size,
        ticket_variation_id: row.ticket_variation_id,
        status: row.status,
        joined_at: iso(row.joined_at)!,
        offered_at: iso(row.offered_at),
        expires_at: iso(row.expires_at),
      })),
    },
  };
}
