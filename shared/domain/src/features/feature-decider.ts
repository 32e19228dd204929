import type { StreamEvent } from '@usher/events';
import type { Decider } from '../deciders/decider.ts';
import { DomainError } from '../deciders/domain-error.ts';
import { addError, hasErrors } from '../validation/errors.ts';
import { MAX_FEATURES_PER_EVENT, normalizeFeature, validateFeature, type FeatureContent } from './feature-rules.ts';

/** An event's features (stream `event-features-{eventUuid}`), in the organiser's order. */
export interface EventFeaturesState {
  features: Map<string, FeatureContent>;
  order: string[];
}

export type EventFeaturesCommand =
  | { type: 'AddFeature'; event_uuid: string; feature_id: string; content: FeatureContent }
  | { type: 'UpdateFeature'; event_uuid: string; feature_id: string; changes: Partial<FeatureContent> }
  | { type: 'ReorderFeatures'; event_uuid: string; feature_ids: string[] }
  | { type: 'RemoveFeature'; event_uuid: string; feature_id: string };

function requireFeature(state: EventFeaturesState, featureId: string): FeatureContent {
  const feature = state.features.get(featureId);
  if (!feature) throw DomainError.notFound('feature');
  return feature;
}

export const eventFeaturesDecider: Decider<EventFeaturesState, EventFeaturesCommand, StreamEvent<'event_features'>> = {
  initialState: () => ({ features: new Map(), order: [] }),

  evolve(state, event) {
    switch (event.type) {
      case 'EventFeatureAdded': {
        const { event_uuid: _event, feature_id, ...content } = event.data;
        return { features: new Map(state.features).set(feature_id, content), order: [...state.order, feature_id] };
      }
      case 'EventFeatureUpdated': {
        const current = state.features.get(event.data.feature_id);
        if (!current) return state;
        return { ...state, features: new Map(state.features).set(event.data.feature_id, { ...current, ...event.data.changes }) };
      }
      case 'EventFeaturesReordered':
        return { ...state, order: event.data.feature_ids };
      case 'EventFeatureRemoved': {
        const features = new Map(state.features);
        features.delete(event.data.feature_id);
        return { features, order: state.order.filter((id) => id !== event.data.feature_id) };
      }
      default:
        return state;
    }
  },

  decide(command, state): StreamEvent<'event_features'>[] {
    switch (command.type) {
      case 'AddFeature': {
        const errors = validateFeature(command.content, { partial: false });
        if (state.order.length >= MAX_FEATURES_PER_EVENT) addError(errors, 'title', `An event may not have more than ${MAX_FEATURES_PER_EVENT} features.`);
        if (hasErrors(errors)) throw DomainError.validation(errors);
        if (state.features.has(command.feature_id)) throw new DomainError('conflict', 'feature_exists', 'This feature exists already.');
        return [{ type: 'EventFeatureAdded', data: { event_uuid: command.event_uuid, feature_id: command.feature_id, ...normalizeFeature(command.content) } }];
      }
      case 'UpdateFeature': {
        const current = requireFeature(state, command.feature_id);
        const errors = validateFeature(command.changes, { partial: true });
        if (hasErrors(errors)) throw DomainError.validation(errors);
        const changes = normalizeFeature(command.changes);
        // Only what differs goes into the log.
        const changed = Object.fromEntries(
          Object.entries(changes).filter(
            ([key, value]) => value !== undefined && JSON.stringify(current[key as keyof FeatureContent]) !== JSON.stringify(value),
          ),
        );
        if (Object.keys(changed).length === 0) return [];
        return [{ type: 'EventFeatureUpdated', data: { event_uuid: command.event_uuid, feature_id: command.feature_id, changes: changed } }];
      }
      case 'ReorderFeatures': {
        const wanted = new Set(command.feature_ids);
        const exact = wanted.size === command.feature_ids.length && wanted.size === state.order.length && state.order.every((id) => wanted.has(id));
        if (!exact) throw DomainError.validation({ feature_ids: ["The feature ids must list each of the event's features exactly once."] });
        if (command.feature_ids.every((id, index) => state.order[index] === id)) return [];
        return [{ type: 'EventFeaturesReordered', data: { event_uuid: command.event_uuid, feature_ids: command.feature_ids } }];
      }
      case 'RemoveFeature':
        requireFeature(state, command.feature_id);
        return [{ type: 'EventFeatureRemoved', data: { event_uuid: command.event_uuid, feature_id: command.feature_id } }];
    }
  },
};
