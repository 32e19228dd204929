import { streamIds } from '@usher/events';
import { eventDecider } from '@usher/domain/deciders/event-decider';
import type { BadgeLayoutInput } from '@usher/domain/badges/badge-layout';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import { execute } from '../handling/execute.ts';

/** Folds the event's stream, decides, appends; answers the layout as it now is. */
export async function changeBadgeLayout(context: ServiceContext, eventUuid: string, badgeLayout: BadgeLayoutInput, metadata: EventMetadata) {
  const streamId = streamIds.event(eventUuid);
  const result = await execute(context.store, eventDecider, [{ streamId, command: { type: 'ChangeBadgeLayout', badge_layout: badgeLayout } }], metadata);
  return { data: result.states.get(streamId)!.pass.badge_layout, position: result.position };
}
