import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { DomainEvent } from '@usher/events';
import { fold } from '../../src/deciders/decider.ts';
import { DomainError } from '../../src/deciders/domain-error.ts';
import { attendeeDecider } from '../../src/deciders/attendee-decider.ts';
import { seatAssignmentDecider, type SeatingCommand } from '../../src/deciders/seat-assignment-decider.ts';
import { PLAN_KINDS, seatingPlanDecider, type SavePlanCommand } from '../../src/deciders/seating-plan-decider.ts';
import { documentSize } from '../../src/values/document-size.ts';
import { autoSeat, type AutoSeatGuest, type AutoSeatTable } from '../../src/seating/auto-seat.ts';

// Given/when/then on the seating deciders, without a database.

const E = '11111111-1111-4111-8111-111111111111';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const table = (n: number, seats: number, extra: object = {}) => ({
  id: id(n),
  section_id: null,
  name: String(n),
  label: null,
  shape: 'rectangle' as const,
  diameter: null,
  seat_count: seats,
  numbering: 'clockwise' as const,
  aisle_after: [],
  curve: 0,
  x: 0,
  y: 0,
  width: 60,
  height: 60,
  rotation: 0,
  color: null,
  ...extra,
});
const seat = (n: number, tableN: number, position: number) => ({
  id: id(n),
  table_id: id(tableN),
  seat_legend_id: null,
  name: String(position + 1),
  position,
  disabled: false,
  disabled_message: null,
});
const save = (changes: Partial<SavePlanCommand>): SavePlanCommand => ({
  type: 'SaveSeatingPlan',
  event_uuid: E,
  created: {},
  updated: {},
  deleted: {},
  ...changes,
});

