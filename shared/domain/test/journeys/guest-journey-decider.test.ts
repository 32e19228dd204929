import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '@usher/events';
import { fold } from '../../src/deciders/decider.ts';
import { DomainError } from '../../src/deciders/domain-error.ts';
import { attendeeDecider } from '../../src/deciders/attendee-decider.ts';
import { guestJourneyDecider, STEP_NOT_CURRENT, type JourneyFacts, type JourneyGraph } from '../../src/journeys/index.ts';

const ids = { event_uuid: '00000000-0000-4000-8000-000000000001', attendee_id: '00000000-0000-4000-8000-000000000003' };
const journey = { journey_id: '00000000-0000-4000-8000-000000000002', version: 1 };
const graph: JourneyGraph = {
  start_step_id: 'rsvp',
  steps: [
    {
      id: 'rsvp',
      type: 'rsvp',
      name: 'RSVP',
      position: { x: 0, y: 0 },
      blocks: [],
      form_fields: [],
      actions: [
        { id: 'yes', type: 'rsvp_yes', label: '', to_step_id: null, conditions: [] },
        { id: 'no', type: 'rsvp_no', label: '', to_step_id: 'sorry', conditions: [] },
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
      id: 'vip-page',
      type: 'page',
      name: 'VIP',
      position: { x: 0, y: 0 },
      blocks: [],
      form_fields: [],
      actions: [{ id: 'on', type: 'to', label: '', to_step_id: null, conditions: [] }],
    },
    { id: 'sorry', type: 'page', name: 'Sorry', position: { x: 0, y: 0 }, blocks: [], form_fields: [], actions: [] },
  ],
};
const facts = (tag_ids: string[] = []): JourneyFacts => ({
  today: '2026-01-01',
  now: '2026-01-01T10:00:00Z',
  rsvp: null,
  total_attendees: 0,
  invited_at: null,
  tag_ids,
});
const started: DomainEvent = { type: 'GuestJourneyStarted', data: { ...ids, ...journey, step_id: 'rsvp', via: 'invitation' } };
const decide = (history: DomainEvent[], command: Parameters<typeof guestJourneyDecider.decide>[0]) =>
  guestJourneyDecider.decide(command, fold(guestJourneyDecider, history));
const answer = (action_id: string, tag_ids: string[] = [], step_id = 'rsvp') => ({
  type: 'AnswerGuestJourneyStep' as const,
  ...ids,
  graph,
  step_id,
  action_id,
  facts: facts(tag_ids),
  answered_fields: [],
});

describe('guestJourneyDecider', () => {
  it('starts once, on the version given, at its first step', () => {
    expect(decide([], { type: 'StartGuestJourney', ...ids, ...journey, graph, via: 'invitation' })).toEqual([started]);
    expect(decide([started], { type: 'StartGuestJourney', ...ids, ...journey, version: 2, graph, via: 'invitation' })).toEqual([]);
  });

  it("moves where the evaluator says: a VIP's Yes goes to their page, another's Yes ends at the pass", () => {
    expect(decide([started], answer('yes', ['vip']))).toEqual([
      {
        type: 'GuestJourneyStepAnswered',
        data: { ...ids, ...journey, step_id: 'rsvp', action_id: 'yes', action_type: 'rsvp_yes', answered_fields: [], next_step_id: 'vip-page' },
      },
    ]);
    expect(decide([started], answer('yes')).map((event) => event.type)).toEqual(['GuestJourneyStepAnswered', 'GuestJourneyCompleted']);
  });

  it('refuses an answer on a step the guest is not on (409), and a branch pressed as a button (422)', () => {
    const moved = decide([started], answer('no'));
    const second = () => decide([started, ...moved], answer('no'));
    expect(second).toThrow(DomainError);
    try {
      second();
    } catch (error) {
      expect((error as DomainError).code).toBe(STEP_NOT_CURRENT);
    }
    try {
      decide([started], answer('vip'));
    } catch (error) {
      expect((error as DomainError).errors).toEqual({ action_id: ['The selected action is invalid.'] });
    }
    expect(() => decide([started], answer('vip'))).toThrow(DomainError);
  });

  it('is part of the attendee aggregate: the guest stream folds it and counts the steps answered', () => {
    const added: DomainEvent = {
      type: 'AttendeeAdded',
      data: {
        attendee_id: ids.attendee_id,
        event_uuid: ids.event_uuid,
        first_name: 'Ada',
        last_name: '',
        email: null,
        phone_number: null,
        parent_attendee_id: null,
        is_approved: true,
        is_attending: null,
      },
    };
    const answered = decide([started], answer('no'));
    const state = fold(attendeeDecider, [added, started, ...answered]);
    expect(state.guest_journey).toEqual({ ...journey, current_step_id: 'sorry', completed: false, answered: 1 });
  });
});
