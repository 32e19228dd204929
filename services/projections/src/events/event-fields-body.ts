import type { DomainEvent } from '@usher/events';
import type { Db } from '@usher/infra/db/database';
import { evolveEventFields, initialEventFields, type EventFieldsState } from '@usher/domain/deciders/event-fields-decider';

/** The event-stream events that change an event's guest fields. */
export const EVENT_FIELDS_EVENTS = ['CustomFieldAdded', 'CustomFieldUpdated', 'CustomFieldDeleted', 'DefaultFieldsSet', 'TicketVariationsSet'] as const;

/**
 * Keeps an event's custom fields, default fields and ticket variations in its
 * rm_events body, folded with the same evolve as the write side, so the event
 * shape, the guest list and its filters read them with the event.
 */
export async function applyEventFieldsChange(trx: Db, uuid: string, event: DomainEvent, at: Date): Promise<boolean> {
  const row = await trx.selectFrom('rm_events').select('body').where('uuid', '=', uuid).executeTakeFirst();
  if (!row) return false;
  const initial = initialEventFields();
  const current: EventFieldsState = {
    custom_fields: (row.body.custom_fields as EventFieldsState['custom_fields'] | undefined) ?? initial.custom_fields,
    default_fields: (row.body.default_fields as EventFieldsState['default_fields'] | undefined) ?? initial.default_fields,
    ticket_variations: (row.body.ticket_variations as EventFieldsState['ticket_variations'] | undefined) ?? initial.ticket_variations,
  };
  const next = evolveEventFields(current, event);
  await trx
    .updateTable('rm_events')
    .set({ body: JSON.stringify({ ...row.body, ...next }), updated_at: at })
    .where('uuid', '=', uuid)
    .execute();
  return true;
}
