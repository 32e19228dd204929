import { describe, expect, it } from 'vitest';
import { streamIds, type DomainEvent } from '@usher/events';
import { fold } from '../../src/deciders/decider.ts';
import { attendeeDecider } from '../../src/deciders/attendee-decider.ts';
import { guestSeatDecider } from '../../src/deciders/guest-seat-decider.ts';
import { seatDecider } from '../../src/deciders/seat-decider.ts';
import { seatingPlanDecider } from '../../src/deciders/seating-plan-decider.ts';
import {
  planAssignments,
  planSeatSwap,
  planUnseating,
  requireDistinctAssignments,
  seatsToReadFor,
  type Assignment,
} from '../../src/seating/seat-assignment-plans.ts';
import { givenFor } from '../deciders/given-when-then.ts';

// The seating rules over the plan's, the seats' and the guests' streams, without a database.

const E = '11111111-1111-4111-8111-111111111111';
const OTHER_EVENT = '22222222-2222-4222-8222-222222222222';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const table = {
  id: id(1),
  section_id: null,
  name: '1',
  label: null,
  shape: 'rectangle' as const,
  diameter: null,
  seat_count: 3,
  numbering: 'clockwise' as const,
  aisle_after: [],
  curve: 0,
  x: 0,
  y: 0,
  width: 60,
  height: 60,
  rotation: 0,
  color: null,
};
const seat = (n: number, position: number, disabled_message: string | null = null) => ({
  id: id(n),
  table_id: id(1),
  seat_legend_id: null,
  name: String(position + 1),
  position,
  disabled: disabled_message !== null,
  disabled_message,
});
const plan = fold(
  seatingPlanDecider,
  seatingPlanDecider.decide(
    {
      type: 'SaveSeatingPlan',
      event_uuid: E,
      created: { tables: [table], seats: [seat(11, 0), seat(12, 1), seat(13, 2, 'Pillar')] },
      updated: {},
      deleted: {},
    },
    fold(seatingPlanDecider, []),
  ),
);

const added = (n: number, event_uuid = E): DomainEvent => ({
  type: 'AttendeeAdded',
  data: {
    attendee_id: id(n),
    event_uuid,
    first_name: 'G',
    last_name: String(n),
    email: null,
    phone_number: null,
    parent_attendee_id: null,
    is_approved: true,
    is_attending: null,
  },
});
const seated = (seatN: number): DomainEvent => ({
  type: 'AttendeeSeated',
  data: { event_uuid: E, seat_id: id(seatN), table_id: id(1), previous_seat_id: null },
});
const guestState = (...events: DomainEvent[]) => fold(attendeeDecider, events);
const guests = (...entries: [number, DomainEvent[]][]) => new Map(entries.map(([n, events]) => [id(n), guestState(...events)]));
const refusalOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error as { kind: string; code: string; errors?: Record<string, string[]> };
  }
  throw new Error('expected a refusal');
};

describe("the seat's stream: one guest per seat", () => {
  const given = givenFor(seatDecider);
  const take = (guestN: number, event_uuid = E) => ({ type: 'TakeSeat' as const, event_uuid, seat_id: id(11), attendee_id: id(guestN) });
  const free = (guestN: number) => ({ type: 'FreeSeat' as const, event_uuid: E, seat_id: id(11), attendee_id: id(guestN) });
  const taken = (guestN: number): DomainEvent => ({ type: 'SeatTaken', data: { event_uuid: E, seat_id: id(11), attendee_id: id(guestN) } });

  it('an empty seat is taken; the same guest again changes nothing; another guest is refused 409 seat_taken', () => {
    given()
      .when([take(100)])
      .then([taken(100)]);
    given(taken(100))
      .when([take(100)])
      .then([]);
    given(taken(100))
      .when([take(101)])
      .thenRefuses({ kind: 'conflict', code: 'seat_taken' });
  });

  it('a swap frees the seat and gives it to the next guest in one list', () => {
    given(taken(100))
      .when([free(100), take(101)])
      .then([{ type: 'SeatFreed', data: { event_uuid: E, seat_id: id(11), attendee_id: id(100) } }, taken(101)]);
  });

  it("answers only for its own event's commands", () => {
    given(taken(100))
      .when([take(100, OTHER_EVENT)])
      .thenRefuses({ kind: 'not_found', code: 'seat_not_found' });
  });
});

