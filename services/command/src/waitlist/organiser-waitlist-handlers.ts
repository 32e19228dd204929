import { streamIds } from '@usher/events';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { isUuid } from '@usher/domain/ids/uuid';
import { capacityDecider, type CapacityCommand } from '@usher/domain/waitlist/capacity-decider';
import type { CapacitySettings, CapacityState } from '@usher/domain/waitlist/capacity-state';
import { capacitySummaryOf } from '@usher/domain/waitlist/capacity-summary';
import type { FieldErrors } from '@usher/domain/validation/errors';
import { everyStanding } from '@usher/infra/waitlist/guest-standings';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import { execute } from '../handling/execute.ts';
import { loadEvent } from '../access/event-access.ts';
import { loadCapacity, oneAtATime } from './capacity-loading.ts';

/**
 * The guests who hold places when capacity is first set: every approved Yes on the guest list so far,
 * with their plus-ones. From then on the waitlist keeper counts each change as it is appended.
 */
async function countingEveryone(context: ServiceContext, eventUuid: string): Promise<CapacityCommand[]> {
  const standings = await everyStanding(context.db, context.store, eventUuid);
  return standings.filter((standing) => standing.counted).map((guest) => ({ type: 'CountGuest' as const, event_uuid: eventUuid, guest, enforce: false }));
}

/** Offers what is free when the event offers automatically (capacity raised: the next parties get their offers at once). */
const offeringIfAutomatic = (context: ServiceContext, eventUuid: string, mode: CapacitySettings['offer_mode']): CapacityCommand[] =>
  mode === 'automatic'
    ? [{ type: 'OfferFreedPlaces', event_uuid: eventUuid, at: context.clock.now(), by: 'automatic', new_offer_id: () => context.ids.uuid() }]
    : [];

async function decideOnCapacity(
  context: ServiceContext,
  eventUuid: string,
  commands: (state: CapacityState) => Promise<CapacityCommand[]>,
  metadata: EventMetadata,
) {
  const streamId = streamIds.capacity(eventUuid);
  return oneAtATime(streamId, async () => {
    const decided = await commands(await loadCapacity(context, eventUuid));
    const result = await execute(context.store, capacityDecider, [{ streamId, command: decided }], metadata, { personalData: false });
    return { data: capacitySummaryOf(result.states.get(streamId)!), position: result.appended.length > 0 ? result.position : null };
  });
}

/** The organiser sets the event's capacity, its ticket variations' and how the waitlist offers freed places. */
export async function setCapacity(context: ServiceContext, eventUuid: string, settings: CapacitySettings, metadata: EventMetadata) {
  const event = await loadEvent(context, eventUuid);
  const known = new Set(event.fields.ticket_variations.map((variation) => variation.id));
  const errors: FieldErrors = {};
  for (const id of Object.keys(settings.variation_capacities))
    if (!known.has(id)) errors[`variation_capacities.${id}`] = ['This ticket variation does not exist.'];
  if (Object.keys(errors).length > 0) throw DomainError.validation(errors);
  const result = await decideOnCapacity(
    context,
    eventUuid,
    async (state) => [
      ...(state.settings === null ? await countingEveryone(context, eventUuid) : []),
      { type: 'SetCapacity', event_uuid: eventUuid, settings },
      ...offeringIfAutomatic(context, eventUuid, settings.offer_mode),
    ],
    metadata,
  );
  return { data: result.data, position: result.position ?? '0' };
}

const notOnWaitlist = () => DomainError.notFound('waitlist_entry');

/** An organiser offers places to one waiting party (manual mode, or ahead of the automatic order). */
export function offerPlacesTo(context: ServiceContext, eventUuid: string, attendeeId: string, metadata: EventMetadata) {
  if (!isUuid(attendeeId)) throw notOnWaitlist();
  return decideOnCapacity(
    context,
    eventUuid,
    async () => [{ type: 'OfferPlaces', event_uuid: eventUuid, attendee_id: attendeeId, at: context.clock.now(), offer_id: context.ids.uuid() }],
    metadata,
  );
}

/** An organiser offers every free place to the waiting parties that fit, in order. */
export function offerFreedPlaces(context: ServiceContext, eventUuid: string, metadata: EventMetadata) {
  return decideOnCapacity(
    context,
    eventUuid,
    async () => [{ type: 'OfferFreedPlaces', event_uuid: eventUuid, at: context.clock.now(), by: 'organiser', new_offer_id: () => context.ids.uuid() }],
    metadata,
  );
}

/** An organiser takes a party off the waitlist (with any offer it holds). */
export function removeFromWaitlist(context: ServiceContext, eventUuid: string, attendeeId: string, metadata: EventMetadata) {
  if (!isUuid(attendeeId)) throw notOnWaitlist();
  return decideOnCapacity(
    context,
    eventUuid,
    async (state) => {
      if (!state.waitlist.some((entry) => entry.attendee_id === attendeeId)) throw notOnWaitlist();
      return [
        { type: 'LeaveWaitlist', event_uuid: eventUuid, attendee_id: attendeeId },
        ...offeringIfAutomatic(context, eventUuid, state.settings?.offer_mode ?? 'manual'),
      ];
    },
    metadata,
  );
}
