import { streamIds, type DomainEvent } from '@usher/events';
import { fold, type Evolver } from '@usher/domain/deciders/decider';
import type { JourneyGraph } from '@usher/domain/journeys/index';
import type { AttendeeState } from '@usher/domain/deciders/attendee-decider';
import type { ServiceContext } from '@usher/infra/context';
import { toDomainEvent } from '../handling/execute.ts';
import { loadGroup } from '../host-groups/group-loading.ts';
import { liveJourneyOfEvent, liveJourneysOfEvent, type LoadedJourney } from './journey-streams.ts';

export interface ChosenJourney {
  journey_id: string;
  version: number;
  graph: JourneyGraph;
}

/** What a journey's stream says of its published versions: each version's graph, and whether it was deleted since. */
export interface JourneyVersions {
  deleted: boolean;
  graphs: ReadonlyMap<number, JourneyGraph>;
}

/** The versions as the journey's stream folds (a fold a request may keep, kept-folds.ts: states are never changed in place). */
export const journeyVersions: Evolver<JourneyVersions> = {
  initialState: () => ({ deleted: false, graphs: new Map() }),
  evolve(versions: JourneyVersions, event: DomainEvent): JourneyVersions {
    if (event.type === 'JourneyDeleted') return { ...versions, deleted: true };
    if (event.type !== 'JourneyPublished') return versions;
    return { ...versions, graphs: new Map(versions.graphs).set(event.data.version, event.data.graph) };
  },
};

/** A published version's graph; null once the journey is deleted. */
export function versionGraphOf(versions: JourneyVersions, version: number): JourneyGraph | null {
  return versions.deleted ? null : (versions.graphs.get(version) ?? null);
}

/** The latest published version of a journey, or null when it has none. */
function latestPublished({ state }: LoadedJourney): ChosenJourney | null {
  return state.published_version && state.published ? { journey_id: state.journey_id!, version: state.published_version, graph: state.published } : null;
}

/** A journey of the event that is not deleted, with its latest published version, or null. */
async function publishedJourney(context: ServiceContext, eventUuid: string, journeyId: string | null): Promise<ChosenJourney | null> {
  if (!journeyId) return null;
  const journey = await liveJourneyOfEvent(context, eventUuid, journeyId);
  return journey ? latestPublished(journey) : null;
}

/** The journey the guest's host group leads to, from the group's stream. */
async function hostGroupJourney(context: ServiceContext, guest: AttendeeState): Promise<string | null> {
  if (!guest.host_group_id) return null;
  const group = await loadGroup(context, guest.host_group_id);
  return group.exists && !group.deleted ? (group.fields?.journey_id ?? null) : null;
}

/** The event's published default journey (the latest changed, should two writers have raced). */
async function defaultJourney(context: ServiceContext, eventUuid: string): Promise<ChosenJourney | null> {
  const defaults = (await liveJourneysOfEvent(context, eventUuid)).filter(({ state }) => state.is_default && state.published_version !== null);
  defaults.sort((a, b) => (b.updated_at?.getTime() ?? 0) - (a.updated_at?.getTime() ?? 0));
  return defaults[0] ? latestPublished(defaults[0]) : null;
}

/**
 * The journey a guest follows. One they started: that journey at the version
 * they started (unless it was deleted since: then none). Otherwise: the one
 * their invitation names, else their host group's journey, else the event's
 * default journey; published only (an unpublished choice falls through).
 */
export async function journeyOfGuest(context: ServiceContext, guest: AttendeeState, startedVersions?: JourneyVersions): Promise<ChosenJourney | null> {
  const eventUuid = guest.event_uuid!;
  const started = guest.guest_journey ?? null;
  if (started) {
    // The caller may have folded the started journey's stream with others, in one round trip (journey-invitation.ts).
    const versions = startedVersions ?? fold(journeyVersions, (await context.store.readStream(streamIds.journey(started.journey_id))).map(toDomainEvent));
    const graph = versionGraphOf(versions, started.version);
    return graph ? { journey_id: started.journey_id, version: started.version, graph } : null;
  }
  return (
    (await publishedJourney(context, eventUuid, guest.invitation_journey_id)) ??
    (await publishedJourney(context, eventUuid, await hostGroupJourney(context, guest))) ??
    (await defaultJourney(context, eventUuid))
  );
}
