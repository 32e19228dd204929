import type { DomainEvent } from '@usher/events';
import type { GuestRow } from '@usher/read-models/guest-row';

export const GUEST_FIELD_EVENT_TYPES = ['AttendeeCustomFieldsSet', 'AttendeeTicketVariationSet'] as const;

/**
 * A guest's custom-field values (merged; null clears one) and ticket
 * variation. Values of a field deleted later stay in the row and are left
 * out when guests are presented, so a deletion is one event, not one per guest.
 */
export function guestFieldChangesFor(event: DomainEvent, row: GuestRow, at: string): Partial<GuestRow> {
  switch (event.type) {
    case 'AttendeeCustomFieldsSet': {
      const next: Record<string, unknown> = { ...row.custom_fields };
      for (const [id, value] of Object.entries(event.data.values)) {
        if (value === null) delete next[id];
        else next[id] = value;
      }
      return { custom_fields: next, updated_at: at };
    }
    case 'AttendeeTicketVariationSet':
      return { ticket_variation_id: event.data.ticket_variation_id, updated_at: at };
    default:
      return {};
  }
}
