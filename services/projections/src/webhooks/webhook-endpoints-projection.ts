import { toDomainEvent } from '@usher/events';
import type { Projection } from '../runner/projection.ts';

/**
 * rm_webhook_endpoints: the endpoints the Webhooks screens list, per
 * organisation and per event. Deleted endpoints leave the table.
 */
export const webhookEndpointsProjection: Projection = {
  name: 'webhook_endpoints',
  tables: ['rm_webhook_endpoints'],
  handles: ['WebhookEndpointCreated', 'WebhookEndpointUpdated', 'WebhookEndpointDisabled', 'WebhookEndpointEnabled', 'WebhookEndpointDeleted'],

  async apply(trx, stored) {
    const event = toDomainEvent(stored);
    const at = new Date(stored.recordedAt);
    const changed = (id: string) => (stored.metadata.event_uuid ? { event_uuid: stored.metadata.event_uuid, id, socket_id: stored.metadata.socket_id } : null);
    switch (event.type) {
      case 'WebhookEndpointCreated': {
        const { endpoint_id, organisation_id, event_uuid, url, description, event_types, created_by } = event.data;
        await trx
          .insertInto('rm_webhook_endpoints')
          .values({ id: endpoint_id, organisation_id, event_uuid, url, description, event_types, enabled: true, created_by, created_at: at, updated_at: at })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        return changed(endpoint_id);
      }
      case 'WebhookEndpointUpdated': {
        const { endpoint_id, url, description, event_types } = event.data;
        await trx.updateTable('rm_webhook_endpoints').set({ url, description, event_types, updated_at: at }).where('id', '=', endpoint_id).execute();
        return changed(endpoint_id);
      }
      case 'WebhookEndpointDisabled':
        await trx
          .updateTable('rm_webhook_endpoints')
          .set({ enabled: false, disabled_reason: event.data.reason, disabled_at: at, updated_at: at })
          .where('id', '=', event.data.endpoint_id)
          .execute();
        return changed(event.data.endpoint_id);
      case 'WebhookEndpointEnabled':
        await trx
          .updateTable('rm_webhook_endpoints')
          .set({ enabled: true, disabled_reason: null, disabled_at: null, updated_at: at })
          .where('id', '=', event.data.endpoint_id)
          .execute();
        return changed(event.data.endpoint_id);
      case 'WebhookEndpointDeleted':
        await trx.deleteFrom('rm_webhook_endpoints').where('id', '=', event.data.endpoint_id).execute();
        return changed(event.data.endpoint_id);
      default:
        return null;
    }
  },
};
