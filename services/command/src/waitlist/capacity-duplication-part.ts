import { streamIds } from '@usher/events';
import { capacityDecider } from '@usher/domain/waitlist/capacity-decider';
import { execute } from '../handling/execute.ts';
import { copiedId } from '../events/duplication/copied-id.ts';
import type { DuplicationPart } from '../events/duplication/duplication-part.ts';
import { copyMetadata } from '../events/duplication/source-streams.ts';
import { loadCapacity, oneAtATime } from './capacity-loading.ts';

/**
 * The capacity settings (the event's places, each ticket variation's, how long
 * an offer holds and whether offers go out on their own): one EventCapacitySet
 * on the copy's capacity stream. Runs after the ticket variations are copied.
 * Places held, the waitlist and its offers are the source's guests' and stay
 * behind; the copy's guests, copied or added later, are counted as they come.
 */
export const capacityDuplicationPart: DuplicationPart = {
  key: 'capacity',
  label: 'Capacity and waitlist settings',
  async copy(context, job) {
    const settings = (await loadCapacity(context, job.source_uuid)).settings;
    if (!settings) return { copied: 0 };
    const streamId = streamIds.capacity(job.target_uuid);
    return oneAtATime(streamId, async () => {
      // Run again after a restart: the copy has its settings already (and may have changed them since).
      if ((await loadCapacity(context, job.target_uuid)).settings) return { copied: 0 };
      const variation_capacities = Object.fromEntries(
        Object.entries(settings.variation_capacities).map(([variationId, places]) => [copiedId(job.target_uuid, variationId), places]),
      );
      const command = { type: 'SetCapacity' as const, event_uuid: job.target_uuid, settings: { ...settings, variation_capacities } };
      const result = await execute(context.store, capacityDecider, [{ streamId, command: [command] }], copyMetadata(job), { personalData: false });
      return { copied: result.appended.length };
    });
  },
};
