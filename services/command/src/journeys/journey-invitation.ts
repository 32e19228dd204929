import { streamIds } from '@usher/events';
import type { AttendeeState } from '@usher/domain/deciders/attendee-decider';
import { fold } from '@usher/domain/deciders/decider';
import { eventDecider } from '@usher/domain/deciders/event-decider';
import type { OrganisationBrand } from '@usher/domain/organisations/organisation-brand';
import type { ServiceContext } from '@usher/infra/context';
import type { StoredEvent } from '@usher/infra/eventstore/types';
import { BoundedCache } from '@usher/infra/eventstore/personal-data/bounded-cache';
import { aggregateCache } from '../handling/aggregate-cache.ts';
import { toDomainEvent } from '../handling/execute.ts';
import { eventOfInvitation, guestOfLink, linkOfToken, type Invitation } from '../invitations/public-rsvp-handlers.ts';
import { brandOfHistory, NO_BRAND } from '../organisations/organisation-brand.ts';
import { journeyOfGuest, type ChosenJourney } from './public-journey-choice.ts';

/** A guest's link as their journey page needs it: the guest, their event, the journey they follow and who invites them. */
export interface JourneyInvitation extends Invitation {
  chosen: ChosenJourney | null;
  organisation: OrganisationBrand;
}

// Issue 31: each statement is a round trip on a busy event loop, and an answer read the guest's, the
// event's, the started journey's and the organisation's streams one after another. They are read
// together: the streams besides the guest's are named by what this process knows of the guest (the
// state its last decision for them left in the aggregate cache) and of the event (its organisation),
// and whatever the guest's stream as read names and was not read is read next. A guess is never
// trusted: it only chooses which streams come along in the first statement.
const organisationOfEvent = new BoundedCache<string, string | null>(10_000);

function streamsNamedBy(guest: Partial<AttendeeState> | undefined, organisationId: string | null | undefined): string[] {
  if (!guest?.event_uuid) return [];
  const named = [streamIds.event(guest.event_uuid)];
  if (guest.guest_journey) named.push(streamIds.journey(guest.guest_journey.journey_id));
  if (organisationId) named.push(streamIds.organisation(organisationId));
  return named;
}

/** Reads the streams not read yet, in one statement, beside those that were. */
async function readMissing(context: ServiceContext, read: Map<string, StoredEvent[]>, wanted: string[]): Promise<void> {
  const missing = wanted.filter((id) => !read.has(id));
  if (missing.length === 0) return;
  for (const [id, history] of await context.store.readStreams(missing)) read.set(id, history);
}

/** Everything a journey page reads from the log: usually one statement once this process has decided for the guest, else two. */
export async function journeyInvitationOf(context: ServiceContext, token: string): Promise<JourneyInvitation> {
  const named = await linkOfToken(context, token);
  const attendeeId = named.attendee_id;
  const guestStream = streamIds.attendee(attendeeId);
  const known = aggregateCache.get(guestStream)?.state as Partial<AttendeeState> | undefined;
  const read = await context.store.readStreams([guestStream, ...streamsNamedBy(known, known?.event_uuid && organisationOfEvent.get(known.event_uuid))]);
  const history = read.get(guestStream) ?? [];
  const guest = guestOfLink(named, history);
  const eventUuid = guest.event_uuid!;
  // An event's organisation, as this process last read it, else as the guest's events name it.
  const organisationNamed = organisationOfEvent.get(eventUuid) ?? history.at(-1)?.metadata.organisation_id ?? null;
  await readMissing(context, read, streamsNamedBy(guest, organisationNamed));
  const event = eventOfInvitation(fold(eventDecider, (read.get(streamIds.event(eventUuid)) ?? []).map(toDomainEvent)));
  organisationOfEvent.set(eventUuid, event.organisation_id);
  if (event.organisation_id) await readMissing(context, read, [streamIds.organisation(event.organisation_id)]);
  const organisation = event.organisation_id ? brandOfHistory(read.get(streamIds.organisation(event.organisation_id)) ?? []) : NO_BRAND;
  const started = guest.guest_journey ? read.get(streamIds.journey(guest.guest_journey.journey_id)) : undefined;
  return { attendeeId, guest, event, chosen: await journeyOfGuest(context, guest, started), organisation };
}
