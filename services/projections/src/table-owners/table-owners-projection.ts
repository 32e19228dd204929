import { toDomainEvent } from '@usher/events';
import type { Projection } from '../runner/projection.ts';

/**
 * rm_seating_table_owners: who owns each table and within which limits. A
 * table without an owner has no row; a new owner replaces the row. A table
 * is named within its event (migration 064).
 */
export const tableOwnersProjection: Projection = {
  name: 'table_owners',
  tables: ['rm_seating_table_owners'],
  handles: ['SeatingTableOwnerSet'],

  async apply(trx, stored) {
    const event = toDomainEvent(stored);
    if (event.type !== 'SeatingTableOwnerSet') return null;
    const { table_id, event_uuid, attendee_id, may_seat_guests, limit } = event.data;
    if (attendee_id === null) {
      await trx.deleteFrom('rm_seating_table_owners').where('event_uuid', '=', event_uuid).where('table_id', '=', table_id).execute();
    } else {
      const row = { attendee_id, may_seat_guests, seat_limit: limit, updated_at: new Date(stored.recordedAt).toISOString() };
      await trx
        .insertInto('rm_seating_table_owners')
        .values({ table_id, event_uuid, ...row })
        .onConflict((conflict) => conflict.columns(['event_uuid', 'table_id']).doUpdateSet(row))
        .execute();
    }
    return { event_uuid, id: table_id, socket_id: stored.metadata.socket_id };
  },
};
