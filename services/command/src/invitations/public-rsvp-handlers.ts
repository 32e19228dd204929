import { randomUUID } from 'node:crypto';
import { resolveGuestLanguage, type GuestLanguage } from '@usher/domain/i18n/languages';
import type { FastifyRequest } from 'fastify';
import { streamIds } from '@usher/events';
import { attendeeDecider, type AttendeeCommand, type AttendeeState } from '@usher/domain/deciders/attendee-decider';
import { validateAttendeeContact } from '@usher/domain/deciders/attendee-rules';
import { fold } from '@usher/domain/deciders/decider';
import { DomainError } from '@usher/domain/deciders/domain-error';
import type { EventState } from '@usher/domain/deciders/event-decider';
import { PLUS_ONE_LIMIT, plusOnesAllowed } from '@usher/domain/invitations/plus-ones';
import type { FieldErrors } from '@usher/domain/validation/errors';
import { checkRequiredDefaultFields } from '@usher/domain/fields/default-fields';
import { rsvpOfToken } from '@usher/infra/http/rsvp-links';
import { passLinksAt } from '@usher/infra/http/pass-links';
import { walletLinksOf } from '@usher/infra/wallet/wallet-credentials';
import { appUrlOf } from '@usher/infra/mail/message-id';
import { plusOneIdsEverAdded } from '@usher/infra/eventstore/log-lookups';
import { seatNamesOf } from '@usher/domain/seating/seat-names';
import { calendarEntryOf } from '@usher/domain/invitations/calendar-entry';
import { passSeatOf } from '@usher/domain/passes/pass-view';

import type { EventMetadata, StoredEvent } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import { RSVP_THROUGH_JOURNEY, RSVP_THROUGH_JOURNEY_MESSAGE } from '@usher/domain/journeys/index';
import { unseatIfDeclined } from '../seating/unseat-declined.ts';
import { execute, toDomainEvent } from '../handling/execute.ts';
import { journeyOfGuest } from '../journeys/public-journey-choice.ts';
import { loadEvent } from '../access/event-access.ts';
import { loadPlan } from '../seating/seating-loading.ts';
import { organisationBrandOf } from '../organisations/organisation-brand.ts';
import { answerWithinCapacity } from '../waitlist/answer-within-capacity.ts';
import { eventAsShown } from './event-as-shown.ts';

export interface Invitation {
  attendeeId: string;
  guest: AttendeeState;
  event: EventState;
}

const notFound = () => new DomainError('not_found', 'invitation_not_found', 'This invitation link is not valid.');

/** The guest id and pass generation a personal link names; a link this instance did not make is a 404. */
export async function linkOfToken(context: ServiceContext, token: string): Promise<{ attendee_id: string; generation: number }> {
  const named = await rsvpOfToken(context.db, token);
  if (!named) throw notFound();
  return named;
}

/** The guest a link names, folded from their stream; a removed guest or a stale link is the same 404. */
export function guestOfLink(named: { generation: number }, history: readonly StoredEvent[]): AttendeeState {
  const guest = fold(attendeeDecider, history.map(toDomainEvent));
  // A link of an earlier pass generation stopped opening when the ticket changed hands (the stream says which is current).
  if (!guest.exists || guest.removed || !guest.event_uuid || named.generation !== (guest.pass_generation ?? 0)) throw notFound();
  return guest;
}

/** The guest a personal link stands for; any bad, foreign or stale link is the same 404. */
async function guestOfToken(context: ServiceContext, token: string): Promise<{ attendeeId: string; guest: AttendeeState }> {
  const named = await linkOfToken(context, token);
  const history = await context.store.readStream(streamIds.attendee(named.attendee_id));
  return { attendeeId: named.attendee_id, guest: guestOfLink(named, history) };
}

/** The event of a link's guest, as its stream folds; a link to an event that is gone is the same 404. */
export function eventOfInvitation(event: EventState): EventState {
  if (!event.exists) throw notFound();
  return event;
}

/** The guest and event a personal link stands for; any bad, foreign or stale link is the same 404. */
export async function invitationOf(context: ServiceContext, token: string): Promise<Invitation> {
  const { attendeeId, guest } = await guestOfToken(context, token);
  return { attendeeId, guest, event: eventOfInvitation(await loadEvent(context, guest.event_uuid!)) };
}

