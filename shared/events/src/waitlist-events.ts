import { z } from 'zod';
import { uuid } from './common.ts';

// All on one stream per event (`capacity-{event_uuid}`): the places an event has, who holds them, who
// waits for one and which places are offered. Every decision that could take a place is decided on this
// stream's version, so two writers can never hand out the same place (the "counted twice" races).

const eventUuid = uuid.describe('The event whose places these are.');
const attendeeId = uuid.describe('The guest (their stream is `attendee-{attendee_id}`).');
const variationId = z.string().nullable().describe("The guest's ticket variation (its places count against its own capacity too); null: none.");

export const WaitlistOfferMode = z.enum(['automatic', 'manual']);

export const EventCapacitySet = z
  .object({
    event_uuid: eventUuid,
    capacity: z.number().int().min(0).nullable().describe('Places for the whole event; null: no limit.'),
    variation_capacities: z
      .record(z.string(), z.number().int().min(0))
      .describe('Places per ticket variation id; a variation not named has no limit of its own.'),
    offer_hours: z.number().int().min(1).describe('How long a guest has to claim a place offered to them, in hours.'),
    offer_mode: WaitlistOfferMode.describe('automatic: a freed place is offered to the next party that fits at once; manual: an organiser offers it.'),
  })
  .describe("The organiser set the event's capacity and how its waitlist offers freed places.");

export const GuestPlacesCounted = z
  .object({
    event_uuid: eventUuid,
    attendee_id: attendeeId,
    places: z
      .number()
      .int()
      .min(1)
      .describe('Places the guest holds: themselves and their plus-ones who have not said No, or the party size they claimed from the waitlist if larger.'),
    ticket_variation_id: variationId,
  })
  .describe('A guest holds places (or now holds a different number): they said Yes and are approved. Their plus-ones count within their places.');

export const GuestPlacesReleased = z
  .object({
    event_uuid: eventUuid,
    attendee_id: attendeeId,
    reason: z
      .enum(['declined', 'removed', 'not_approved', 'pending'])
      .describe('Why: they said No, were deleted, are no longer approved, or their answer went back to pending.'),
  })
  .describe("A guest's places were freed.");

export const WaitlistJoined = z
  .object({
    event_uuid: eventUuid,
    attendee_id: attendeeId,
    party_size: z.number().int().min(1).describe('Places the party needs: the guest and those they bring.'),
    ticket_variation_id: variationId,
    joined_at: z.string().describe('ISO 8601, UTC.'),
  })
  .describe('A guest joined the waitlist of a full event.');

export const WaitlistLeft = z
  .object({
    event_uuid: eventUuid,
    attendee_id: attendeeId,
    reason: z
      .enum(['left', 'removed', 'placed'])
      .describe('left: the guest or an organiser took them off; removed: the guest was deleted; placed: they were given a place another way.'),
  })
  .describe('A guest left the waitlist.');

export const WaitlistPlaceOffered = z
  .object({
    event_uuid: eventUuid,
    attendee_id: attendeeId,
    offer_id: uuid.describe('The offer; a claim names it.'),
    party_size: z.number().int().min(1),
    offered_at: z.string(),
    expires_at: z.string().describe('Until when the guest may claim it (ISO 8601, UTC).'),
    by: z.enum(['automatic', 'organiser']),
  })
  .describe('Freed places were offered to a waiting party; they count against capacity until claimed or expired.');

export const WaitlistOfferClaimed = z
  .object({ event_uuid: eventUuid, attendee_id: attendeeId, offer_id: uuid, claimed_at: z.string() })
  .describe(
    "The guest claimed the places offered to them: their party holds them and they attend (an AttendeeRsvpSet follows on the guest's stream in the same append).",
  );

export const WaitlistOfferExpired = z
  .object({ event_uuid: eventUuid, attendee_id: attendeeId, offer_id: uuid })
  .describe('An offer was not claimed in time: the party leaves the waitlist and the places go to the next.');

export const WaitlistOfferWithdrawn = z
  .object({ event_uuid: eventUuid, attendee_id: attendeeId, offer_id: uuid, reason: z.enum(['capacity_lowered']) })
  .describe('The capacity was lowered under an open offer: the offer is taken back and the party waits again in its place.');
