import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '@usher/events';
import { fold } from '../../src/deciders/decider.ts';
import { DomainError } from '../../src/deciders/domain-error.ts';
import { inSequence } from '../../src/deciders/in-sequence.ts';
import {
  DEFAULT_JOURNEY_TEMPLATES,
  JOURNEY_LIMITS,
  draftChanges,
  sameNewIds,
  journeyDecider,
  publishProblems,
  withFreshIds,
  type JourneyCommand,
  type JourneyGraph,
  type JourneyStep,
} from '../../src/journeys/index.ts';

// Given these events, when this command, then these events (or this refusal).

const ids = { event_uuid: '00000000-0000-4000-8000-000000000001', journey_id: '00000000-0000-4000-8000-000000000002' };
const page = (id: string, to: string | null | undefined = undefined): JourneyStep => ({
  id,
  type: 'page',
  name: id,
  position: { x: 0, y: 0 },
  blocks: [],
  form_fields: [],
  actions: to === undefined ? [] : [{ id: `${id}-to`, type: 'to', label: '', to_step_id: to, conditions: [] }],
});
const created = (draft: JourneyGraph = { start_step_id: null, steps: [] }): DomainEvent => ({
  type: 'JourneyCreated',
  data: { ...ids, name: 'Welcome', draft, duplicated_from: null, template_key: null },
});
const given = (...events: DomainEvent[]) => fold(journeyDecider, events);
const when = (events: DomainEvent[], command: JourneyCommand) => journeyDecider.decide(command, given(...events));
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
  }
  throw new Error('expected a refusal');
};

