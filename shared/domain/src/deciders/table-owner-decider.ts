import type { StreamEvent } from '@usher/events';
import type { Decider } from './decider.ts';
import { DomainError } from './domain-error.ts';
import type { FieldErrors } from '../validation/errors.ts';

// A table's owner (issue 19 section 3; spec sections 2 and 6), on the
// table's own stream `table-owner-{table_id}`. The organiser names the owner
// (a guest of the event), whether they may seat their own guests, and how
// many; setting the same again changes nothing.

/** The most guests an organiser may let one owner seat: a banquet table's seats and then some. */
export const TABLE_OWNER_LIMIT_MAX = 50;

export interface TableOwnerState {
  event_uuid: string | null;
  attendee_id: string | null;
  may_seat_guests: boolean;
  limit: number;
}

export interface SetTableOwner {
  type: 'SetTableOwner';
  event_uuid: string;
  table_id: string;
  /** Null takes the owner away. */
  attendee_id: string | null;
  may_seat_guests: boolean;
  limit: number;
}

export const initialTableOwner = (): TableOwnerState => ({ event_uuid: null, attendee_id: null, may_seat_guests: false, limit: 0 });

export function tableOwnerErrors(command: Pick<SetTableOwner, 'limit' | 'may_seat_guests'>): FieldErrors {
  const errors: FieldErrors = {};
  if (!Number.isInteger(command.limit) || command.limit < 0 || command.limit > TABLE_OWNER_LIMIT_MAX) {
    errors.limit = [`The limit must be a whole number from 0 to ${TABLE_OWNER_LIMIT_MAX}.`];
  }
  return errors;
}

export function decideTableOwner(command: SetTableOwner, state: TableOwnerState): StreamEvent<'table_owner'>[] {
  const errors = tableOwnerErrors(command);
  if (Object.keys(errors).length > 0) throw DomainError.validation(errors);
  if (state.event_uuid !== null && state.event_uuid !== command.event_uuid) throw DomainError.notFound('table');
  const unchanged =
    state.event_uuid !== null &&
    state.attendee_id === command.attendee_id &&
    state.may_seat_guests === command.may_seat_guests &&
    state.limit === command.limit;
  if (unchanged) return [];
  return [
    {
      type: 'SeatingTableOwnerSet',
      data: {
        event_uuid: command.event_uuid,
        table_id: command.table_id,
        attendee_id: command.attendee_id,
        may_seat_guests: command.may_seat_guests,
        limit: command.limit,
      },
    },
  ];
}

export const tableOwnerDecider: Decider<TableOwnerState, SetTableOwner, StreamEvent<'table_owner'>> = {
  initialState: initialTableOwner,
  evolve(state, event) {
    if (event.type !== 'SeatingTableOwnerSet') return state;
    return { event_uuid: event.data.event_uuid, attendee_id: event.data.attendee_id, may_seat_guests: event.data.may_seat_guests, limit: event.data.limit };
  },
  decide: decideTableOwner,
};
