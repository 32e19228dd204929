import { describe, it } from 'vitest';
import type { DomainEvent } from '@usher/events';
import { givenFor } from '../deciders/given-when-then.ts';
import { eventFeaturesDecider } from '../../src/features/feature-decider.ts';
import type { FeatureContent } from '../../src/features/feature-rules.ts';

const EVENT = '11111111-1111-4111-8111-111111111111';
const A = '22222222-2222-4222-8222-222222222222';
const B = '33333333-3333-4333-8333-333333333333';
const given = givenFor(eventFeaturesDecider);

const agenda: FeatureContent = {
  kind: 'agenda',
  title: 'Agenda',
  body: '',
  items: [{ title: 'Doors open', detail: '', time: '18:30' }],
  media_id: null,
  is_visible: true,
};
const added = (feature_id: string, content: FeatureContent = agenda): DomainEvent => ({
  type: 'EventFeatureAdded',
  data: { event_uuid: EVENT, feature_id, ...content },
});

describe('eventFeaturesDecider', () => {
  it('adds a feature with its words trimmed and an empty time as none', () => {
    given()
      .when({
        type: 'AddFeature',
        event_uuid: EVENT,
        feature_id: A,
        content: {
          ...agenda,
          title: '  Agenda ',
          items: [
            { title: ' Doors open ', detail: '', time: '18:30' },
            { title: 'Dinner', detail: ' Three courses ', time: '  ' },
          ],
        },
      })
      .then([
        added(A, {
          ...agenda,
          items: [
            { title: 'Doors open', detail: '', time: '18:30' },
            { title: 'Dinner', detail: 'Three courses', time: null },
          ],
        }),
      ]);
  });

  it('refuses a feature without a title, of an unknown kind, or with a line without a title', () => {
    given()
      .when({ type: 'AddFeature', event_uuid: EVENT, feature_id: A, content: { ...agenda, title: '  ' } })
      .thenRefuses({ kind: 'validation', code: 'validation_failed', errors: { title: ['The title is required.'] } });
    given()
      .when({ type: 'AddFeature', event_uuid: EVENT, feature_id: A, content: { ...agenda, kind: 'party' as FeatureContent['kind'] } })
      .thenRefuses({ kind: 'validation', code: 'validation_failed', errors: { kind: ['The selected kind is invalid.'] } });
    given()
      .when({ type: 'AddFeature', event_uuid: EVENT, feature_id: A, content: { ...agenda, items: [{ title: '', detail: 'x', time: null }] } })
      .thenRefuses({ kind: 'validation', code: 'validation_failed', errors: { 'items.0.title': ['The title is required.'] } });
    given()
      .when({ type: 'AddFeature', event_uuid: EVENT, feature_id: A, content: { ...agenda, title: 'x'.repeat(201) } })
      .thenRefuses({ kind: 'validation', code: 'validation_failed', errors: { title: ['The title may not be greater than 200 characters.'] } });
  });

  it('records only what an update changes, and nothing when nothing changes', () => {
    given(added(A))
      .when({ type: 'UpdateFeature', event_uuid: EVENT, feature_id: A, changes: { title: 'Agenda', is_visible: false } })
      .then([{ type: 'EventFeatureUpdated', data: { event_uuid: EVENT, feature_id: A, changes: { is_visible: false } } }]);
    given(added(A))
      .when({ type: 'UpdateFeature', event_uuid: EVENT, feature_id: A, changes: { title: 'Agenda' } })
      .then([]);
    given()
      .when({ type: 'UpdateFeature', event_uuid: EVENT, feature_id: A, changes: { title: 'Menu' } })
      .thenRefuses({ kind: 'not_found', code: 'feature_not_found' });
  });

  it('reorders only with every feature named once, and records nothing for the same order', () => {
    given(added(A), added(B))
      .when({ type: 'ReorderFeatures', event_uuid: EVENT, feature_ids: [B, A] })
      .then([{ type: 'EventFeaturesReordered', data: { event_uuid: EVENT, feature_ids: [B, A] } }]);
    given(added(A), added(B))
      .when({ type: 'ReorderFeatures', event_uuid: EVENT, feature_ids: [A, B] })
      .then([]);
    given(added(A), added(B))
      .when({ type: 'ReorderFeatures', event_uuid: EVENT, feature_ids: [A, A] })
      .thenRefuses({
        kind: 'validation',
        code: 'validation_failed',
        errors: { feature_ids: ["The feature ids must list each of the event's features exactly once."] },
      });
  });

  it('removes a feature, which leaves the order', () => {
    given(added(A), added(B))
      .when({ type: 'RemoveFeature', event_uuid: EVENT, feature_id: A })
      .then([{ type: 'EventFeatureRemoved', data: { event_uuid: EVENT, feature_id: A } }]);
    given(added(A), added(B), { type: 'EventFeatureRemoved', data: { event_uuid: EVENT, feature_id: A } })
      .when({ type: 'ReorderFeatures', event_uuid: EVENT, feature_ids: [B] })
      .then([]);
  });
});
