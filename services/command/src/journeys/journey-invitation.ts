import { streamIds } from '@usher/events';
import type { AttendeeState } from '@usher/domain/deciders/attendee-decider';
import { eventDecider, type EventState } from '@usher/domain/deciders/event-decider';
import type { OrganisationBrand } from '@usher/domain/organisations/organisation-brand';
import type { ServiceContext } from '@usher/infra/context';
import { BoundedCache } from '@usher/infra/eventstore/personal-data/bounded-cache';
import { aggregateCache } from '../handling/aggregate-cache.ts';
import { foldKept, type Wanted } from '../handling/kept-folds.ts';
import { eventOfInvitation, guestOfLink, linkOfToken, type Invitation } from '../invitations/public-rsvp-handlers.ts';
import { NO_BRAND, organisationBrand } from '../organisations/organisation-brand.ts';
import { journeyOfGuest, journeyVersions, type ChosenJourney, type JourneyVersions } from './public-journey-choice.ts';

/** A guest's link as their journey page needs it: the guest, their event, the journey they follow and who invites them. */
export interface JourneyInvitation extends Invitation {
  chosen: ChosenJourney | null;
  organisation: OrganisationBrand;
}

// Issue 31: each statement is a round trip on a busy event loop, and every request of a journey page
// read and folded the event's, the started journey's and the organisation's streams whole. They are
// folds kept between requests (kept-folds.ts): a request reads only what was appended to them since,
// the requests in flight at once in one statement. Their ids come from what this process knows of the
// guest (the state its last decision for them left in the aggregate cache) and of the event (its
// organisation), so the kept folds are brought up to date beside the read of the guest's own stream;
// a guess is never trusted: it only chooses which streams come along, and whatever the guest's stream
// as read names and was not folded is folded next.
const organisationOfEvent = new BoundedCache<string, string | null>(10_000);

function streamsNamedBy(guest: Partial<AttendeeState> | undefined, organisationId: string | null | undefined): Wanted[] {
  if (!guest?.event_uuid) return [];
  const named: Wanted[] = [[streamIds.event(guest.event_uuid), eventDecider]];
  if (guest.guest_journey) named.push([streamIds.journey(guest.guest_journey.journey_id), journeyVersions]);
  if (organisationId) named.push([streamIds.organisation(organisationId), organisationBrand]);
  return named;
}

/** Brings the kept folds not folded yet up to date, in one statement. */
async function foldMissing(context: ServiceContext, folded: Map<string, unknown>, wanted: Wanted[]): Promise<void> {
  const missing = wanted.filter(([id]) => !folded.has(id));
  if (missing.length === 0) return;
  const states = await foldKept(context.store, missing);
  missing.forEach(([id], index) => folded.set(id, states[index]));
}

/** Everything a journey page reads from the log: the guest's stream and, beside it, the tails of the streams it names. */
export async function journeyInvitationOf(context: ServiceContext, token: string): Promise<JourneyInvitation> {
  const named = await linkOfToken(context, token);
  const attendeeId = named.attendee_id;
  const guestStream = streamIds.attendee(attendeeId);
  const known = aggregateCache.get(guestStream)?.state as Partial<AttendeeState> | undefined;
  const folded = new Map<string, unknown>();
  const [history] = await Promise.all([
    context.store.readStream(guestStream),
    foldMissing(context, folded, streamsNamedBy(known, known?.event_uuid && organisationOfEvent.get(known.event_uuid))),
  ]);
  const guest = guestOfLink(named, history);
  const eventUuid = guest.event_uuid!;
  // An event's organisation, as this process last read it, else as the guest's events name it.
  const organisationNamed = organisationOfEvent.get(eventUuid) ?? history.at(-1)?.metadata.organisation_id ?? null;
  await foldMissing(context, folded, streamsNamedBy(guest, organisationNamed));
  const event = eventOfInvitation(folded.get(streamIds.event(eventUuid)) as EventState);
  organisationOfEvent.set(eventUuid, event.organisation_id);
  if (event.organisation_id) await foldMissing(context, folded, [[streamIds.organisation(event.organisation_id), organisationBrand]]);
  const organisation = event.organisation_id ? (folded.get(streamIds.organisation(event.organisation_id)) as OrganisationBrand) : NO_BRAND;
  const started = guest.guest_journey ? (folded.get(streamIds.journey(guest.guest_journey.journey_id)) as JourneyVersions) : undefined;
  return { attendeeId, guest, event, chosen: await journeyOfGuest(context, guest, started), organisation };
}
