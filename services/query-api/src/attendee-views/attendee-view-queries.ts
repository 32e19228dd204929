import type { ServiceContext } from '@usher/infra/context';

const iso = (value: Date) => new Date(value).toISOString();

/** The event's tabs in their order (spec: list key 'tabs'). */
export async function listTabs(context: ServiceContext, eventUuid: string) {
  const rows = await context.db
    .selectFrom('rm_attendee_tabs')
    .selectAll()
    .where('event_uuid', '=', eventUuid)
    .orderBy('position')
    .orderBy('created_at')
    .execute();
  return {
    tabs: rows.map((row) => ({
      id: row.id,
      event_uuid: row.event_uuid,
      name: row.name,
      filters: row.filters,
      sort: row.sort,
      columns: row.columns,
      position: row.position,
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
    })),
  };
}

/** The person's saved columns for the event, or null when they never chose. */
export async function columnSettingsOf(context: ServiceContext, eventUuid: string, userId: string) {
  const row = await context.db
    .selectFrom('rm_column_settings')
    .select('columns')
    .where('event_uuid', '=', eventUuid)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.columns ?? null;
}
