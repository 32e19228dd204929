import { streamIds } from '@usher/events';
import { fold } from '@usher/domain/deciders/decider';
import { eventDecider } from '@usher/domain/deciders/event-decider';
import type { OrganisationBrand } from '@usher/domain/organisations/organisation-brand';
import type { ServiceContext } from '@usher/infra/context';
import { toDomainEvent } from '../handling/execute.ts';
import { eventOfInvitation, guestOfToken, type Invitation } from '../invitations/public-rsvp-handlers.ts';
import { brandOfHistory, NO_BRAND, organisationBrandOf } from '../organisations/organisation-brand.ts';
import { journeyOfGuest, type ChosenJourney } from './public-journey-choice.ts';

/** A guest's link as their journey page needs it: the guest, their event, the journey they follow and who invites them. */
export interface JourneyInvitation extends Invitation {
  chosen: ChosenJourney | null;
  organisation: OrganisationBrand;
}

/**
 * Everything a journey page reads from the log, in two round trips: the
 * guest's stream, then together their event's, the journey they started
 * (which every answer reads for its graph) and their organisation's (named
 * by the guest's events, checked against the event's). Issue 31: each
 * statement is a round trip on a busy event loop, and an answer read these
 * four streams one after another.
 */
export async function journeyInvitationOf(context: ServiceContext, token: string): Promise<JourneyInvitation> {
  const { attendeeId, guest, history } = await guestOfToken(context, token);
  const eventStream = streamIds.event(guest.event_uuid!);
  const journeyStream = guest.guest_journey ? streamIds.journey(guest.guest_journey.journey_id) : null;
  const namedOrganisation = history.at(-1)?.metadata.organisation_id ?? null;
  const organisationStream = namedOrganisation ? streamIds.organisation(namedOrganisation) : null;
  const streams = await context.store.readStreams([eventStream, journeyStream, organisationStream].filter((id): id is string => id !== null));
  const event = eventOfInvitation(fold(eventDecider, (streams.get(eventStream) ?? []).map(toDomainEvent)));
  const invitation = { attendeeId, guest, event };
  const organisation = !event.organisation_id
    ? NO_BRAND
    : event.organisation_id === namedOrganisation
      ? brandOfHistory(streams.get(organisationStream!) ?? [])
      : await organisationBrandOf(context, event.organisation_id);
  const chosen = await journeyOfGuest(context, guest, journeyStream ? (streams.get(journeyStream) ?? []) : undefined);
  return { ...invitation, chosen, organisation };
}
