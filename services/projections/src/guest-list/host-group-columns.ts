import type { DomainEvent } from '@usher/events';
import type { GuestRow } from '@usher/read-models/guest-row';
import { fullNameOf, searchTextOf } from './guest-row.ts';

/** The guest-list events about a guest's host group and ticket (host-group-events.ts). */
export const HOST_GROUP_EVENT_TYPES = ['AttendeeMovedToHostGroup', 'AttendeePlaceholderRenamed'] as const;

export function hostGroupChangesFor(event: DomainEvent, row: GuestRow, at: string): Partial<GuestRow> {
  switch (event.type) {
    case 'AttendeeMovedToHostGroup':
      return { host_group_id: event.data.host_group_id, is_real_ticket: true, updated_at: at };
    case 'AttendeePlaceholderRenamed': {
      const next = { ...row, last_name: event.data.last_name };
      return { last_name: event.data.last_name, full_name: fullNameOf(next), search_text: searchTextOf(next), updated_at: at };
    }
    default:
      return {};
  }
}

/** A changed first or last name makes a placeholder a real ticket (spec section 4). */
export function namedTicketChanges(changes: Record<string, unknown>): Partial<GuestRow> {
  return 'first_name' in changes || 'last_name' in changes ? { is_real_ticket: true } : {};
}
