import { sql } from 'kysely';
import { toDomainEvent } from '@usher/events';
import { combineDateTime } from '@usher/domain/events/event-dates';
import { eventEndsAt } from '@usher/domain/events/event-end';
import type { Projection } from '../runner/projection.ts';
import { applyEventFieldsChange, EVENT_FIELDS_EVENTS } from './event-fields-body.ts';
import { applyEventPassChange, EVENT_PASS_EVENTS } from './event-pass-body.ts';

/**
 * The events list and each event's settings. The body holds the settings and
 * location as the event form edits them; the columns are what lists filter
 * and sort on.
 */
export const eventListProjection: Projection = {
  name: 'events',
  tables: ['rm_events'],
  handles: ['EventCreated', 'EventUpdated', 'EventLocationChanged', 'EventArchived', 'EventRestored', ...EVENT_FIELDS_EVENTS, ...EVENT_PASS_EVENTS],

  async apply(trx, stored) {
    const event = toDomainEvent(stored);
    const uuid = stored.streamId.slice('event-'.length);
    const at = new Date(stored.recordedAt);
    const change = { event_uuid: uuid, id: uuid, socket_id: stored.metadata.socket_id };
    switch (event.type) {
      case 'EventCreated': {
        const { settings, location, organisation_id, duplicated_from } = event.data;
        await trx
          .insertInto('rm_events')
          .values({
            uuid,
            organisation_id,
            name: settings.name,
            starts_at: combineDateTime(settings.starts_date, settings.starts_time, settings.timezone),
            ends_at: eventEndsAt(settings),
            body: JSON.stringify({ settings, location, archived_at: null, duplicated_from }),
            created_at: at,
            updated_at: at,
          })
          .execute();
        return change;
      }
      case 'EventUpdated': {
        const row = await trx.selectFrom('rm_events').select('body').where('uuid', '=', uuid).executeTakeFirst();
        if (!row) return null;
        const settings = { ...(row.body.settings as Record<string, unknown>), ...event.data.changes } as Record<string, string | null>;
        await trx
          .updateTable('rm_events')
          .set({
            name: String(settings.name),
            starts_at: combineDateTime(settings.starts_date ?? null, settings.starts_time ?? null, String(settings.timezone)),
            ends_at: eventEndsAt({ ...settings, timezone: String(settings.timezone) }),
            body: JSON.stringify({ ...row.body, settings }),
            updated_at: at,
          })
          .where('uuid', '=', uuid)
          .execute();
        return change;
      }
      case 'EventLocationChanged':
        await trx
          .updateTable('rm_events')
          .set({ body: sql`jsonb_set(body, '{location}', ${JSON.stringify(event.data.location)}::jsonb)`, updated_at: at })
          .where('uuid', '=', uuid)
          .execute();
        return change;
      case 'EventArchived':
      case 'EventRestored': {
        const archived = event.type === 'EventArchived';
        await trx
          .updateTable('rm_events')
          .set({
            is_archived: archived,
            body: sql`jsonb_set(body, '{archived_at}', ${JSON.stringify(archived ? at.toISOString() : null)}::jsonb)`,
            updated_at: at,
          })
          .where('uuid', '=', uuid)
          .execute();
        return change;
      }
      case 'CustomFieldAdded':
      case 'CustomFieldUpdated':
      case 'CustomFieldDeleted':
      case 'DefaultFieldsSet':
      case 'TicketVariationsSet':
        return (await applyEventFieldsChange(trx, uuid, event, at)) ? change : null;
      case 'EventPassSettingsChanged':
      case 'EventDataChanged':
      case 'EventBadgeLayoutChanged':
        return (await applyEventPassChange(trx, uuid, event, at)) ? change : null;
      default:
        return null;
    }
  },
};
