import { sql } from 'kysely';
import type { DomainEventOf } from '@usher/events';
import type { Db } from '@usher/infra/db/database';

/** The event-stream events that change how an event's passes look and what they say. */
export const EVENT_PASS_EVENTS = ['EventPassSettingsChanged', 'EventDataChanged', 'EventBadgeLayoutChanged'] as const;

/**
 * Each event carries its whole group, so the body takes it as it is: the event shape and the
 * public pass read `pass_settings` and `event_data` from the rm_events body, the badges `badge_layout`.
 */
export async function applyEventPassChange(trx: Db, uuid: string, event: DomainEventOf<(typeof EVENT_PASS_EVENTS)[number]>, at: Date): Promise<boolean> {
  const [key, value] =
    event.type === 'EventPassSettingsChanged'
      ? ['pass_settings', event.data.pass_settings]
      : event.type === 'EventDataChanged'
        ? ['event_data', event.data.event_data]
        : ['badge_layout', event.data.badge_layout];
  const result = await trx
    .updateTable('rm_events')
    .set({ body: sql`jsonb_set(body, ${sql.lit(`{${key}}`)}, ${JSON.stringify(value)}::jsonb)`, updated_at: at })
    .where('uuid', '=', uuid)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
