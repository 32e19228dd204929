import { z } from 'zod';
import { PositionSchema } from './common.ts';

/** An event's places at a glance: the settings and how they are used. */
export const CapacitySummarySchema = z.object({
  /** Whether an organiser ever set capacity (the waitlist exists). */
  is_set: z.boolean(),
  capacity: z.number().nullable(),
  variation_capacities: z.record(z.string(), z.number()),
  offer_hours: z.number(),
  offer_mode: z.enum(['automatic', 'manual']),
  taken: z.number().describe('Places held by approved guests who said Yes (plus-ones count).'),
  offered: z.number().describe('Places offered to waiting parties and not yet claimed.'),
  free: z.number().nullable().describe('Places neither taken nor offered; null: no limit.'),
  waiting: z.number().describe('Parties on the waitlist.'),
  variations: z.array(z.object({ id: z.string(), capacity: z.number(), taken: z.number(), offered: z.number(), free: z.number() })),
});
export type CapacitySummary = z.infer<typeof CapacitySummarySchema>;

/** PUT /api/v2/events/:e/capacity */
export const SetCapacityReplies = { 200: z.object({ data: CapacitySummarySchema, position: PositionSchema }) };
/** POST /api/v2/events/:e/waitlist/:id/offer, DELETE /api/v2/events/:e/waitlist/:id, POST /api/v2/events/:e/waitlist/offer-freed */
export const ChangeWaitlistReplies = { 200: z.object({ data: CapacitySummarySchema, position: PositionSchema.nullable() }) };

export const WaitlistEntrySchema = z.object({
  attendee_id: z.string(),
  position: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  party_size: z.number(),
  ticket_variation_id: z.string().nullable(),
  status: z.enum(['waiting', 'offered']),
  joined_at: z.string(),
  offered_at: z.string().nullable(),
  expires_at: z.string().nullable(),
});
/** GET /api/v2/events/:e/waitlist */
export const GetWaitlistReplies = { 200: z.object({ data: z.object({ capacity: CapacitySummarySchema, entries: z.array(WaitlistEntrySchema) }) }) };

/** What the guest's RSVP page shows about places: whether the event is full, and their place in line or their offer. */
export const GuestWaitlistSchema = z.object({
  has_waitlist: z.boolean(),
  /** No place is free for this guest: a Yes would be refused, the page offers the waitlist instead. */
  is_full: z.boolean(),
  holds_place: z.boolean(),
  max_party_size: z.number(),
  timezone: z.string().describe("The event's time zone: the page writes the offer's end in it, in the guest's language."),
  entry: z
    .object({
      position: z.number(),
      party_size: z.number(),
      offer: z
        .object({
          offer_id: z.string(),
          expires_at: z.string(),
          expires_label: z.string().describe("When the offer ends, in the event's time zone, as the page shows it."),
        })
        .nullable(),
    })
    .nullable(),
});
export type GuestWaitlist = z.infer<typeof GuestWaitlistSchema>;

/** GET /api/v2/public/rsvp/:token/waitlist */
export const GetGuestWaitlistReplies = { 200: z.object({ data: GuestWaitlistSchema }) };
/** POST and DELETE /api/v2/public/rsvp/:token/waitlist, POST …/waitlist/claim */
export const ChangeGuestWaitlistReplies = { 200: z.object({ data: GuestWaitlistSchema, position: PositionSchema.nullable() }) };