describe("the guest's stream: one seat per guest", () => {
  const given = givenFor(guestSeatDecider);
  const seatGuest = (seatN: number, expected_previous: string | null) => ({
    type: 'SeatGuest' as const,
    event_uuid: E,
    seat_id: id(seatN),
    table_id: id(1),
    expected_previous,
  });

  it('seats a guest, recording the seat left by a move', () => {
    given(added(100))
      .when([seatGuest(11, null)])
      .then([seated(11)]);
    given(added(100), seated(11))
      .when([seatGuest(12, id(11))])
      .then([{ type: 'AttendeeSeated', data: { event_uuid: E, seat_id: id(12), table_id: id(1), previous_seat_id: id(11) } }]);
  });

  it('refuses a guest seated elsewhere meanwhile (409 seat_changed), and a guest of another event (404)', () => {
    given(added(100), seated(11))
      .when([seatGuest(12, null)])
      .thenRefuses({ kind: 'conflict', code: 'seat_changed' });
    given(added(100, OTHER_EVENT))
      .when([seatGuest(11, null)])
      .thenRefuses({ kind: 'not_found', code: 'attendee_not_found' });
  });

  it('unseats a guest from the seat read, and nothing for a guest without one', () => {
    given(added(100), seated(11))
      .when([{ type: 'UnseatGuest', reason: 'unseated', expected_seat_id: id(11) }])
      .then([{ type: 'AttendeeUnseated', data: { event_uuid: E, seat_id: id(11), reason: 'unseated' } }]);
    given(added(100))
      .when([{ type: 'UnseatGuest', reason: 'unseated', expected_seat_id: null }])
      .then([]);
  });
});

