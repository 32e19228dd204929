import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  draftProblems,
  findCycle,
  followJourney,
  nextStep,
  publishProblems,
  reachableSteps,
  stepById,
  triggersOf,
  withActions,
  wouldCreateCycle,
} from '../../src/journeys/index.ts';
import { factsArb, journeyArb } from './journey-arbitraries.ts';

const publishable = journeyArb().filter((graph) => publishProblems(graph).length === 0);

describe('the journey evaluator, over random journeys', () => {
  it('every publishable journey ends at the pass, whatever the guest presses and whatever is true of them', () => {
    fc.assert(
      fc.property(publishable, factsArb, fc.array(fc.nat(), { maxLength: 60 }), (graph, facts, picks) => {
        let turn = 0;
        const walk = followJourney(graph, facts, (_step, buttons) => buttons[(picks[turn++] ?? 0) % buttons.length]);
        expect(walk.ended).toBe(true);
        expect(walk.path.length).toBeLessThanOrEqual(graph.steps.length);
        expect(new Set(walk.path).size).toBe(walk.path.length);
      }),
      { numRuns: 300 },
    );
  });

  it('every step of a publishable journey is reachable from its first step', () => {
    fc.assert(
      fc.property(publishable, (graph) => {
        expect(reachableSteps(graph).size).toBe(graph.steps.length);
      }),
      { numRuns: 300 },
    );
  });

  it('a journey with an unreachable step or a loop is never publishable', () => {
    fc.assert(
      fc.property(journeyArb(), (graph) => {
        const broken = reachableSteps(graph).size < graph.steps.length || findCycle(graph) !== null;
        if (broken) expect(publishProblems(graph).length).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });

  it("an arrow back to an earlier step is refused as a loop, and the editor's check agrees", () => {
    fc.assert(
      fc.property(
        journeyArb().filter((g) => g.steps.length >= 2),
        fc.nat(),
        fc.nat(),
        (graph, a, b) => {
          const later = graph.steps[1 + (a % (graph.steps.length - 1))]!;
          const earlier = graph.steps[b % graph.steps.indexOf(later)]!;
          const loopsBefore = wouldCreateCycle(graph, later.id, earlier.id);
          const changed = withActions(graph, later.id, [
            ...later.actions,
            { id: 'back', type: 'condition', label: '', to_step_id: earlier.id, conditions: [{ type: 'rsvp_status', status: 'set' }] },
          ]);
          expect(findCycle(changed) !== null).toBe(loopsBefore);
          if (loopsBefore) expect(draftProblems(changed).some((problem) => problem.message.includes('lead back'))).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('every move lands on a step of the journey or at the pass, and the same facts always give the same move', () => {
    fc.assert(
      fc.property(journeyArb(), factsArb, fc.nat(), fc.nat(), (graph, facts, s, b) => {
        const step = graph.steps[s % graph.steps.length]!;
        const buttons = triggersOf(step);
        if (buttons.length === 0) return;
        const button = buttons[b % buttons.length]!;
        const move = nextStep(graph, step.id, button.id, facts);
        expect(move.ok).toBe(true);
        if (move.ok && move.next_step_id !== null) expect(stepById(graph, move.next_step_id)).toBeDefined();
        expect(nextStep(graph, step.id, button.id, facts)).toEqual(move);
      }),
      { numRuns: 500 },
    );
  });
});
