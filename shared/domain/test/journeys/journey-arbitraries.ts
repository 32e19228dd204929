import fc from 'fast-check';
import type { JourneyAction, JourneyCondition, JourneyFacts, JourneyGraph, JourneyStep, JourneyStepType } from '../../src/journeys/index.ts';

// Random journeys for property tests. Actions lead only to later steps, so
// these are loop-free by construction; tests add back-edges where they need
// a loop.

export const conditionArb: fc.Arbitrary<JourneyCondition> = fc.oneof(
  fc
    .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
    .map((d) => ({ type: 'current_date_after' as const, date: d.toISOString().slice(0, 10) })),
  fc.integer({ min: 0, max: 500 }).map((number) => ({ type: 'total_attendees_gt' as const, number })),
  fc.integer({ min: 0, max: 200 }).map((number) => ({ type: 'hours_after_invitation' as const, number })),
  fc.constantFrom('set', 'unset', 'yes', 'no').map((status) => ({ type: 'rsvp_status' as const, status: status as 'set' })),
  fc.constantFrom('vip', 'press').map((tag_id) => ({ type: 'has_tag' as const, tag_id })),
);

export const factsArb: fc.Arbitrary<JourneyFacts> = fc.record({
  today: fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  now: fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString()),
  rsvp: fc.constantFrom(null, true, false),
  total_attendees: fc.integer({ min: 0, max: 600 }),
  invited_at: fc.option(
    fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString()),
    { nil: null },
  ),
  tag_ids: fc.subarray(['vip', 'press']),
});

/** A target for step `index` of `count`: a later step, or the end (null). */
const laterTarget = (index: number, count: number) =>
  index + 1 >= count
    ? fc.constant(null)
    : fc.option(
        fc.integer({ min: index + 1, max: count - 1 }).map((n) => `s${n}`),
        { nil: null, freq: 4 },
      );

function stepArb(index: number, count: number): fc.Arbitrary<JourneyStep> {
  const target = () => laterTarget(index, count);
  const action = (type: JourneyAction['type'], id: string, conditions: fc.Arbitrary<JourneyCondition[]> = fc.constant([])) =>
    fc.record({ to_step_id: target(), conditions }).map(({ to_step_id, conditions: c }) => ({ id, type, label: '', to_step_id, conditions: c }));
  const branches = fc
    .array(action('condition', 'x', fc.array(conditionArb, { minLength: 1, maxLength: 3 })), { maxLength: 3 })
    .map((list) => list.map((branch, n) => ({ ...branch, id: `s${index}-b${n}` })));
  return fc.constantFrom<JourneyStepType>('page', 'rsvp', 'form', 'email').chain((type) => {
    const triggers: fc.Arbitrary<JourneyAction[]> =
      type === 'rsvp'
        ? fc.tuple(action('rsvp_yes', `s${index}-yes`), action('rsvp_no', `s${index}-no`))
        : type === 'form'
          ? fc.tuple(action('submit_form', `s${index}-submit`))
          : fc.array(action('to', 'x'), { maxLength: 2 }).map((list) => list.map((button, n) => ({ ...button, id: `s${index}-to${n}` })));
    return fc.tuple(triggers, branches).map(([buttons, ifs]) => ({
      id: `s${index}`,
      type,
      name: `Step ${index}`,
      position: { x: 0, y: index * 100 },
      blocks: [],
      form_fields: type === 'form' ? ['first_name'] : [],
      // A step with branches needs a button to fall back on.
      actions: buttons.length === 0 ? [] : [...buttons, ...ifs],
    }));
  });
}

/** A loop-free journey of 1..maxSteps steps, starting at s0 (some steps may be unreachable). */
export function journeyArb(maxSteps = 12): fc.Arbitrary<JourneyGraph> {
  return fc
    .integer({ min: 1, max: maxSteps })
    .chain((count) => fc.tuple(...Array.from({ length: count }, (_, index) => stepArb(index, count))).map((steps) => ({ start_step_id: 's0', steps })));
}
