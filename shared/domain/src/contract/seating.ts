import { z } from 'zod';
import { CanvasObjectFields, SeatFields, SeatingPlanSettings, SeatLegendFields, SectionFields, TableFields } from '@usher/events';
import { PositionSchema } from './common.ts';
import { objectAbilitiesSchema } from './abilities.ts';

// Replies of the seating routes (spec section 7 'Seating'; issue 19). List
// keys are the spec's: tables, seats, canvas_objects, sections, seat_legends.

export const SectionItemSchema = SectionFields.extend({ id: z.string() });
export const TableItemSchema = TableFields.extend({
  id: z.string(),
  /** Seats of the table taken by a guest. */
  seated: z.number(),
});
export const SeatItemSchema = SeatFields.extend({
  id: z.string(),
  attendee_id: z.string().nullable().describe('The guest in the seat, or null.'),
});
export const CanvasObjectItemSchema = CanvasObjectFields.extend({ id: z.string() });
export const SeatLegendItemSchema = SeatLegendFields.extend({ id: z.string() });
export const SeatingSettingsSchema = SeatingPlanSettings;

/** A seated guest as the plan shows them: on hover, in the sidebar, at the door. */
export const SeatOccupantSchema = z.object({
  attendee_id: z.string(),
  seat_id: z.string(),
  full_name: z.string(),
  parent_attendee_id: z.string().nullable(),
  host_group_id: z.string().nullable(),
  tags: z.array(z.object({ id: z.string(), name: z.string(), color: z.string() })),
  checked_in: z.boolean(),
});

export const SeatingListReplies = {
  tables: { 200: z.object({ tables: z.array(TableItemSchema) }) },
  seats: { 200: z.object({ seats: z.array(SeatItemSchema) }) },
  canvas_objects: { 200: z.object({ canvas_objects: z.array(CanvasObjectItemSchema) }) },
  sections: { 200: z.object({ sections: z.array(SectionItemSchema) }) },
  seat_legends: { 200: z.object({ seat_legends: z.array(SeatLegendItemSchema) }) },
} as const;

/** GET /api/v2/events/:e/seating/plan: the whole plan in one answer, for the editor's first paint and the door. */
export const SeatingPlanSchema = z.object({
  event_uuid: z.string(),
  seating_type: z.enum(['venue', 'theatre']),
  is_seating_enabled: z.boolean(),
  settings: SeatingSettingsSchema,
  /** Where the background image is served from, or null. */
  background_url: z.string().nullable(),
  sections: z.array(SectionItemSchema),
  tables: z.array(TableItemSchema),
  seats: z.array(SeatItemSchema),
  canvas_objects: z.array(CanvasObjectItemSchema),
  seat_legends: z.array(SeatLegendItemSchema),
  occupants: z.array(SeatOccupantSchema),
  /** The log position the plan was read at: live changes after it are applied on top. */
  position: PositionSchema,
});
export const GetSeatingPlanReplies = { 200: z.object({ data: SeatingPlanSchema, abilities: objectAbilitiesSchema('plan') }) };

/** A save (POST /api/v2/events/:e/seating/save) and the per-kind add, update and delete routes. */
export const SeatingSaveReplies = {
  200: z.object({ data: z.object({ created: z.number(), updated: z.number(), deleted: z.number(), unseated: z.array(z.string()) }), position: PositionSchema }),
};

/** Seat assignments: which guests were seated or unseated, and where in the log. */
export const SeatAssignmentReplySchema = z.object({
  data: z.object({
    seated: z.array(z.object({ attendee_id: z.string(), seat_id: z.string() })),
    unseated: z.array(z.string()),
  }),
  position: PositionSchema,
});
export const SeatAssignmentReplies = { 200: SeatAssignmentReplySchema };

/** 409 when a delete would unseat guests and was not confirmed: who would lose their seat. */
export const SeatedGuestsConflictSchema = z.object({
  message: z.string(),
  code: z.literal('seated_guests'),
  guests: z.array(z.object({ attendee_id: z.string(), full_name: z.string(), seat_id: z.string() })),
});

/** The one-piece routes' replies: POST add answers 201, update 200, each with the piece as it now is. */
const tableReply = z.object({ data: TableItemSchema, position: PositionSchema });
const seatReply = z.object({ data: SeatItemSchema, position: PositionSchema });
const objectReply = z.object({ data: CanvasObjectItemSchema, position: PositionSchema });
const sectionReply = z.object({ data: SectionItemSchema, position: PositionSchema });
const legendReply = z.object({ data: SeatLegendItemSchema, position: PositionSchema });
export const SeatingAddReplies = {
  tables: { 201: tableReply },
  seats: { 201: seatReply },
  canvas_objects: { 201: objectReply },
  sections: { 201: sectionReply },
  seat_legends: { 201: legendReply },
};
export const SeatingUpdateReplies = {
  tables: { 200: tableReply },
  seats: { 200: seatReply },
  canvas_objects: { 200: objectReply },
  sections: { 200: sectionReply },
  seat_legends: { 200: legendReply },
};

/** POST /api/v2/events/seating/{kind}/{id}/delete: the piece is gone, and who lost a seat with it. */
export const SeatingDeleteReplies = {
  200: z.object({ data: z.object({ id: z.string(), deleted: z.literal(true), unseated: z.array(z.string()) }), position: PositionSchema }),
};

/** POST /api/v2/events/{e}/seating/auto-seat: the assignments made, and how many guests found no place. */
export const AutoSeatReplies = {
  200: z.object({
    data: SeatAssignmentReplySchema.shape.data.extend({
      unplaced: z.number().describe('Guests left unseated: their party fits at no table with room, or no table their tag rules allow.'),
    }),
    position: PositionSchema,
  }),
};