function refusal(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

const planWith = (events: DomainEvent[]) => fold(seatingPlanDecider, events);

describe('seating plan decider', () => {
  const twoTables = seatingPlanDecider.decide(
    save({ created: { tables: [table(1, 2), table(2, 1)], seats: [seat(11, 1, 0), seat(12, 1, 1), seat(21, 2, 0)] } }),
    planWith([]),
  );

  it('saves created pieces as one SeatingPlanSaved', () => {
    expect(twoTables).toHaveLength(1);
    expect(twoTables[0]!.type).toBe('SeatingPlanSaved');
    const plan = planWith(twoTables);
    expect([...plan.tables.keys()]).toEqual([id(1), id(2)]);
    expect(plan.seats.size).toBe(3);
  });

  it('refuses a table without a name, with the field named by the save', () => {
    const error = refusal(() => seatingPlanDecider.decide(save({ created: { tables: [table(3, 0, { name: ' ' })] } }), planWith([])));
    expect(error.kind).toBe('validation');
    expect(error.errors['created.tables.0.name']).toEqual(['The name field is required.']);
  });

  it('refuses a seat count that does not match the seats, and a round table whose diameter seats another number', () => {
    const mismatch = refusal(() => seatingPlanDecider.decide(save({ created: { tables: [table(3, 2)], seats: [seat(31, 3, 0)] } }), planWith([])));
    expect(Object.keys(mismatch.errors)).toEqual(['created.tables.0.seat_count']);
    const round = refusal(() =>
      seatingPlanDecider.decide(save({ created: { tables: [table(3, 1, { shape: 'round', diameter: 60 })], seats: [seat(31, 3, 0)] } }), planWith([])),
    );
    expect(round.errors['created.tables.0.seat_count']).toContain('A round table of 60 inches seats 10.');
  });

  it('refuses a seat of a table that does not exist, and answers 404 for unknown ids in updated and deleted', () => {
    const orphan = refusal(() => seatingPlanDecider.decide(save({ created: { seats: [seat(99, 42, 0)] } }), planWith(twoTables)));
    expect(orphan.errors['created.seats.0.table_id']).toEqual(['The selected table is invalid.']);
    expect(refusal(() => seatingPlanDecider.decide(save({ updated: { tables: [{ id: id(77), name: 'x' }] } }), planWith(twoTables))).code).toBe(
      'table_not_found',
    );
    expect(refusal(() => seatingPlanDecider.decide(save({ deleted: { seats: [id(77)] } }), planWith(twoTables))).code).toBe('seat_not_found');
  });

  it('deleting a table deletes its seats and lists them; deleting a section deletes its rows and their seats', () => {
    const [deleted] = seatingPlanDecider.decide(save({ deleted: { tables: [id(1)] } }), planWith(twoTables));
    expect(deleted!.data).toMatchObject({ deleted: { tables: [id(1)], seats: [id(11), id(12)] } });
    const section = { id: id(5), name: 'Orchestra', color: null, x: 0, y: 0, width: 10, height: 10, rotation: 0 };
    const theatre = seatingPlanDecider.decide(
      save({ created: { sections: [section], tables: [table(6, 1, { section_id: id(5), shape: 'row', name: 'A' })], seats: [seat(61, 6, 0)] } }),
      planWith([]),
    );
    const [gone] = seatingPlanDecider.decide(save({ deleted: { sections: [id(5)] } }), planWith(theatre));
    expect(gone!.data).toMatchObject({ deleted: { sections: [id(5)], tables: [id(6)], seats: [id(61)] } });
  });

  it('records only the fields an update changes, and nothing when nothing changes', () => {
    const [moved] = seatingPlanDecider.decide(save({ updated: { tables: [{ id: id(1), name: '1', x: 50 }] } }), planWith(twoTables));
    expect(moved!.data).toMatchObject({ updated: { tables: [{ id: id(1), x: 50 }] } });
    expect((moved!.data as { updated: { tables: object[] } }).updated.tables[0]).not.toHaveProperty('name');
    expect(seatingPlanDecider.decide(save({ updated: { tables: [{ id: id(1), x: 0 }] } }), planWith(twoTables))).toEqual([]);
  });

  it('keeps the size of the whole plan through creations, changes and deletions, as if measured afresh', () => {
    const history = [...twoTables];
    history.push(
      ...seatingPlanDecider.decide(
        save({ updated: { seats: [{ id: id(11), disabled: true, disabled_message: 'Reserved for the band' }] } }),
        planWith(history),
      ),
    );
    history.push(...seatingPlanDecider.decide(save({ deleted: { tables: [id(2)] } }), planWith(history)));
    const plan = planWith(history);
    const measured = PLAN_KINDS.reduce((sum, kind) => sum + [...plan[kind].values()].reduce((size, piece) => size + documentSize(piece), 0), 0);
    expect(plan.characters).toBe(measured);
  });

  it('refuses a save that takes the whole plan past its size, naming the bound; a plan past it may still shrink', () => {
    // Each shape is within its own limits (2,000 points); enough of them are not, together.
    const shape = (n: number) => ({
      id: id(1000 + n),
      type: 'CustomPolygon' as const,
      x: 0,
      y: 0,
      width: 10,
      height: 10,
      rotation: 0,
      points: Array.from({ length: 2000 }, (_, index) => 10_000.125 + index),
      text: null,
      fill: null,
      stroke: null,
      font_size: null,
    });
    const shapes = Array.from({ length: 420 }, (_, n) => shape(n));
    // Saved a save at a time, each within the bound of a save, until the plan's bound refuses one.
    const history: DomainEvent[] = [];
    let refused: DomainError | null = null;
    for (let start = 0; start < shapes.length && !refused; start += 90) {
      try {
        history.push(...seatingPlanDecider.decide(save({ created: { canvas_objects: shapes.slice(start, start + 90) } }), planWith(history)));
      } catch (error) {
        refused = error as DomainError;
      }
    }
    expect(refused?.kind).toBe('validation');
    expect(history).toHaveLength(4);
    expect(refused!.errors.plan?.[0]).toMatch(
      /^A floor plan may not hold more than 8,000,000 characters in all; this change would make it [\d,]+\. Remove some pieces, or shorten their texts and shapes\.$/,
    );

    // A plan saved before the bound: it may lose pieces, not gain them.
    const past: DomainEvent[] = [
      { type: 'SeatingPlanSaved', data: { event_uuid: E, created: { canvas_objects: shapes }, updated: {}, deleted: {}, settings: {} } },
    ];
    expect(refusal(() => seatingPlanDecider.decide(save({ created: { canvas_objects: [shape(999)] } }), planWith(past))).errors.plan).toHaveLength(1);
    expect(seatingPlanDecider.decide(save({ deleted: { canvas_objects: [id(1000)] } }), planWith(past))).toHaveLength(1);
  });

  it('refuses one save that creates or changes more than a save may, naming the bound; deleting as much is no save of that size', () => {
    const shape = (n: number) => ({
      id: id(2000 + n),
      type: 'CustomPolygon' as const,
      x: 0,
      y: 0,
      width: 10,
      height: 10,
      rotation: 0,
      points: Array.from({ length: 2000 }, (_, index) => 10_000.125 + index),
      text: null,
      fill: null,
      stroke: null,
      font_size: null,
    });
    const shapes = Array.from({ length: 110 }, (_, n) => shape(n));
    const refused = refusal(() => seatingPlanDecider.decide(save({ created: { canvas_objects: shapes } }), planWith([])));
    expect(refused.errors.plan).toEqual([
      expect.stringMatching(
        /^One save of a floor plan may not hold more than 2,000,000 characters in all; this change would make it [\d,]+\. Save it in parts\.$/,
      ),
    ]);
    const saved = [...seatingPlanDecider.decide(save({ created: { canvas_objects: shapes.slice(0, 55) } }), planWith([]))];
    saved.push(...seatingPlanDecider.decide(save({ created: { canvas_objects: shapes.slice(55) } }), planWith(saved)));
    expect(seatingPlanDecider.decide(save({ deleted: { canvas_objects: shapes.map((piece) => piece.id) } }), planWith(saved))).toHaveLength(1);
  });
});

describe('seat assignment decider', () => {
  const guest = (n: number): DomainEvent[] => [
    {
      type: 'AttendeeAdded',
      data: {
        attendee_id: id(n),
        event_uuid: E,
        first_name: 'G',
        last_name: String(n),
        email: null,
        phone_number: null,
        parent_attendee_id: null,
        is_approved: true,
        is_attending: null,
      },
    },
  ];
  const stateOf = (events: DomainEvent[]) => fold(seatAssignmentDecider, events);
  const take = (seatN: number, guestN: number): SeatingCommand => ({
    on: 'seat',
    commands: [{ type: 'TakeSeat', event_uuid: E, seat_id: id(seatN), attendee_id: id(guestN) }],
  });

  it('one guest per seat: a seat another guest holds answers 409 seat_taken; the same guest again changes nothing', () => {
    const taken = seatAssignmentDecider.decide(take(11, 100), stateOf([]));
    expect(taken.map((e) => e.type)).toEqual(['SeatTaken']);
    expect(refusal(() => seatAssignmentDecider.decide(take(11, 101), stateOf(taken))).code).toBe('seat_taken');
    expect(seatAssignmentDecider.decide(take(11, 100), stateOf(taken))).toEqual([]);
  });

  it("a seat's stream answers only its own event: another event's command naming its id is 404, whoever sits there", () => {
    const other = 'bbbbbbbb-0000-4000-8000-000000000000';
    const taken = seatAssignmentDecider.decide(take(11, 100), stateOf([]));
    const ofOther = (type: 'TakeSeat' | 'FreeSeat'): SeatingCommand => ({
      on: 'seat',
      commands: [{ type, event_uuid: other, seat_id: id(11), attendee_id: id(100) }],
    });
    expect(refusal(() => seatAssignmentDecider.decide(ofOther('TakeSeat'), stateOf(taken))).code).toBe('seat_not_found');
    expect(refusal(() => seatAssignmentDecider.decide(ofOther('FreeSeat'), stateOf(taken))).code).toBe('seat_not_found');
    const freed = [
      ...taken,
      ...seatAssignmentDecider.decide({ on: 'seat', commands: [{ type: 'FreeSeat', event_uuid: E, seat_id: id(11), attendee_id: id(100) }] }, stateOf(taken)),
    ];
    expect(refusal(() => seatAssignmentDecider.decide(ofOther('TakeSeat'), stateOf(freed))).code).toBe('seat_not_found');
  });

  it('a swap frees then takes on each seat in one list', () => {
    const seat11 = stateOf(seatAssignmentDecider.decide(take(11, 100), stateOf([])));
    const swapped = seatAssignmentDecider.decide(
      {
        on: 'seat',
        commands: [
          { type: 'FreeSeat', event_uuid: E, seat_id: id(11), attendee_id: id(100) },
          { type: 'TakeSeat', event_uuid: E, seat_id: id(11), attendee_id: id(101) },
        ],
      },
      seat11,
    );
    expect(swapped.map((e) => [e.type, (e.data as { attendee_id: string }).attendee_id])).toEqual([
      ['SeatFreed', id(100)],
      ['SeatTaken', id(101)],
    ]);
  });

  it('a guest seated elsewhere meanwhile is refused (seat_changed), and a move records the seat left', () => {
    const seated = [
      ...guest(100),
      ...seatAssignmentDecider.decide(
        { on: 'guest', commands: [{ type: 'SeatGuest', event_uuid: E, seat_id: id(11), table_id: id(1), expected_previous: null }] },
        stateOf(guest(100)),
      ),
    ];
    expect(
      refusal(() =>
        seatAssignmentDecider.decide(
          { on: 'guest', commands: [{ type: 'SeatGuest', event_uuid: E, seat_id: id(12), table_id: id(1), expected_previous: null }] },
          stateOf(seated),
        ),
      ).code,
    ).toBe('seat_changed');
    const [moved] = seatAssignmentDecider.decide(
      { on: 'guest', commands: [{ type: 'SeatGuest', event_uuid: E, seat_id: id(12), table_id: id(1), expected_previous: id(11) }] },
      stateOf(seated),
    );
    expect(moved!.data).toMatchObject({ seat_id: id(12), previous_seat_id: id(11) });
  });

  it('removing a seated guest unseats them first (guest_removed), in the same decision', () => {
    const seated: DomainEvent[] = [
      ...guest(100),
      { type: 'AttendeeSeated', data: { event_uuid: E, seat_id: id(11), table_id: id(1), previous_seat_id: null } },
    ];
    const state = fold(attendeeDecider, seated);
    expect(refusal(() => attendeeDecider.decide({ type: 'RemoveAttendee' }, state)).code).toBe('seat_changed');
    const removed = attendeeDecider.decide({ type: 'RemoveAttendee', seat_id: id(11) }, state);
    expect(removed.map((e) => e.type)).toEqual(['AttendeeUnseated', 'AttendeeRemoved']);
    expect(removed[0]!.data).toMatchObject({ reason: 'guest_removed', seat_id: id(11) });
  });

  it('a No that names the seat read frees it in the same decision (declined); a Yes, or a No naming none, leaves the seat', () => {
    const seated: DomainEvent[] = [
      ...guest(100),
      { type: 'AttendeeSeated', data: { event_uuid: E, seat_id: id(11), table_id: id(1), previous_seat_id: null } },
    ];
    const state = fold(attendeeDecider, seated);
    const at = new Date('2099-01-01T00:00:00Z');
    const declined = attendeeDecider.decide({ type: 'SetRsvp', is_attending: false, at, seat_id: id(11) }, state);
    expect(declined.map((e) => e.type)).toEqual(['AttendeeRsvpSet', 'AttendeeUnseated']);
    expect(declined[1]!.data).toMatchObject({ reason: 'declined', seat_id: id(11) });
    expect(refusal(() => attendeeDecider.decide({ type: 'SetRsvp', is_attending: false, at, seat_id: null }, state)).code).toBe('seat_changed');
    expect(attendeeDecider.decide({ type: 'SetRsvp', is_attending: true, at, seat_id: id(11) }, state).map((e) => e.type)).toEqual(['AttendeeRsvpSet']);
    expect(attendeeDecider.decide({ type: 'SetRsvp', is_attending: false, at }, state).map((e) => e.type)).toEqual(['AttendeeRsvpSet']);
  });
});

describe('auto-seat (property tests)', () => {
  // Guests: heads with 0-3 plus-ones, some in host groups, some tagged.
  const scenario = fc
    .record({
      parties: fc.array(
        fc.record({ plusOnes: fc.integer({ min: 0, max: 3 }), group: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }), vip: fc.boolean() }),
        { maxLength: 30 },
      ),
      tables: fc.array(fc.record({ seats: fc.integer({ min: 0, max: 12 }), gaps: fc.array(fc.integer({ min: 0, max: 11 }), { maxLength: 3 }) }), {
        minLength: 1,
        maxLength: 8,
      }),
      vipTables: fc.integer({ min: 0, max: 3 }),
    })
    .map(({ parties, tables, vipTables }) => {
      let n = 0;
      const guests: AutoSeatGuest[] = [];
      for (const party of parties) {
        const head = `g${n++}`;
        guests.push({ id: head, parent_attendee_id: null, host_group_id: party.group === null ? null : `h${party.group}`, tag_ids: party.vip ? ['vip'] : [] });
        for (let i = 0; i < party.plusOnes; i++) guests.push({ id: `g${n++}`, parent_attendee_id: head, host_group_id: null, tag_ids: [] });
      }
      const plan: AutoSeatTable[] = tables.map((t, ti) => ({
        id: `t${ti}`,
        free: Array.from({ length: t.seats }, (_, p) => ({ id: `t${ti}s${p}`, position: p })).filter((s) => !t.gaps.includes(s.position)),
      }));
      const rules = [{ tag_id: 'vip', table_ids: plan.slice(0, vipTables).map((t) => t.id) }];
      return { guests, plan, rules };
    });

  it('one guest per seat, each seat a free one; every guest either seated or reported unplaced', () => {
    fc.assert(
      fc.property(scenario, ({ guests, plan, rules }) => {
        const { assignments, unplaced } = autoSeat({ guests, tables: plan, rules });
        const free = new Set(plan.flatMap((t) => t.free.map((s) => s.id)));
        expect(new Set(assignments.map((a) => a.seat_id)).size).toBe(assignments.length);
        expect(new Set(assignments.map((a) => a.attendee_id)).size).toBe(assignments.length);
        for (const a of assignments) expect(free.has(a.seat_id)).toBe(true);
        expect(assignments.length + unplaced.length).toBe(guests.length);
      }),
    );
  });

  it('never splits a party: all of it at one table in adjacent seats, or none of it', () => {
    fc.assert(
      fc.property(scenario, ({ guests, plan, rules }) => {
        const { assignments } = autoSeat({ guests, tables: plan, rules });
        const seatOf = new Map(assignments.map((a) => [a.attendee_id, a.seat_id]));
        const position = new Map(plan.flatMap((t) => t.free.map((s) => [s.id, { table: t.id, position: s.position }] as const)));
        const parties = new Map<string, string[]>();
        for (const g of guests) parties.set(g.parent_attendee_id ?? g.id, [...(parties.get(g.parent_attendee_id ?? g.id) ?? []), g.id]);
        for (const members of parties.values()) {
          const seated = members.filter((m) => seatOf.has(m));
          expect(seated.length === 0 || seated.length === members.length).toBe(true);
          if (seated.length === 0) continue;
          const places = seated.map((m) => position.get(seatOf.get(m)!)!);
          expect(new Set(places.map((p) => p.table)).size).toBe(1);
          const sorted = places.map((p) => p.position).sort((a, b) => a - b);
          expect(sorted[sorted.length - 1]! - sorted[0]!).toBe(members.length - 1);
        }
      }),
    );
  });

  it("follows the rules: a tagged guest sits only at the rule's tables", () => {
    fc.assert(
      fc.property(scenario, ({ guests, plan, rules }) => {
        const { assignments } = autoSeat({ guests, tables: plan, rules });
        const tableOf = new Map(plan.flatMap((t) => t.free.map((s) => [s.id, t.id] as const)));
        const vipHeads = new Set(guests.filter((g) => g.tag_ids.includes('vip')).map((g) => g.id));
        for (const a of assignments) {
          const g = guests.find((x) => x.id === a.attendee_id)!;
          if (vipHeads.has(g.parent_attendee_id ?? g.id)) expect(rules[0]!.table_ids).toContain(tableOf.get(a.seat_id));
        }
      }),
    );
  });

  it('keeps a host group at one table when it fits there', () => {
    const guests: AutoSeatGuest[] = [
      { id: 'a', parent_attendee_id: null, host_group_id: 'h', tag_ids: [] },
      { id: 'b', parent_attendee_id: null, host_group_id: 'h', tag_ids: [] },
      { id: 'c', parent_attendee_id: 'b', host_group_id: null, tag_ids: [] },
      { id: 'x', parent_attendee_id: null, host_group_id: null, tag_ids: [] },
    ];
    const tables = [2, 4].map((size, ti) => ({ id: `t${ti}`, free: Array.from({ length: size }, (_, p) => ({ id: `t${ti}s${p}`, position: p })) }));
    const { assignments } = autoSeat({ guests, tables });
    const tableOf = (g: string) => assignments.find((a) => a.attendee_id === g)!.seat_id.slice(0, 2);
    expect(new Set(['a', 'b', 'c'].map(tableOf))).toEqual(new Set(['t1']));
    expect(tableOf('x')).toBe('t0');
  });
});
