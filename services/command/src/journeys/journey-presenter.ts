import { hasUnpublishedChanges, type JourneyState } from '@usher/domain/journeys/index';
import type { Journey } from '@usher/domain/contract/journeys';
import { guestJourneyCounts } from '@usher/infra/eventstore/log-lookups';
import type { ServiceContext } from '@usher/infra/context';

/** How many guests started and finished the journey, from the log (the read model may trail a write by a moment). */
const statsOf = (context: ServiceContext, journeyId: string) => guestJourneyCounts(context.db, journeyId);

/** A journey as a command's reply presents it, from the state the command left. */
export async function presentJourney(context: ServiceContext, state: JourneyState, times: { created_at: string; updated_at: string }): Promise<Journey> {
  return {
    id: state.journey_id!,
    event_uuid: state.event_uuid!,
    name: state.name,
    is_default: state.is_default,
    draft: state.draft,
    published_version: state.published_version,
    published: state.published,
    has_unpublished_changes: hasUnpublishedChanges(state.draft, state.published),
    created_at: times.created_at,
    updated_at: times.updated_at,
    stats: await statsOf(context, state.journey_id!),
  };
}
