import { toDomainEvent } from '@usher/events';
import type { Projection } from '../runner/projection.ts';

/**
 * rm_attendee_tags: each event's tag catalogue. Guests carry tag ids; the
 * query side turns them into names through this table when it reads, so a
 * rename shows on every guest at once.
 */
export const attendeeTagProjection: Projection = {
  name: 'attendee_tags',
  tables: ['rm_attendee_tags'],
  handles: ['AttendeeTagAdded', 'AttendeeTagUpdated', 'AttendeeTagDeleted'],

  async apply(trx, stored) {
    const event = toDomainEvent(stored);
    switch (event.type) {
      case 'AttendeeTagAdded': {
        const { tag_id, event_uuid, name, color } = event.data;
        await trx
          .insertInto('rm_attendee_tags')
          .values({ id: tag_id, event_uuid, name, color, created_at: new Date(stored.recordedAt).toISOString() })
          .execute();
        return { event_uuid, id: tag_id, socket_id: stored.metadata.socket_id };
      }
      case 'AttendeeTagUpdated': {
        const { tag_id, event_uuid, changes } = event.data;
        await trx.updateTable('rm_attendee_tags').set(changes).where('id', '=', tag_id).execute();
        return { event_uuid, id: tag_id, socket_id: stored.metadata.socket_id };
      }
      case 'AttendeeTagDeleted': {
        const { tag_id, event_uuid } = event.data;
        await trx.deleteFrom('rm_attendee_tags').where('id', '=', tag_id).execute();
        return { event_uuid, id: tag_id, socket_id: stored.metadata.socket_id };
      }
      default:
        return null;
    }
  },
};
