import type { FastifyRequest } from 'fastify';
import { streamIds } from '@usher/events';
import type { AttendeeCommand } from '@usher/domain/deciders/attendee-decider';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { capacityDecider, type CapacityCommand } from '@usher/domain/waitlist/capacity-decider';
import { hasLimits, type CapacityState } from '@usher/domain/waitlist/capacity-state';
import { guestWaitlistOf } from '@usher/domain/waitlist/capacity-summary';
import type { CapacityStreamCommand } from '@usher/domain/waitlist/with-capacity-stream';
import type { ServiceContext } from '@usher/infra/context';
import { execute } from '../handling/execute.ts';
import { guestMetadata, invitationOf, type Invitation } from '../invitations/public-rsvp-handlers.ts';
import { attendeesWithCapacity, loadCapacity, oneAtATime } from './capacity-loading.ts';

const variationOf = (invitation: Invitation) => invitation.guest.ticket_variation_id ?? null;
const present = (invitation: Invitation, state: CapacityState) =>
  guestWaitlistOf(state, invitation.attendeeId, variationOf(invitation), invitation.event.settings.timezone);

/** What the guest's RSVP page shows about places. */
export async function guestWaitlist(context: ServiceContext, token: string) {
  const invitation = await invitationOf(context, token);
  return { data: present(invitation, await loadCapacity(context, invitation.guest.event_uuid!)) };
}

async function decideForGuest(
  context: ServiceContext,
  request: FastifyRequest,
  token: string,
  commands: (invitation: Invitation, state: CapacityState) => CapacityCommand[],
) {
  const invitation = await invitationOf(context, token);
  const eventUuid = invitation.guest.event_uuid!;
  const streamId = streamIds.capacity(eventUuid);
  return oneAtATime(streamId, async () => {
    const state = await loadCapacity(context, eventUuid);
    const result = await execute(context.store, capacityDecider, [{ streamId, command: commands(invitation, state) }], guestMetadata(request, invitation), {
      personalData: false,
    });
    return { data: present(invitation, result.states.get(streamId)!), position: result.appended.length > 0 ? result.position : null };
  });
}

/** The guest joins the waitlist with their party; when the event offers automatically and places are free, the offer follows at once. */
export function joinWaitlist(context: ServiceContext, request: FastifyRequest, token: string, partySize: number) {
  return decideForGuest(context, request, token, (invitation, state) => {
    if (!hasLimits(state)) throw new DomainError('conflict', 'no_waitlist', 'This event has no waitlist: you can simply answer Yes.');
    const eventUuid = invitation.guest.event_uuid!;
    const join: CapacityCommand = {
      type: 'JoinWaitlist',
      event_uuid: eventUuid,
      attendee_id: invitation.attendeeId,
      party_size: partySize,
      ticket_variation_id: variationOf(invitation),
      at: context.clock.now(),
    };
    return state.settings?.offer_mode === 'automatic'
      ? [join, { type: 'OfferFreedPlaces', event_uuid: eventUuid, at: context.clock.now(), by: 'automatic', new_offer_id: () => context.ids.uuid() }]
      : [join];
  });
}

/** The guest leaves the waitlist (an open offer goes with them, to the next party). */
export function leaveWaitlist(context: ServiceContext, request: FastifyRequest, token: string) {
  return decideForGuest(context, request, token, (invitation, state) => {
    const eventUuid = invitation.guest.event_uuid!;
    const leave: CapacityCommand = { type: 'LeaveWaitlist', event_uuid: eventUuid, attendee_id: invitation.attendeeId };
    return state.settings?.offer_mode === 'automatic'
      ? [leave, { type: 'OfferFreedPlaces', event_uuid: eventUuid, at: context.clock.now(), by: 'automatic', new_offer_id: () => context.ids.uuid() }]
      : [leave];
  });
}

/**
 * The guest claims the places offered to them: the claim on the capacity stream and their Yes on their own
 * stream, one append. Fifty guests claiming at once each decide on the state the last claim left, so no more
 * claims succeed than places were offered.
 */
export async function claimOffer(context: ServiceContext, request: FastifyRequest, token: string, offerId: string) {
  const invitation = await invitationOf(context, token);
  const eventUuid = invitation.guest.event_uuid!;
  const capacityStream = streamIds.capacity(eventUuid);
  const guestStream = streamIds.attendee(invitation.attendeeId);
  return oneAtATime(capacityStream, async () => {
    const at = context.clock.now();
    const commands: { streamId: string; command: AttendeeCommand | CapacityStreamCommand }[] = [
      {
        streamId: capacityStream,
        command: { on: 'capacity', commands: [{ type: 'ClaimOffer', event_uuid: eventUuid, attendee_id: invitation.attendeeId, offer_id: offerId, at }] },
      },
      { streamId: guestStream, command: { type: 'SetRsvp', is_attending: true, at } },
    ];
    const result = await execute(context.store, attendeesWithCapacity, commands, guestMetadata(request, invitation));
    return { data: present(invitation, result.states.get(capacityStream)!.capacity), position: result.appended.length > 0 ? result.position : null };
  });
}