describe('seat assignment plans, across the streams', () => {
  const assign = (guestN: number, seatN: number): Assignment => ({ attendee_id: id(guestN), seat_id: id(seatN) });
  const noOccupants = new Map<string, string | null>();

  it('a request names each guest once and each seat once, and names someone', () => {
    expect(refusalOf(() => requireDistinctAssignments([])).errors).toEqual({ assignments: ['The assignments field is required.'] });
    expect(refusalOf(() => requireDistinctAssignments([assign(100, 11), assign(100, 12)])).errors).toEqual({
      assignments: ['A guest can take only one seat.'],
    });
    expect(refusalOf(() => requireDistinctAssignments([assign(100, 11), assign(101, 11)])).errors).toEqual({
      assignments: ['A seat can hold only one guest.'],
    });
    expect(() => requireDistinctAssignments([assign(100, 11), assign(101, 12)])).not.toThrow();
  });

  it("a disabled seat takes nobody (409 seat_disabled, with the plan's reason); a seat not in the plan is 404", () => {
    const reads = { plan, guests: guests([100, [added(100)]]), occupants: noOccupants };
    expect(refusalOf(() => planAssignments(E, [assign(100, 13)], false, reads))).toMatchObject({
      code: 'seat_disabled',
      message: 'This seat is disabled: Pillar',
    });
    expect(refusalOf(() => planAssignments(E, [assign(100, 99)], false, reads)).code).toBe('seat_not_found');
  });

  it('a guest not of this event, removed or never added is 404', () => {
    const reads = { plan, guests: guests([100, [added(100, OTHER_EVENT)]]), occupants: noOccupants };
    expect(refusalOf(() => planAssignments(E, [assign(100, 11)], false, reads)).code).toBe('attendee_not_found');
    expect(refusalOf(() => planAssignments(E, [assign(101, 11)], false, reads)).code).toBe('attendee_not_found');
    expect(refusalOf(() => planAssignments(E, [{ attendee_id: 'not-an-id', seat_id: id(11) }], false, reads)).code).toBe('attendee_not_found');
  });

  it("a move names the guest's seat read, frees it and takes the new one", () => {
    const decision = planAssignments(E, [assign(100, 12)], false, { plan, guests: guests([100, [added(100), seated(11)]]), occupants: noOccupants });
    expect(decision).toEqual([
      {
        streamId: streamIds.attendee(id(100)),
        command: { on: 'guest', commands: [{ type: 'SeatGuest', event_uuid: E, seat_id: id(12), table_id: id(1), expected_previous: id(11) }] },
      },
      { streamId: streamIds.seat(id(11)), command: { on: 'seat', commands: [{ type: 'FreeSeat', event_uuid: E, seat_id: id(11), attendee_id: id(100) }] } },
      { streamId: streamIds.seat(id(12)), command: { on: 'seat', commands: [{ type: 'TakeSeat', event_uuid: E, seat_id: id(12), attendee_id: id(100) }] } },
    ]);
  });

  it('swap: a lone guest dropped on an occupied seat trades seats with its guest, or takes it and leaves its guest unseated', () => {
    expect(seatsToReadFor([assign(100, 12)], true)).toEqual([id(12)]);
    expect(seatsToReadFor([assign(100, 12), assign(101, 11)], true)).toEqual([]);
    expect(seatsToReadFor([assign(100, 12)], false)).toEqual([]);
    const occupants = new Map([[id(12), id(101)]]);
    const traded = planAssignments(E, [assign(100, 12)], true, { plan, guests: guests([100, [added(100), seated(11)]]), occupants });
    expect(traded).toContainEqual({
      streamId: streamIds.attendee(id(101)),
      command: { on: 'guest', commands: [{ type: 'SeatGuest', event_uuid: E, seat_id: id(11), table_id: id(1), expected_previous: id(12) }] },
    });
    expect(traded).toContainEqual({
      streamId: streamIds.seat(id(12)),
      command: {
        on: 'seat',
        commands: [
          { type: 'FreeSeat', event_uuid: E, seat_id: id(12), attendee_id: id(101) },
          { type: 'TakeSeat', event_uuid: E, seat_id: id(12), attendee_id: id(100) },
        ],
      },
    });
    const bumped = planAssignments(E, [assign(100, 12)], true, { plan, guests: guests([100, [added(100)]]), occupants });
    expect(bumped).toContainEqual({
      streamId: streamIds.attendee(id(101)),
      command: { on: 'guest', commands: [{ type: 'UnseatGuest', reason: 'unseated', expected_seat_id: id(12) }] },
    });
    // Without swap, the seat's stream refuses the second guest when the decision is decided (seat_taken).
    expect(planAssignments(E, [assign(100, 12)], false, { plan, guests: guests([100, [added(100)]]), occupants })).toHaveLength(2);
  });

  it("swapping two seats trades their guests; an empty one moves the other's guest; a seat not in the plan is 404", () => {
    const both = planSeatSwap(
      E,
      plan,
      id(11),
      id(12),
      new Map([
        [id(11), id(100)],
        [id(12), id(101)],
      ]),
    );
    expect(both.filter((entry) => entry.command.on === 'guest').map((entry) => entry.streamId)).toEqual([
      streamIds.attendee(id(100)),
      streamIds.attendee(id(101)),
    ]);
    const one = planSeatSwap(E, plan, id(11), id(12), new Map([[id(11), id(100)]]));
    expect(one[0]).toEqual({
      streamId: streamIds.attendee(id(100)),
      command: { on: 'guest', commands: [{ type: 'SeatGuest', event_uuid: E, seat_id: id(12), table_id: id(1), expected_previous: id(11) }] },
    });
    expect(planSeatSwap(E, plan, id(11), id(11), new Map())).toEqual([]);
    expect(refusalOf(() => planSeatSwap(E, plan, id(11), id(99), new Map())).code).toBe('seat_not_found');
    expect(refusalOf(() => planSeatSwap(E, plan, id(11), id(13), new Map([[id(11), id(100)]]))).code).toBe('seat_disabled');
  });

  it('unseating leaves a guest without a seat as they are', () => {
    const decision = planUnseating(E, [id(100), id(101)], guests([100, [added(100), seated(11)]], [101, [added(101)]]));
    expect(decision.map((entry) => entry.streamId)).toEqual([streamIds.attendee(id(100)), streamIds.seat(id(11))]);
  });
});
