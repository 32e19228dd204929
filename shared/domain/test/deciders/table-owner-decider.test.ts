import { describe, it } from 'vitest';
import { tableOwnerDecider, type SetTableOwner } from '../../src/deciders/table-owner-decider.ts';
import { givenFor } from './given-when-then.ts';

const given = givenFor(tableOwnerDecider);
const event_uuid = '00000000-0000-4000-8000-0000000000e1';
const table_id = '00000000-0000-4000-8000-0000000000a1';
const olga = '00000000-0000-4000-8000-0000000000b1';
const set = (changes: Partial<SetTableOwner> = {}): SetTableOwner => ({
  type: 'SetTableOwner',
  event_uuid,
  table_id,
  attendee_id: olga,
  may_seat_guests: true,
  limit: 2,
  ...changes,
});
const owned = { type: 'SeatingTableOwnerSet' as const, data: { event_uuid, table_id, attendee_id: olga, may_seat_guests: true, limit: 2 } };

describe('a table owner', () => {
  it("is set on the table's stream, and setting the same again changes nothing", () => {
    given().when(set()).then([owned]);
    given(owned).when(set()).then([]);
  });

  it('changes limits or goes away with one event each', () => {
    given(owned)
      .when(set({ limit: 4 }))
      .then([{ ...owned, data: { ...owned.data, limit: 4 } }]);
    given(owned)
      .when(set({ attendee_id: null, may_seat_guests: false, limit: 0 }))
      .then([{ ...owned, data: { ...owned.data, attendee_id: null, may_seat_guests: false, limit: 0 } }]);
  });

  it("refuses a limit out of bounds, and another event's table", () => {
    given()
      .when(set({ limit: 51 }))
      .thenRefuses({ kind: 'validation', code: 'validation_failed', errors: { limit: ['The limit must be a whole number from 0 to 50.'] } });
    given(owned)
      .when(set({ event_uuid: '00000000-0000-4000-8000-0000000000e2' }))
      .thenRefuses({ kind: 'not_found', code: 'table_not_found' });
  });
});
