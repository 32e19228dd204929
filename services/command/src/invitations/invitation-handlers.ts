import { streamIds } from '@usher/events';
import { attendeeDecider, type AttendeeState } from '@usher/domain/deciders/attendee-decider';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { isUuid } from '@usher/domain/ids/uuid';
import type { AuthUser } from '@usher/infra/http/authenticate';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import { rsvpLinkAt } from '@usher/infra/http/rsvp-links';
import { fold } from '@usher/domain/deciders/decider';
import { execute, toDomainEvent } from '../handling/execute.ts';
import { loadEvent } from '../access/event-access.ts';
import { requireInvitationsOn } from '@usher/domain/invitations/invitations-switch';
import { attendeeSnapshots, changeAttendee, guestsOf, requireIds } from '../attendees/attendee-handlers.ts';
import { emailUnknown, hasEmail } from '@usher/domain/deciders/invitation-rules';
import { journeyChoiceErrors } from '../journeys/journey-choice-check.ts';

/** What the organiser wrote with the invitation and, optionally, the journey it leads through. */
export interface InvitationChoice {
  message: string | null;
  journey_id: string | null;
}

/** An invitation may lead only to a journey of the guest's own event: 422 otherwise. */
async function requireJourneyOfEvent(context: ServiceContext, eventUuid: string, journeyId: string | null) {
  const errors = await journeyChoiceErrors(context, eventUuid, journeyId);
  if (Object.keys(errors).length > 0) throw DomainError.validation(errors);
}

/**
 * Invites one guest, or invites them again. The command only records the
 * fact; the mail dispatcher sends the email from the log, so a reply never
 * waits on an SMTP server and a crash never loses an invitation.
 */
export async function inviteAttendee(
  context: ServiceContext,
  user: AuthUser,
  eventUuid: string,
  id: string,
  choice: InvitationChoice,
  metadata: EventMetadata,
) {
  // The guest's event (which the route's need was judged on): its Invitations switch decides.
  requireInvitationsOn((await loadEvent(context, eventUuid)).settings);
  await requireJourneyOfEvent(context, eventUuid, choice.journey_id);
  return changeAttendee(context, user, id, { type: 'Invite', at: context.clock.now(), ...choice }, metadata);
}

/**
 * Invites many guests of one event in one transaction, one event per guest.
 * Guests without an email address cannot be invited: they are passed over
 * and counted rather than refusing the whole selection.
 */
export async function inviteAttendees(
  context: ServiceContext,
  user: AuthUser,
  eventUuid: string,
  ids: string[],
  choice: InvitationChoice,
  metadata: EventMetadata,
) {
  requireInvitationsOn((await loadEvent(context, eventUuid)).settings);
  await requireJourneyOfEvent(context, eventUuid, choice.journey_id);
  const unique = [...new Set(ids)];
  requireIds(unique);
  const commands = unique.map((id) => ({
    streamId: streamIds.attendee(id),
    command: { type: 'Invite', at: context.clock.now(), ...choice, skipWithoutEmail: true } as const,
  }));
  // Whether each guest has an email is a plain fact of their stream: their personal fields stay sealed, but for
  // streams whose events predate the fact (issue 31: 50,000 guests' envelopes were opened for it).
  const result = await execute(context.store, attendeeDecider, commands, metadata, {
    authorize: guestsOf(eventUuid),
    inPartsOn: context.db,
    personalData: false,
    unsealWhen: (state) => state.exists && !state.removed && !state.forgotten && emailUnknown(state),
    snapshots: attendeeSnapshots(context),
  });
  const skipped = unique.filter((id) => !hasEmail(result.states.get(streamIds.attendee(id)) as AttendeeState)).length;
  return { data: { invited: result.appended.length, skipped_without_email: skipped, attendees: unique }, position: result.position };
}

/** The guest's personal links. Made from the guest id and the instance secret, so nothing needs storing. */
export async function invitationLinks(context: ServiceContext, user: AuthUser, eventUuid: string, id: string) {
  if (!isUuid(id)) throw DomainError.notFound('attendee');
  const streamId = streamIds.attendee(id);
  const history = await context.store.readStream(streamId);
  const state = fold(attendeeDecider, history.map(toDomainEvent));
  if (!state.exists || state.removed || state.event_uuid !== eventUuid) throw DomainError.notFound('attendee');
  return { data: { attendee_id: id, rsvp_link: await rsvpLinkAt(context.db, id, state.pass_generation ?? 0) } };
}
