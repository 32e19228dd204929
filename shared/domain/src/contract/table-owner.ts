import { z } from 'zod';
import { PositionSchema } from './common.ts';
import { EventSummarySchema } from './invitations.ts';
import { PlanViewSchema } from './seating-view.ts';

// Table owners (issue 19 section 3; spec sections 2 and 6).

/** A table's owner as the organiser sees it, with the owner's personal link. */
export const TableOwnerSchema = z.object({
  table_id: z.string(),
  attendee_id: z.string(),
  full_name: z.string(),
  may_seat_guests: z.boolean(),
  limit: z.number(),
  /** The owner's page, /events/{uuid}/table-owner?token=… */
  link: z.string(),
});
export const GetTableOwnerReplies = { 200: z.object({ data: TableOwnerSchema.nullable() }) };
export const SetTableOwnerReplies = { 200: z.object({ data: TableOwnerSchema.nullable(), position: PositionSchema }) };

/** One of the owner's own guests (themselves, their plus-ones, their group's guests). */
export const OwnerGuestSchema = z.object({
  id: z.string(),
  full_name: z.string(),
  /** Where they sit now, or null. */
  seat: z.string().nullable(),
  seat_id: z.string().nullable(),
  at_this_table: z.boolean(),
  /** Seated elsewhere by the organiser: the owner may not move them. */
  seated_elsewhere: z.boolean(),
});

/** The owner's page: their table, who sits there, their guests and what they may still do. */
export const TableOwnerPageSchema = z.object({
  event: EventSummarySchema,
  table: z.object({ id: z.string(), name: z.string(), label: z.string().nullable() }),
  owner: z.object({ id: z.string(), full_name: z.string() }),
  may_seat_guests: z.boolean(),
  limit: z.number(),
  /** How many of the owner's own guests sit at the table now (counted against the limit). */
  seated_by_owner: z.number(),
  guests: z.array(OwnerGuestSchema),
  plan: PlanViewSchema.nullable(),
});
export const GetTableOwnerPageReplies = { 200: z.object({ data: TableOwnerPageSchema }) };

/** The owner seated or unseated one of their guests. */
export const OwnerSeatingReplies = {
  200: z.object({
    data: z.object({ attendee_id: z.string(), seat_id: z.string().nullable() }),
    position: PositionSchema.nullable().describe('Null when nothing changed.'),
  }),
};
