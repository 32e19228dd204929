import { streamIds } from '@usher/events';
import { fold } from '@usher/domain/deciders/decider';
import { eventFeaturesDecider } from '@usher/domain/features/feature-decider';
import type { ServiceContext } from '@usher/infra/context';
import type { DuplicationPart } from '../events/duplication/duplication-part.ts';
import { toDomainEvent } from '../handling/execute.ts';
import { copiedId } from '../events/duplication/copied-id.ts';
import { runFeatures } from './feature-handlers.ts';

/**
 * Features of a duplicated event: each of the source's features added to the
 * copy, in the source's order, as an organiser adding them would. The source
 * is read from its stream, so a copy made right after a change has it. Each
 * copy's id is derived from the original's, so a run resumed after a restart
 * skips the features it already added.
 */
export const featuresDuplicationPart: DuplicationPart = {
  key: 'features',
  label: 'Features',
  async copy(context: ServiceContext, job) {
    const history = await context.store.readStream(streamIds.eventFeatures(job.source_uuid));
    const source = fold(eventFeaturesDecider, history.map(toDomainEvent));
    const copied = fold(eventFeaturesDecider, (await context.store.readStream(streamIds.eventFeatures(job.target_uuid))).map(toDomainEvent));
    const metadata = { ...job.metadata, event_uuid: job.target_uuid };
    // Counts what this run added, as the other parts do: a resumed run reports only what it copied itself.
    let added = 0;
    for (const sourceId of source.order) {
      const featureId = copiedId(job.target_uuid, sourceId);
      if (copied.features.has(featureId)) continue;
      added++;
      const content = source.features.get(sourceId)!;
      await runFeatures(context, job.target_uuid, { type: 'AddFeature', event_uuid: job.target_uuid, feature_id: featureId, content }, metadata);
    }
    return { copied: added };
  },
};
