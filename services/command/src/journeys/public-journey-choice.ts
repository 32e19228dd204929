import { streamIds } from '@usher/events';
import type { JourneyGraph } from '@usher/domain/journeys/index';
import type { AttendeeState } from '@usher/domain/deciders/attendee-decider';
import type { ServiceContext } from '@usher/infra/context';
import { toDomainEvent } from '../handling/execute.ts';

export interface ChosenJourney {
  journey_id: string;
  version: number;
  graph: JourneyGraph;
}

/** A published version's graph: from the read model, else (a moment after publishing) from the journey's stream. */
export async function versionGraph(context: ServiceContext, journeyId: string, version: number): Promise<JourneyGraph | null> {
  const row = await context.db.selectFrom('rm_journey_versions').select('graph').where('journey_id', '=', journeyId).where('version', '=', version).executeTakeFirst();
  if (row) return row.graph as JourneyGraph;
  const published = (await context.store.readStream(streamIds.journey(journeyId)))
    .map(toDomainEvent)
    .find((event) => event.type === 'JourneyPublished' && event.data.version === version);
  return published?.type === 'JourneyPublished' ? published.data.graph : null;
}

/** A journey of the event that is not deleted, with its latest published version, or null. */
async function publishedJourney(context: ServiceContext, eventUuid: string, journeyId: string | null): Promise<ChosenJourney | null> {
  if (!journeyId) return null;
  const row = await context.db
    .selectFrom('rm_journeys').select(['id', 'published_version'])
    .where('id', '=', journeyId).where('event_uuid', '=', eventUuid).where('deleted', '=', false)
    .executeTakeFirst();
  if (!row?.published_version) return null;
  const graph = await versionGraph(context, row.id, row.published_version);
  return graph ? { journey_id: row.id, version: row.published_version, graph } : null;
}

async function hostGroupJourney(context: ServiceContext, guest: AttendeeState): Promise<string | null> {
  if (!guest.host_group_id) return null;
  const row = await context.db.selectFrom('rm_host_groups').select('journey_id').where('id', '=', guest.host_group_id).executeTakeFirst();
  return row?.journey_id ?? null;
}

async function defaultJourney(context: ServiceContext, eventUuid: string): Promise<string | null> {
  const row = await context.db
    .selectFrom('rm_journeys').select('id')
    .where('event_uuid', '=', eventUuid).where('is_default', '=', true).where('deleted', '=', false).where('published_version', 'is not', null)
    .orderBy('updated_at', 'desc')
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * The journey a guest follows. One they started: that journey at the version
 * they started (unless it was deleted since: then none). Otherwise: the one
 * their invitation names, else their host group's journey, else the event's
 * default journey; published only (an unpublished choice falls through).
 */
export async function journeyOfGuest(context: ServiceContext, guest: AttendeeState): Promise<ChosenJourney | null> {
  const eventUuid = guest.event_uuid!;
  const started = guest.guest_journey ?? null;
  if (started) {
    const alive = await context.db.selectFrom('rm_journeys').select('id').where('id', '=', started.journey_id).where('deleted', '=', false).executeTakeFirst();
    if (!alive) return null;
    const graph = await versionGraph(context, started.journey_id, started.version);
    return graph ? { journey_id: started.journey_id, version: started.version, graph } : null;
  }
  return (
    (await publishedJourney(context, eventUuid, guest.invitation_journey_id))
    ?? (await publishedJourney(context, eventUuid, await hostGroupJourney(context, guest)))
    ?? (await publishedJourney(context, eventUuid, await defaultJourney(context, eventUuid)))
  );
}
