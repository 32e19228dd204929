import { describe, expect, it } from 'vitest';
import { conditionHolds, nextStep, publishProblems, type JourneyFacts, type JourneyGraph } from '../../src/journeys/index.ts';

const facts: JourneyFacts = {
  today: '2026-11-27',
  now: '2026-11-27T10:00:00Z',
  rsvp: null,
  total_attendees: 10,
  invited_at: '2026-11-26T10:00:00Z',
  tag_ids: ['vip'],
};

/** Welcome → RSVP; Yes → a form only for those attending, and VIPs to their own page; No → the pass. */
const gala: JourneyGraph = {
  start_step_id: 'welcome',
  steps: [
    {
      id: 'welcome',
      type: 'page',
      name: 'Welcome',
      position: { x: 0, y: 0 },
      blocks: [],
      form_fields: [],
      actions: [{ id: 'go', type: 'to', label: 'Continue', to_step_id: 'rsvp', conditions: [] }],
    },
    {
      id: 'rsvp',
      type: 'rsvp',
      name: 'RSVP',
      position: { x: 0, y: 0 },
      blocks: [],
      form_fields: [],
      actions: [
        { id: 'yes', type: 'rsvp_yes', label: 'Yes', to_step_id: 'details', conditions: [] },
        { id: 'no', type: 'rsvp_no', label: 'No', to_step_id: null, conditions: [] },
        {
          id: 'vip',
          type: 'condition',
          label: '',
          to_step_id: 'vip-page',
          conditions: [
            { type: 'rsvp_status', status: 'yes' },
            { type: 'has_tag', tag_id: 'vip' },
          ],
        },
      ],
    },
    {
      id: 'details',
      type: 'form',
      name: 'Details',
      position: { x: 0, y: 0 },
      blocks: [],
      form_fields: ['phone'],
      actions: [{ id: 'send', type: 'submit_form', label: 'Send', to_step_id: null, conditions: [] }],
    },
    {
      id: 'vip-page',
      type: 'page',
      name: 'VIP',
      position: { x: 0, y: 0 },
      blocks: [],
      form_fields: [],
      actions: [{ id: 'on', type: 'to', label: 'Continue', to_step_id: 'details', conditions: [] }],
    },
  ],
};

describe('journey conditions', () => {
  it('reads each condition as the spec names it', () => {
    expect(conditionHolds({ type: 'current_date_after', date: '2026-11-26' }, facts)).toBe(true);
    expect(conditionHolds({ type: 'current_date_after', date: '2026-11-27' }, facts)).toBe(false);
    expect(conditionHolds({ type: 'total_attendees_gt', number: 9 }, facts)).toBe(true);
    expect(conditionHolds({ type: 'total_attendees_gt', number: 10 }, facts)).toBe(false);
    expect(conditionHolds({ type: 'hours_after_invitation', number: 24 }, facts)).toBe(true);
    expect(conditionHolds({ type: 'hours_after_invitation', number: 25 }, facts)).toBe(false);
    expect(conditionHolds({ type: 'hours_after_invitation', number: 0 }, { ...facts, invited_at: null })).toBe(false);
    expect(conditionHolds({ type: 'rsvp_status', status: 'unset' }, facts)).toBe(true);
    expect(conditionHolds({ type: 'rsvp_status', status: 'set' }, facts)).toBe(false);
    expect(conditionHolds({ type: 'rsvp_status', status: 'no' }, { ...facts, rsvp: false })).toBe(true);
    expect(conditionHolds({ type: 'has_tag', tag_id: 'press' }, facts)).toBe(false);
  });
});

describe('where a guest goes', () => {
  it("takes a branch when all its conditions hold after the answer, else the button's own way", () => {
    expect(publishProblems(gala)).toEqual([]);
    expect(nextStep(gala, 'rsvp', 'yes', facts)).toEqual({ ok: true, next_step_id: 'vip-page', branch_action_id: 'vip' });
    expect(nextStep(gala, 'rsvp', 'yes', { ...facts, tag_ids: [] })).toEqual({ ok: true, next_step_id: 'details', branch_action_id: null });
    expect(nextStep(gala, 'rsvp', 'no', facts)).toEqual({ ok: true, next_step_id: null, branch_action_id: null });
  });

  it('refuses what is not a button of the step', () => {
    expect(nextStep(gala, 'rsvp', 'vip', facts)).toEqual({ ok: false, reason: 'not_a_button' });
    expect(nextStep(gala, 'rsvp', 'send', facts)).toEqual({ ok: false, reason: 'unknown_action' });
    expect(nextStep(gala, 'gone', 'yes', facts)).toEqual({ ok: false, reason: 'unknown_step' });
  });

  it('says in words what keeps a journey from being published', () => {
    const unfinished: JourneyGraph = {
      ...gala,
      steps: [...gala.steps, { id: 'lost', type: 'form', name: 'Diet', position: { x: 0, y: 0 }, blocks: [], form_fields: [], actions: [] }],
    };
    const messages = publishProblems(unfinished).map((problem) => problem.message);
    expect(messages).toContain('No guest can reach "Diet": connect it or remove it.');
    expect(messages).toContain('The form "Diet" needs one Submit.');
    expect(messages).toContain('The form "Diet" has no questions.');
  });
});
