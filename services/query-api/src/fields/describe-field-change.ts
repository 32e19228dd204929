import type { DomainEvent } from '@usher/events';

/** History lines for a guest's custom-field values and ticket variation; null for other events. */
export function describeGuestFieldChange(event: DomainEvent): { summary: string; changes: Record<string, unknown> } | null {
  switch (event.type) {
    case 'AttendeeCustomFieldsSet': {
      const count = Object.keys(event.data.values).length;
      return { summary: count === 1 ? 'Changed a custom field' : `Changed ${count} custom fields`, changes: { custom_fields: event.data.values } };
    }
    case 'AttendeeTicketVariationSet':
      return { summary: 'Changed the ticket variation', changes: { ticket_variation_id: event.data.ticket_variation_id } };
    default:
      return null;
  }
}
