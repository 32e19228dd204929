import { streamIds } from '@usher/events';
import { eventFeaturesDecider, type EventFeaturesCommand, type EventFeaturesState } from '@usher/domain/features/feature-decider';
import type { FeatureContent } from '@usher/domain/features/feature-rules';
import type { AuthUser } from '@usher/infra/http/authenticate';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import { requireImagesOfOrganisation } from '../media/organisation-media.ts';
import { execute } from '../handling/execute.ts';

type FeatureInput = Omit<Partial<FeatureContent>, 'kind'> & { kind?: string };

export function presentFeature(eventUuid: string, state: EventFeaturesState, id: string) {
  const feature = state.features.get(id)!;
  return { id, event_uuid: eventUuid, ...feature, image_url: feature.media_id ? `/media/${feature.media_id}` : null, position: state.order.indexOf(id) };
}

/** A feature's image comes from the organisation's own media library; anything else is refused by field. */
const requireOwnImage = (context: ServiceContext, organisationId: string, mediaId: string | null | undefined) =>
  requireImagesOfOrganisation(context, organisationId, { media_id: mediaId });

/** Runs one command on the event's features; only editors change what every guest reads. */
export async function runFeatures(context: ServiceContext, eventUuid: string, command: EventFeaturesCommand, metadata: EventMetadata) {
  const streamId = streamIds.eventFeatures(eventUuid);
  const result = await execute(context.store, eventFeaturesDecider, [{ streamId, command }], metadata);
  return { state: result.states.get(streamId)!, position: result.position };
}

export async function createFeature(context: ServiceContext, user: AuthUser, eventUuid: string, input: FeatureInput, metadata: EventMetadata) {
  await requireOwnImage(context, user.organisation_id, input.media_id);
  const featureId = context.ids.uuid();
  const content = { kind: 'custom', title: '', body: '', items: [], media_id: null, is_visible: true, ...input } as FeatureContent;
  const { state, position } = await runFeatures(context, eventUuid, { type: 'AddFeature', event_uuid: eventUuid, feature_id: featureId, content }, metadata);
  return { data: presentFeature(eventUuid, state, featureId), position };
}

export async function updateFeature(
  context: ServiceContext,
  user: AuthUser,
  eventUuid: string,
  featureId: string,
  changes: FeatureInput,
  metadata: EventMetadata,
) {
  await requireOwnImage(context, user.organisation_id, changes.media_id);
  const command = { type: 'UpdateFeature' as const, event_uuid: eventUuid, feature_id: featureId, changes: changes as Partial<FeatureContent> };
  const { state, position } = await runFeatures(context, eventUuid, command, metadata);
  return { data: presentFeature(eventUuid, state, featureId), position };
}

export async function reorderFeatures(context: ServiceContext, user: AuthUser, eventUuid: string, featureIds: string[], metadata: EventMetadata) {
  const { state, position } = await runFeatures(context, eventUuid, { type: 'ReorderFeatures', event_uuid: eventUuid, feature_ids: featureIds }, metadata);
  return { data: state.order.map((id) => presentFeature(eventUuid, state, id)), position };
}

export async function deleteFeature(context: ServiceContext, user: AuthUser, eventUuid: string, featureId: string, metadata: EventMetadata) {
  const { position } = await runFeatures(context, eventUuid, { type: 'RemoveFeature', event_uuid: eventUuid, feature_id: featureId }, metadata);
  return { data: { id: featureId }, position };
}