describe('journeyDecider', () => {
  it('creates a journey by name, trimmed; a blank name is refused with the spec message', () => {
    expect(when([], { type: 'CreateJourney', ...ids, name: '  Welcome ' })).toEqual([created()]);
    expect(refusal(() => when([], { type: 'CreateJourney', ...ids, name: ' ' })).errors).toEqual({ name: ['The name is required.'] });
  });

  it('adds steps (the first becomes the start) and refuses a connection that closes a loop', () => {
    const history: DomainEvent[] = [
      created(),
      { type: 'JourneyStepAdded', data: { ...ids, step: page('a', 'b') } },
      { type: 'JourneyStepAdded', data: { ...ids, step: page('b') } },
    ];
    expect(given(...history).draft.start_step_id).toBe('a');
    const loop = refusal(() =>
      when(history, { type: 'SetJourneyStepActions', step_id: 'b', actions: [{ id: 'back', type: 'to', label: '', to_step_id: 'a', conditions: [] }] }),
    );
    expect(loop.kind).toBe('validation');
    expect(loop.errors['steps.a.actions']?.[0]).toContain('lead back to themselves');
  });

  it('refuses an action to a step that does not exist, by field', () => {
    const history: DomainEvent[] = [created(), { type: 'JourneyStepAdded', data: { ...ids, step: page('a') } }];
    const dangling = refusal(() =>
      when(history, { type: 'SetJourneyStepActions', step_id: 'a', actions: [{ id: 'x', type: 'to', label: '', to_step_id: 'nowhere', conditions: [] }] }),
    );
    expect(dangling.errors['steps.a.actions']).toEqual(['An action of "a" leads to a step that does not exist.']);
  });

  it('removes a step with the connections to it', () => {
    const history = [created({ start_step_id: 'a', steps: [page('a', 'b'), page('b')] })];
    const events = when(history, { type: 'RemoveJourneyStep', step_id: 'b' });
    expect(events).toEqual([{ type: 'JourneyStepRemoved', data: { ...ids, step_id: 'b', removed_action_ids: ['a-to'] } }]);
    expect(given(...history, ...events).draft.steps).toEqual([{ ...page('a'), actions: [] }]);
  });

  it('a step that changes kind loses the buttons the new kind cannot have', () => {
    const history = [created({ start_step_id: 'a', steps: [page('a', null)] })];
    const events = when(history, { type: 'UpdateJourneyStep', step_id: 'a', changes: { type: 'form' } });
    expect(events.map((event) => event.type)).toEqual(['JourneyStepUpdated', 'JourneyStepActionsChanged']);
  });

  it('publishes only a complete journey, numbering versions; publishing an unchanged draft appends nothing', () => {
    const incomplete = [created({ start_step_id: 'a', steps: [page('a', null), page('orphan')] })];
    expect(refusal(() => when(incomplete, { type: 'PublishJourney' })).errors['steps.orphan']).toEqual([
      'No guest can reach "orphan": connect it or remove it.',
    ]);
    const sound = { start_step_id: 'a', steps: [page('a', 'b'), page('b')] };
    const first = when([created(sound)], { type: 'PublishJourney' });
    expect(first).toEqual([{ type: 'JourneyPublished', data: { ...ids, version: 1, graph: sound } }]);
    expect(when([created(sound), ...first], { type: 'PublishJourney' })).toEqual([]);
    const renamed: DomainEvent = { type: 'JourneyStepUpdated', data: { ...ids, step_id: 'b', changes: { name: 'Thanks' } } };
    expect(when([created(sound), ...first, renamed], { type: 'PublishJourney' })[0]).toMatchObject({ data: { version: 2 } });
  });

  it('a deleted journey is not found', () => {
    const history: DomainEvent[] = [created(), { type: 'JourneyDeleted', data: ids }];
    expect(refusal(() => when(history, { type: 'RenameJourney', name: 'Other' })).code).toBe('journey_not_found');
  });

  it('every default template is publishable as it is, also with fresh ids', () => {
    let n = 0;
    for (const template of DEFAULT_JOURNEY_TEMPLATES) {
      expect(publishProblems(template.graph), template.key).toEqual([]);
      expect(publishProblems(withFreshIds(template.graph, () => `id-${n++}`)), template.key).toEqual([]);
    }
  });

  it('a copy (duplication) rebuilds the published version, then the draft, with one renaming for both', () => {
    const published = { start_step_id: 'a', steps: [page('a', 'b'), page('b')] };
    const draft = { start_step_id: 'c', steps: [page('c', 'a'), page('a', 'b'), { ...page('b'), name: 'Bye' }] };
    let n = 0;
    const rename = sameNewIds(() => `new-${n++}`);
    const [p, d] = [withFreshIds(published, rename), withFreshIds(draft, rename)];
    const events = inSequence(journeyDecider).decide(
      [{ type: 'CreateJourney', ...ids, name: 'Copy', draft: p }, { type: 'PublishJourney' }, ...draftChanges(p, d)],
      journeyDecider.initialState(),
    );
    const state = given(...events);
    expect(state.published).toEqual(p);
    expect(state.draft.start_step_id).toBe(d.start_step_id);
    expect([...state.draft.steps].sort((x, y) => x.id.localeCompare(y.id))).toEqual([...d.steps].sort((x, y) => x.id.localeCompare(y.id)));
  });

  it('bounds the whole draft by its size, naming the bound; a draft already past it may still shrink', () => {
    // Each block is within its own limit; fifty of them on two steps are not, together.
    const full = (id: string): JourneyStep => ({
      ...page(id),
      blocks: Array.from({ length: JOURNEY_LIMITS.blocksPerStep }, (_, index) => ({
        id: `${id}-${index}`,
        type: 'text' as const,
        text: 'x'.repeat(JOURNEY_LIMITS.textLength),
        media_id: null,
        url: null,
      })),
    });
    const history: DomainEvent[] = [created(), { type: 'JourneyStepAdded', data: { ...ids, step: full('a') } }];
    const refused = refusal(() => when(history, { type: 'AddJourneyStep', step: full('b') }));
    expect(refused.kind).toBe('validation');
    expect(refused.errors.steps?.[0]).toMatch(
      /^A journey may not hold more than 500,000 characters in all; this change would make it [\d,]+\. Shorten some texts or remove steps\.$/,
    );

    // One saved before the bound existed: growing is refused, shrinking is not.
    const past = [created({ start_step_id: 'a', steps: [full('a'), full('b'), full('c')] })];
    expect(refusal(() => when(past, { type: 'UpdateJourneyStep', step_id: 'a', changes: { name: 'Longer name' } })).errors.steps).toHaveLength(1);
    expect(when(past, { type: 'RemoveJourneyStep', step_id: 'c' }).map((event) => event.type)).toEqual(['JourneyStepRemoved']);
  });
});
