import { toDomainEvent } from '@usher/events';
import type { Projection } from '../runner/projection.ts';

/**
 * rm_event_administrators: every event's team, for the administrators list,
 * the read side's permission checks and the routing of set-role requests.
 */
export const eventTeamProjection: Projection = {
  name: 'event_team',
  tables: ['rm_event_administrators'],
  handles: ['EventAdministratorInvited', 'EventAdministratorRoleChanged', 'EventAdministratorJoined'],

  async apply(trx, stored) {
    const event = toDomainEvent(stored);
    const at = new Date(stored.recordedAt);
    switch (event.type) {
      case 'EventAdministratorInvited': {
        const { administrator_id, event_uuid, email, user_id, role } = event.data;
        await trx
          .insertInto('rm_event_administrators')
          .values({ administrator_id, event_uuid, email, user_id, role, created_at: at, updated_at: at })
          .onConflict((oc) => oc.column('administrator_id').doNothing())
          .execute();
        return { event_uuid, id: administrator_id, socket_id: stored.metadata.socket_id };
      }
      case 'EventAdministratorRoleChanged':
        await trx
          .updateTable('rm_event_administrators')
          .set({ role: event.data.role, updated_at: at })
          .where('administrator_id', '=', event.data.administrator_id)
          .execute();
        return { event_uuid: event.data.event_uuid, id: event.data.administrator_id, socket_id: stored.metadata.socket_id };
      case 'EventAdministratorJoined':
        await trx
          .updateTable('rm_event_administrators')
          .set({ user_id: event.data.user_id, updated_at: at })
          .where('administrator_id', '=', event.data.administrator_id)
          .execute();
        return { event_uuid: event.data.event_uuid, id: event.data.administrator_id, socket_id: stored.metadata.socket_id };
      default:
        return null;
    }
  },
};
