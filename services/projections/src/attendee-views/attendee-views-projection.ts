import { sql } from 'kysely';
import { toDomainEvent, type DomainEvent } from '@usher/events';
import type { Db } from '@usher/infra/db/database';
import type { Projection } from '../runner/projection.ts';

const eventUuidOfTabs = (streamId: string) => streamId.slice('attendee-tabs-'.length);

async function applyTabEvent(trx: Db, event: DomainEvent, at: string): Promise<void> {
  switch (event.type) {
    case 'AttendeeTabCreated': {
      const { tab_id, event_uuid, name, filters, sort, columns } = event.data;
      await sql`
        insert into rm_attendee_tabs (id, event_uuid, name, filters, sort, columns, position, created_at, updated_at)
        values (${tab_id}, ${event_uuid}, ${name}, ${JSON.stringify(filters)}::jsonb, ${sort}, ${JSON.stringify(columns)}::jsonb,
          (select coalesce(max(position), -1) + 1 from rm_attendee_tabs where event_uuid = ${event_uuid}), ${at}, ${at})`.execute(trx);
      return;
    }
    case 'AttendeeTabUpdated': {
      const { tab_id, name, filters, sort, columns } = event.data;
      await sql`
        update rm_attendee_tabs set
          name = coalesce(${name ?? null}, name),
          filters = coalesce(${filters ? JSON.stringify(filters) : null}::jsonb, filters),
          sort = case when ${sort !== undefined} then ${sort ?? null} else sort end,
          columns = coalesce(${columns ? JSON.stringify(columns) : null}::jsonb, columns),
          updated_at = ${at}
        where id = ${tab_id}`.execute(trx);
      return;
    }
    case 'AttendeeTabsReordered':
      await sql`
        update rm_attendee_tabs t set position = o.position - 1, updated_at = ${at}
        from unnest(${event.data.tab_ids}::uuid[]) with ordinality as o(id, position)
        where t.id = o.id and t.event_uuid = ${event.data.event_uuid}`.execute(trx);
      return;
    case 'AttendeeTabDeleted':
      await sql`delete from rm_attendee_tabs where id = ${event.data.tab_id}`.execute(trx);
      return;
    default:
      return;
  }
}

/**
 * Saved views of the guest list: the event's tabs (shared by its team) and
 * each person's column settings. Few and small, written row by row.
 */
export const attendeeViewsProjection: Projection = {
  name: 'attendee_views',
  tables: ['rm_attendee_tabs', 'rm_column_settings'],
  handles: ['AttendeeTabCreated', 'AttendeeTabUpdated', 'AttendeeTabsReordered', 'AttendeeTabDeleted', 'ColumnSettingsSaved'],

  async apply(trx, stored) {
    const event = toDomainEvent(stored);
    const at = new Date(stored.recordedAt).toISOString();
    if (event.type === 'ColumnSettingsSaved') {
      const { event_uuid, user_id, columns } = event.data;
      await sql`
        insert into rm_column_settings (event_uuid, user_id, columns, updated_at)
        values (${event_uuid}, ${user_id}, ${JSON.stringify(columns)}::jsonb, ${at})
        on conflict (event_uuid, user_id) do update set columns = excluded.columns, updated_at = excluded.updated_at`.execute(trx);
      // Only its owner's dashboards care; they read it with the event.
      return { event_uuid, id: user_id, socket_id: stored.metadata.socket_id };
    }
    await applyTabEvent(trx, event, at);
    return { event_uuid: eventUuidOfTabs(stored.streamId), id: null, socket_id: stored.metadata.socket_id };
  },
};
