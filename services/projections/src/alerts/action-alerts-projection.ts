import { toDomainEvent } from '@usher/events';
import type { Projection } from '../runner/projection.ts';

/** The action alerts of each event, as the action-alert list shows them. */
export const actionAlertsProjection: Projection = {
  name: 'action_alerts',
  tables: ['rm_action_alerts'],
  handles: ['ActionAlertCreated', 'ActionAlertDeleted'],

  async apply(trx, stored) {
    const event = toDomainEvent(stored);
    if (event.type === 'ActionAlertCreated') {
      await trx
        .insertInto('rm_action_alerts')
        .values({
          id: event.data.alert_id,
          event_uuid: event.data.event_uuid,
          user_id: event.data.user_id,
          action: event.data.action,
          created_by: stored.metadata.actor.id,
          created_at: new Date(stored.recordedAt),
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      return { event_uuid: event.data.event_uuid, id: event.data.alert_id, socket_id: stored.metadata.socket_id };
    }
    if (event.type === 'ActionAlertDeleted') {
      await trx.deleteFrom('rm_action_alerts').where('id', '=', event.data.alert_id).execute();
      return { event_uuid: event.data.event_uuid, id: event.data.alert_id, socket_id: stored.metadata.socket_id };
    }
    return null;
  },
};
