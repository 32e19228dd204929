import type { DomainEvent, DomainEventOf, StreamEvent } from '@usher/events';
import { DomainError } from './domain-error.ts';

/** The part of a guest's state that host groups need: their group, and whether their ticket is named. */
export interface HostGroupMembershipState {
  host_group_id: string | null;
  /** False for a group's unnamed placeholder ticket (spec section 4). */
  is_real_ticket: boolean;
  last_name: string;
}

export type HostGroupMembershipCommand =
  | { type: 'MoveToHostGroup'; host_group_id: string | null }
  /** The placeholder follows its group's new name (only while it is still a placeholder). */
  | { type: 'RenamePlaceholder'; last_name: string }
  /** Removes an unnamed ticket; one named meanwhile (by its host, say) is refused, never lost. */
  | { type: 'RemovePlaceholder'; seat_id?: string | null };

export const TICKET_NAMED = 'This ticket has been named meanwhile; it was left as it is. Try again.';

/** Commands that only a placeholder may take refuse a named ticket with a stable code. */
export function requirePlaceholder(state: HostGroupMembershipState): void {
  if (state.is_real_ticket) throw new DomainError('conflict', 'ticket_named', TICKET_NAMED);
}

export const initialHostGroupMembership = () => ({ host_group_id: null as string | null, is_real_ticket: true });

/** Group and ticket kind as a new guest's event records them (older events name neither). */
export function membershipOnAdded(data: DomainEventOf<'AttendeeAdded'>['data']) {
  return { host_group_id: data.host_group_id ?? null, is_real_ticket: data.is_placeholder !== true };
}

/** A changed first or last name names the ticket: it is a real ticket from then on. */
export function membershipOnDetailsChanged(changes: Record<string, unknown>): Partial<HostGroupMembershipState> {
  return 'first_name' in changes || 'last_name' in changes ? { is_real_ticket: true } : {};
}

export function evolveHostGroupMembership<S extends HostGroupMembershipState>(state: S, event: DomainEvent): S {
  switch (event.type) {
    case 'AttendeeMovedToHostGroup':
      return { ...state, host_group_id: event.data.host_group_id, is_real_ticket: true };
    case 'AttendeePlaceholderRenamed':
      return { ...state, last_name: event.data.last_name };
    default:
      return state;
  }
}

export function decideHostGroupMembership(command: HostGroupMembershipCommand, state: HostGroupMembershipState, event_uuid: string): StreamEvent<'attendee'>[] {
  switch (command.type) {
    case 'MoveToHostGroup':
      if (state.host_group_id === command.host_group_id) throw new DomainError('conflict', 'already_in_group', 'This guest is in that group already.');
      return [{ type: 'AttendeeMovedToHostGroup', data: { event_uuid, host_group_id: command.host_group_id, from_host_group_id: state.host_group_id } }];
    case 'RenamePlaceholder':
      if (state.is_real_ticket || state.last_name === command.last_name) return [];
      return [{ type: 'AttendeePlaceholderRenamed', data: { event_uuid, last_name: command.last_name } }];
    case 'RemovePlaceholder':
      requirePlaceholder(state);
      return [{ type: 'AttendeeRemoved', data: { event_uuid } }];
  }
}
