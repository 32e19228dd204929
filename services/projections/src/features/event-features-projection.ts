import { sql } from 'kysely';
import { toDomainEvent } from '@usher/events';
import type { Projection } from '../runner/projection.ts';

/**
 * rm_event_features: each feature of an event with its place in the
 * organiser's order. Few and small, written row by row.
 */
export const eventFeaturesProjection: Projection = {
  name: 'event_features',
  tables: ['rm_event_features'],
  handles: ['EventFeatureAdded', 'EventFeatureUpdated', 'EventFeaturesReordered', 'EventFeatureRemoved'],

  async apply(trx, stored) {
    const event = toDomainEvent(stored);
    const at = new Date(stored.recordedAt).toISOString();
    const change = (eventUuid: string, id: string | null) => ({ event_uuid: eventUuid, id, socket_id: stored.metadata.socket_id });
    switch (event.type) {
      case 'EventFeatureAdded': {
        const { feature_id, event_uuid, kind, title, body, items, media_id, is_visible } = event.data;
        await sql`
          insert into rm_event_features (id, event_uuid, kind, title, body, items, media_id, is_visible, position, created_at, updated_at)
          values (${feature_id}, ${event_uuid}, ${kind}, ${title}, ${body}, ${JSON.stringify(items)}::jsonb, ${media_id}, ${is_visible},
            (select coalesce(max(position), -1) + 1 from rm_event_features where event_uuid = ${event_uuid}), ${at}, ${at})
          on conflict (id) do nothing`.execute(trx);
        return change(event_uuid, feature_id);
      }
      case 'EventFeatureUpdated': {
        const { feature_id, event_uuid, changes } = event.data;
        const { items, ...plain } = changes;
        await trx
          .updateTable('rm_event_features')
          .set({ ...plain, ...(items !== undefined ? { items: JSON.stringify(items) } : {}), updated_at: at })
          .where('id', '=', feature_id)
          .execute();
        return change(event_uuid, feature_id);
      }
      case 'EventFeaturesReordered':
        await sql`
          update rm_event_features f set position = o.position - 1, updated_at = ${at}
          from unnest(${event.data.feature_ids}::uuid[]) with ordinality as o(id, position)
          where f.id = o.id and f.event_uuid = ${event.data.event_uuid}`.execute(trx);
        return change(event.data.event_uuid, null);
      case 'EventFeatureRemoved':
        await trx.deleteFrom('rm_event_features').where('id', '=', event.data.feature_id).execute();
        return change(event.data.event_uuid, event.data.feature_id);
      default:
        return null;
    }
  },
};