/** Changes made through the link are the guest's own, and say so in the log. */
export function guestMetadata(request: FastifyRequest, invitation: Invitation): EventMetadata {
  return {
    actor: { type: 'guest_link', id: invitation.attendeeId, name: `${invitation.guest.first_name} ${invitation.guest.last_name}`.trim() || null },
    event_uuid: invitation.guest.event_uuid,
    organisation_id: invitation.event.organisation_id,
    correlation_id: request.id ?? randomUUID(),
    causation_id: null,
    socket_id: null,
    occurred_at: new Date().toISOString(),
    source: 'rsvp link',
  };
}

/**
 * The guest's live plus-ones, in the order they were added: the log names who
 * ever came with them, each one's stream whether they still do. The limit is
 * counted on these, so a plus-one added a moment ago (the guest list not yet
 * showing them) still counts.
 */
export async function plusOnesOf(context: ServiceContext, invitation: Invitation) {
  const ids = await plusOneIdsEverAdded(context.db, invitation.guest.event_uuid!, [invitation.attendeeId]);
  const histories = await context.store.readStreamsForDecision(ids.map(streamIds.attendee), { personalData: true });
  return ids.flatMap((id) => {
    const plusOne = fold(attendeeDecider, (histories.get(streamIds.attendee(id)) ?? []).map(toDomainEvent));
    return plusOne.exists && !plusOne.removed && plusOne.parent_attendee_id === invitation.attendeeId
      ? [{ id, first_name: plusOne.first_name, last_name: plusOne.last_name }]
      : [];
  });
}

/**
 * Where the guest sits, as their pass shows it: only once seated, on an event
 * that seats guests and shows seats on passes. The seat's names are the floor
 * plan's, read from the plan's stream.
 */
async function seatOf(context: ServiceContext, invitation: Invitation, guest: AttendeeState, language: GuestLanguage) {
  if (!invitation.event.settings.is_seating_enabled || !guest.seat_id) return [];
  const plan = await loadPlan(context, guest.event_uuid!);
  return passSeatOf(invitation.event.pass.event_data, seatNamesOf(plan, guest.seat_id), language);
}

/** What a guest who said Yes takes away: their pass, their seat and the event in their calendar. */
async function attendingExtras(context: ServiceContext, invitation: Invitation, guest: AttendeeState, language: GuestLanguage) {
  const noWallet = { apple_wallet_link: null, google_wallet_link: null };
  if (guest.is_attending !== true) return { pass_link: null, calendar: null, seat: [], wallet: noWallet };
  const { event } = invitation;
  const links = event.settings.is_pass_enabled ? await passLinksAt(context.db, invitation.attendeeId, guest.pass_generation ?? 0) : null;
  const passLink = links?.pass_public_link ?? null;
  const calendar = calendarEntryOf({
    ...event.settings,
    location: event.location,
    attendee_id: invitation.attendeeId,
    event_uuid: guest.event_uuid!,
    url: passLink,
  });
  const wallet = links ? await walletLinksOf(context.db, links.token, appUrlOf(process.env)) : noWallet;
  return { pass_link: passLink, calendar, seat: await seatOf(context, invitation, guest, language), wallet };
}

/** The page's language: picked on the page (`?lang=`), else the guest's, the event's, the browser's, English. */
function pageLanguageOf(request: FastifyRequest, invitation: Invitation, guest: AttendeeState): GuestLanguage {
  const chosen = (request.query as { lang?: string } | undefined)?.lang;
  return resolveGuestLanguage({
    chosen,
    guest: guest.language,
    event: invitation.event.settings.default_language,
    browser: request.headers['accept-language'],
  });
}

/** What the page adds to the guest's answer: their pass and calendar once attending, and who invites them (the organisation's name and logo). */
async function pageExtras(context: ServiceContext, request: FastifyRequest, invitation: Invitation, guest: AttendeeState) {
  const language = pageLanguageOf(request, invitation, guest);
  const [extras, organisation] = await Promise.all([
    attendingExtras(context, invitation, guest, language),
    organisationBrandOf(context, invitation.event.organisation_id),
  ]);
  return { ...extras, organisation, language };
}

function present(
  invitation: Invitation,
  guest: AttendeeState,
  plusOnes: { id: string; first_name: string; last_name: string }[],
  extras: Awaited<ReturnType<typeof pageExtras>>,
) {
  const { event } = invitation;
  const allowed = plusOnesAllowed(event.settings) && !guest.parent_attendee_id;
  return {
    data: {
      event: eventAsShown(event, extras.language).summary,
      guest: {
        first_name: guest.first_name,
        last_name: guest.last_name,
        full_name: `${guest.first_name} ${guest.last_name}`.trim(),
        is_attending: guest.is_attending,
        rsvped_at: guest.rsvped_at,
      },
      plus_ones: plusOnes,
      plus_ones_allowed: allowed,
      plus_one_limit: allowed ? PLUS_ONE_LIMIT : 0,
      /** Which built-in fields the plus-one form shows and requires (the event's default fields). */
      default_fields: event.fields.default_fields,
      ...extras,
    },
  };
}

