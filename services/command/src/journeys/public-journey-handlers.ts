import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { streamIds } from '@usher/events';
import { attendeeDecider, type AttendeeCommand } from '@usher/domain/deciders/attendee-decider';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { resolveGuestLanguage, type GuestLanguage } from '@usher/domain/i18n/languages';
import { inSequence } from '@usher/domain/deciders/in-sequence';
import { isTrigger, STEP_NOT_CURRENT, stepById } from '@usher/domain/journeys/index';
import type { JourneyAnswerBody } from '@usher/domain/contract/journeys';
import type { ServiceContext } from '@usher/infra/context';
import { execute } from '../handling/execute.ts';
import { guestMetadata, plusOnesOf, type Invitation } from '../invitations/public-rsvp-handlers.ts';
import { answerWithinCapacity } from '../waitlist/answer-within-capacity.ts';
import type { ChosenJourney } from './public-journey-choice.ts';
import { journeyInvitationOf, type JourneyInvitation } from './journey-invitation.ts';
import { factsOf, presentJourney } from './public-journey-view.ts';
import { asAnswerErrors, effectOf } from './public-journey-answers.ts';
import { withSeatStreams } from '@usher/domain/deciders/seat-assignment-decider';
import { freeSeatCommands } from '../seating/guest-removal.ts';
import { declineFreesSeat } from '../seating/decline-frees-seats.ts';

const guestCommands = inSequence(attendeeDecider);
const guestCommandsWithSeats = withSeatStreams(guestCommands);
const noJourney = () => new DomainError('not_found', 'journey_not_found', 'This invitation has no journey; answer on the RSVP page.');

function journeyOf(invitation: JourneyInvitation): ChosenJourney {
  if (!invitation.chosen) throw noJourney();
  return invitation.chosen;
}

const start = (chosen: ChosenJourney): AttendeeCommand => ({
  type: 'StartGuestJourney',
  journey_id: chosen.journey_id,
  version: chosen.version,
  graph: chosen.graph,
  via: 'invitation',
});

/** The guest's journey page. The first opening records the link's click and starts the journey, pinned to today's published version. */
/** The page's language: picked on the page (`?lang=`), else the guest's, the event's, the browser's, English. */
function pageLanguageOf(request: FastifyRequest, invitation: Invitation): GuestLanguage {
  return resolveGuestLanguage({
    chosen: (request.query as { lang?: string } | undefined)?.lang,
    guest: invitation.guest.language,
    event: invitation.event.settings.default_language,
    browser: request.headers['accept-language'],
  });
}

export async function openJourney(context: ServiceContext, request: FastifyRequest, token: string) {
  const invitation = await journeyInvitationOf(context, token);
  // No published journey for this guest is not an error: the page shows the plain RSVP (which records the click itself).
  const { chosen } = invitation;
  if (!chosen) return { data: null };
  const streamId = streamIds.attendee(invitation.attendeeId);
  const commands: AttendeeCommand[] = [{ type: 'ClickInvitationLink', at: context.clock.now() }];
  if (!invitation.guest.guest_journey) commands.push(start(chosen));
  const result = await execute(context.store, guestCommands, [{ streamId, command: commands }], guestMetadata(request, invitation));
  return {
    data: await presentJourney(context, invitation.attendeeId, result.states.get(streamId)!, invitation, chosen, pageLanguageOf(request, invitation)),
  };
}

/** 409 with where the guest is: a second tap, or a tab left open on a step already answered. */
async function notCurrent(context: ServiceContext, request: FastifyRequest, token: string): Promise<DomainError> {
  const invitation = await journeyInvitationOf(context, token);
  const chosen = journeyOf(invitation);
  const data = await presentJourney(context, invitation.attendeeId, invitation.guest, invitation, chosen, pageLanguageOf(request, invitation));
  return new DomainError('conflict', STEP_NOT_CURRENT, 'This step has been answered already; here is where you are.', {}, { data });
}

/**
 * The guest's answer on their current step: the button's effect (the RSVP,
 * the form's answers) and the move the evaluator decides, in one append on
 * the guest's stream.
 */
export async function answerJourney(context: ServiceContext, request: FastifyRequest, token: string, body: z.infer<typeof JourneyAnswerBody>) {
  const invitation = await journeyInvitationOf(context, token);
  const chosen = journeyOf(invitation);
  const { guest, event } = invitation;
  const progress = guest.guest_journey ?? null;
  const current = progress ? progress.current_step_id : chosen.graph.start_step_id;
  if (progress?.completed || current !== body.step_id) throw await notCurrent(context, request, token);
  const step = stepById(chosen.graph, body.step_id)!;
  const action = step.actions.find((candidate) => candidate.id === body.action_id && isTrigger(candidate));
  if (!action) throw DomainError.validation({ action_id: ['The selected action is invalid.'] });

  const at = context.clock.now();
  const effect = effectOf(action, step, body.answers, event, at);
  const facts = await factsOf(context, guest, event, chosen.graph);
  const commands: AttendeeCommand[] = [
    ...(progress ? [] : [start(chosen)]),
    ...effect.commands,
    { type: 'AnswerGuestJourneyStep', graph: chosen.graph, step_id: step.id, action_id: action.id, facts, answered_fields: effect.answered },
  ];
  const streamId = streamIds.attendee(invitation.attendeeId);
  // A No frees the guest's seat in the same decision (seating/decline-frees-seats.ts).
  const decided = declineFreesSeat(commands, guest.seat_id ?? null);
  const seatSide = decided.frees ? freeSeatCommands(guest.event_uuid!, new Map([[invitation.attendeeId, decided.frees]])) : [];
  let result;
  try {
    // A Yes takes its places on an event with a capacity, or is refused (409 event_full) as on the RSVP page: the step then offers the waitlist.
    result = await answerWithinCapacity(
      context,
      invitation,
      guestCommandsWithSeats,
      [{ streamId, command: decided.commands }, ...seatSide],
      { is_attending: action.type === 'rsvp_yes', plus_ones: async () => (await plusOnesOf(context, invitation)).length },
      guestMetadata(request, invitation),
    );
  } catch (error) {
    if (error instanceof DomainError && error.code === STEP_NOT_CURRENT) throw await notCurrent(context, request, token);
    throw error instanceof DomainError ? asAnswerErrors(error) : error;
  }
  return {
    data: await presentJourney(context, invitation.attendeeId, result.states.get(streamId)!, invitation, chosen, pageLanguageOf(request, invitation)),
    position: result.position,
  };
}
