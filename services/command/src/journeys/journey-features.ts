import { streamIds } from '@usher/events';
import { fold } from '@usher/domain/deciders/decider';
import { eventFeaturesDecider } from '@usher/domain/features/feature-decider';
import type { GuestFeature } from '@usher/domain/features/guest-feature';
import type { ServiceContext } from '@usher/infra/context';
import { toDomainEvent } from '../handling/execute.ts';

/**
 * The event's visible features in the organiser's order, as a journey's
 * 'features' block shows them: from the features' own stream, so the page a
 * guest's answer is replied with is never behind the organiser's last change.
 * (The pass, on the query side, reads the same from its read model.)
 */
export async function visibleFeaturesFromStream(context: ServiceContext, eventUuid: string): Promise<GuestFeature[]> {
  const { features, order } = fold(eventFeaturesDecider, (await context.store.readStream(streamIds.eventFeatures(eventUuid))).map(toDomainEvent));
  return order.flatMap((id) => {
    const feature = features.get(id);
    if (!feature?.is_visible) return [];
    return [
      {
        id,
        kind: feature.kind,
        title: feature.title,
        body: feature.body,
        items: feature.items,
        image_url: feature.media_id ? `/media/${feature.media_id}` : null,
      },
    ];
  });
}