/** What the RSVP page shows. The first opening of the link is recorded, once. */
export async function openInvitation(context: ServiceContext, request: FastifyRequest, token: string) {
  const invitation = await invitationOf(context, token);
  const streamId = streamIds.attendee(invitation.attendeeId);
  const result = await execute(
    context.store,
    attendeeDecider,
    [{ streamId, command: { type: 'ClickInvitationLink', at: context.clock.now() } }],
    guestMetadata(request, invitation),
  );
  const guest = result.states.get(streamId)!;
  return present(invitation, guest, await plusOnesOf(context, invitation), await pageExtras(context, request, invitation, guest));
}

/**
 * The guest's answer: their RSVP and, when attending an event that allows
 * them, the plus-ones they bring (added as guests of theirs), all in one
 * transaction. Plus-ones sent are added to those already recorded.
 */
export async function answerInvitation(
  context: ServiceContext,
  request: FastifyRequest,
  token: string,
  answer: {
    is_attending: boolean;
    plus_ones: { first_name?: string | null; last_name?: string | null; email?: string | null; phone_number?: string | null }[];
  },
) {
  const invitation = await invitationOf(context, token);
  // A guest who follows a journey answers through it: its form and its path come with the RSVP, and a
  // plain answer here would skip them (a No in the journey turned Yes without the journey's questions).
  if (await journeyOfGuest(context, invitation.guest)) throw new DomainError('conflict', RSVP_THROUGH_JOURNEY, RSVP_THROUGH_JOURNEY_MESSAGE);
  const existing = await plusOnesOf(context, invitation);
  const errors: FieldErrors = {};
  if (answer.plus_ones.length > 0) {
    if (!answer.is_attending) errors.plus_ones = ['Plus-ones can only be added when you attend.'];
    else if (!plusOnesAllowed(invitation.event.settings) || invitation.guest.parent_attendee_id)
      errors.plus_ones = ['This invitation does not allow plus-ones.'];
    else if (existing.length + answer.plus_ones.length > PLUS_ONE_LIMIT) errors.plus_ones = [`You can bring at most ${PLUS_ONE_LIMIT} guests.`];
    else {
      answer.plus_ones.forEach((plusOne, index) => {
        const prefix = `plus_ones.${index}.`;
        Object.assign(
          errors,
          validateAttendeeContact(plusOne, { partial: false, prefix }),
          checkRequiredDefaultFields(plusOne, invitation.event.fields.default_fields, { partial: false, prefix }),
        );
      });
    }
  }
  if (Object.keys(errors).length > 0) throw DomainError.validation(errors);

  const streamId = streamIds.attendee(invitation.attendeeId);
  const added = answer.plus_ones.map((contact) => ({ id: context.ids.uuid(), contact }));
  const commands: { streamId: string; command: AttendeeCommand }[] = [
    { streamId, command: { type: 'SetRsvp', is_attending: answer.is_attending, at: context.clock.now() } },
    ...added.map(({ id, contact }) => ({
      streamId: streamIds.attendee(id),
      command: {
        type: 'AddAttendee',
        attendee_id: id,
        event_uuid: invitation.guest.event_uuid!,
        contact,
        parent_attendee_id: invitation.attendeeId,
      } as AttendeeCommand,
    })),
  ];
  // A Yes takes its places on an event with a capacity, or is refused when they are not free (waitlist/answer-within-capacity.ts).
  const result = await answerWithinCapacity(
    context,
    invitation,
    attendeeDecider,
    commands,
    { is_attending: answer.is_attending, plus_ones: async () => existing.length + added.length },
    guestMetadata(request, invitation),
  );
  // A No frees the guest's seat (seating/unseat-declined.ts).
  const unseated = await unseatIfDeclined(
    context,
    invitation.guest.event_uuid!,
    invitation.attendeeId,
    result.states.get(streamId)!,
    guestMetadata(request, invitation),
  );
  const plusOnes = [
    ...existing,
    ...added.map(({ id }) => {
      const state = result.states.get(streamIds.attendee(id))!;
      return { id, first_name: state.first_name, last_name: state.last_name };
    }),
  ];
  const guest = unseated?.state ?? result.states.get(streamId)!;
  return { ...present(invitation, guest, plusOnes, await pageExtras(context, request, invitation, guest)), position: unseated?.position ?? result.position };
}
