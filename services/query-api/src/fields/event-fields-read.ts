import type { ServiceContext } from '@usher/infra/context';
import type { EventFieldsState } from '@usher/domain/deciders/event-fields-decider';

/**
 * The events projection keeps an event's custom fields, default fields and
 * ticket variations in its body (event-fields-projection.ts); absent keys
 * are the defaults.
 */
export function eventFieldsOfBody(body: Record<string, unknown>): Partial<EventFieldsState> {
  return {
    custom_fields: body.custom_fields as EventFieldsState['custom_fields'] | undefined,
    default_fields: body.default_fields as EventFieldsState['default_fields'] | undefined,
    ticket_variations: body.ticket_variations as EventFieldsState['ticket_variations'] | undefined,
  };
}

export async function loadEventFields(context: ServiceContext, eventUuid: string): Promise<Partial<EventFieldsState>> {
  const row = await context.db.selectFrom('rm_events').select('body').where('uuid', '=', eventUuid).executeTakeFirst();
  return row ? eventFieldsOfBody(row.body) : {};
}
