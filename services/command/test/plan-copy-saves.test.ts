import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '@usher/events';
import { fold } from '@usher/domain/deciders/decider';
import { PLAN_KINDS, seatingPlanDecider, type SavePlanCommand } from '@usher/domain/deciders/seating-plan-decider';
import { SEATING_LIMITS } from '@usher/domain/seating/seating-constants';
import { documentSize } from '@usher/domain/values/document-size';
import { planCopySaves } from '../src/events/duplication/parts/plan-copy-saves.ts';

// A floor plan's copy (event duplication) goes in saves that each stay within
// what one save may hold, in an order every save can be decided in.

const SOURCE = '11111111-1111-4111-8111-111111111111';
const COPY = '22222222-2222-4222-8222-222222222222';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const copyOf = (sourceId: string) => `c${sourceId.slice(1)}`;
const save = (eventUuid: string, created: SavePlanCommand['created']): SavePlanCommand => ({
  type: 'SaveSeatingPlan',
  event_uuid: eventUuid,
  created,
  updated: {},
  deleted: {},
});

const section = { id: id(1), name: 'Floor', color: null, x: 0, y: 0, width: 10, height: 10, rotation: 0 };
const legend = { id: id(2), name: 'Accessible', color: '#2D4CD7' };
const table = (n: number) => ({
  id: id(100 + n),
  section_id: id(1),
  name: String(n),
  label: null,
  shape: 'row' as const,
  diameter: null,
  seat_count: 40,
  numbering: 'left_to_right' as const,
  aisle_after: [],
  curve: 0,
  x: 0,
  y: n * 40,
  width: 800,
  height: 30,
  rotation: 0,
  color: null,
});
const seats = (n: number) =>
  Array.from({ length: 40 }, (_, position) => ({
    id: id(10_000 + n * 100 + position),
    table_id: id(100 + n),
    seat_legend_id: position === 0 ? id(2) : null,
    name: String(position + 1),
    position,
    disabled: false,
    disabled_message: null,
  }));
const shape = (n: number) => ({
  id: id(5000 + n),
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

/** The source plan, saved a save at a time as an organiser would: 2 rows of seats and 150 large shapes (about 3,000,000 characters). */
function sourcePlan() {
  const events: DomainEvent[] = [];
  const decide = (created: SavePlanCommand['created']) => events.push(...seatingPlanDecider.decide(save(SOURCE, created), fold(seatingPlanDecider, events)));
  decide({ sections: [section], seat_legends: [legend], tables: [table(1), table(2)], seats: [...seats(1), ...seats(2)] });
  for (let start = 0; start < 150; start += 75) decide({ canvas_objects: Array.from({ length: 75 }, (_, n) => shape(start + n)) });
  return fold(seatingPlanDecider, events);
}

describe('a floor plan copied in saves', () => {
  it('cuts a plan bigger than a save into saves within the bound, each decided in turn into the whole plan', () => {
    const source = sourcePlan();
    const saves = planCopySaves(source, copyOf, () => false);
    expect(saves.length).toBeGreaterThan(1);
    for (const created of saves) expect(documentSize(created)).toBeLessThanOrEqual(SEATING_LIMITS.saveCharacters);
    const events: DomainEvent[] = [];
    for (const created of saves) events.push(...seatingPlanDecider.decide(save(COPY, created), fold(seatingPlanDecider, events)));
    const copy = fold(seatingPlanDecider, events);
    for (const kind of PLAN_KINDS) expect([...copy[kind].keys()].sort()).toEqual([...source[kind].keys()].map(copyOf).sort());
    expect(copy.seats.get(copyOf(id(10_100)))).toMatchObject({ table_id: copyOf(id(101)), seat_legend_id: copyOf(id(2)) });
  });

  it('leaves out what a run stopped part-way already copied', () => {
    const source = sourcePlan();
    const [first, ...rest] = planCopySaves(source, copyOf, () => false);
    const held = new Set(PLAN_KINDS.flatMap((kind) => (first![kind] ?? []).map((piece) => piece.id)));
    expect(planCopySaves(source, copyOf, (copyId) => held.has(copyId))).toEqual(rest);
  });
});
