import { hasUnpublishedChanges, type JourneyState } from '@usher/domain/journeys/index';
import type { Journey } from '@usher/domain/contract/journeys';
import type { ServiceContext } from '@usher/infra/context';

/** How many guests started and finished the journey (from the read model: it may trail a write by a moment). */
async function statsOf(context: ServiceContext, journeyId: string) {
  const row = await context.db
    .selectFrom('rm_guest_journeys')
    .select((eb) => [eb.fn.countAll<string>().as('started'), eb.fn.count<string>('completed_at').as('completed')])
    .where('journey_id', '=', journeyId)
    .executeTakeFirst();
  return { started: Number(row?.started ?? 0), completed: Number(row?.completed ?? 0) };
}

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
