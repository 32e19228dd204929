import { z } from 'zod';
import { uuid } from './common.ts';

// Seating floor plans (spec sections 3 'Seating', 7 'Seating'; issue 19).
//
// The layout of an event's plan is one stream, `seating-plan-{event_uuid}`: a
// save of the editor is one event carrying what it created, updated and
// deleted of each kind (the spec's "saves take created, updated and deleted
// collections"), so an undo in the editor is one save and an auditor reads a
// save as the organiser made it.
//
// Who sits where is kept on two sides, appended together in one decision:
// the guest's stream (`attendee-{id}`: the guest holds at most one seat) and
// the seat's own stream (`seat-{seat_id}`: the seat holds at most one guest).
// Two organisers taking the same seat at once race on the seat's stream
// version; the loser decides again, finds the seat taken and gets a 409.
// None of these events carries a guest's name: ids only.

const eventUuid = uuid.describe('The event whose floor plan this is.');

export const SEATING_KINDS = ['sections', 'tables', 'seats', 'canvas_objects', 'seat_legends'] as const;
export type SeatingKind = (typeof SEATING_KINDS)[number];

export const SectionFields = z.object({
  name: z.string().describe("The section's name, e.g. 'Orchestra' or 'Balcony'."),
  color: z.string().nullable().describe('Colour the section is drawn with (#RRGGBB), or null.'),
  x: z.number(),
  y: z.number(),
  width: z.number().describe("The section's frame on the canvas, in canvas units (1 unit = 1 inch)."),
  height: z.number(),
  rotation: z.number(),
});

export const TableShape = z.enum(['round', 'rectangle', 'row']).describe('round and rectangle are venue tables; row is a theatre row of seats in a section.');
export const SeatNumbering = z
  .enum(['clockwise', 'left_to_right', 'right_to_left', 'odd_even'])
  .describe('How the seats are numbered: round a table clockwise from the top, or along a row.');

export const TableFields = z.object({
  section_id: uuid.nullable().describe('The section the table or row stands in (theatre), or null.'),
  name: z.string().describe("The table's number or name ('12', 'Table 3', 'A' for a row); tables sort by the first number in it."),
  label: z.string().nullable().describe("The table's name beside its number, e.g. 'Sponsors' (the guest list's table name column)."),
  shape: TableShape,
  diameter: z.number().int().nullable().describe("Round tables: inches (36, 42, 54, 60, 72 or 84), which set the seat count; null is 'Not Defined'."),
  seat_count: z.number().int().nonnegative(),
  numbering: SeatNumbering,
  aisle_after: z.array(z.number().int().positive()).describe('Rows: an aisle gap after these seat positions (1-based).'),
  curve: z.number().describe('Rows: how far the row bows, 0 straight.'),
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
  rotation: z.number(),
  color: z.string().nullable(),
});

export const SeatFields = z.object({
  table_id: uuid.describe('The table or row the seat belongs to.'),
  seat_legend_id: uuid.nullable().describe("The legend category of the seat (e.g. 'Accessible'), or null."),
  name: z.string().describe("The seat's number or name as guests see it."),
  position: z.number().int().nonnegative().describe('0-based place round the table or along the row, which sets where it is drawn.'),
  disabled: z.boolean().describe('A disabled seat takes no guest.'),
  disabled_message: z.string().nullable().describe('Why the seat is disabled, shown on hover and at the door.'),
});

export const CanvasObjectFields = z.object({
  type: z.enum(['CustomPolygon', 'Ellipsis', 'Square', 'TextField']).describe('Stage, bar, door or label: a shape or a text on the plan.'),
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
  rotation: z.number(),
  points: z.array(z.number()).describe('CustomPolygon: x,y pairs relative to (x, y); empty for other types.'),
  text: z.string().nullable().describe("The label written on the object (TextField's text, or a shape's caption such as 'Stage')."),
  fill: z.string().nullable(),
  stroke: z.string().nullable(),
  font_size: z.number().nullable(),
});

export const SeatLegendFields = z.object({
  name: z.string().describe("The legend's name, e.g. 'VIP' or 'Accessible'."),
  color: z.string().describe('One of the 20 legend colours.'),
});

export const SeatingPlanSettings = z.object({
  background_media_id: uuid.nullable().describe("The venue's own drawing from the media library, shown under the plan; null for none."),
  background_opacity: z.number().min(0).max(1),
  background_locked: z.boolean().describe('A locked background can not be moved by accident.'),
  background_x: z.number(),
  background_y: z.number(),
  background_scale: z.number().positive(),
});

const withId = <T extends z.ZodRawShape>(fields: z.ZodObject<T>) => fields.extend({ id: uuid });
const changesOf = <T extends z.ZodRawShape>(fields: z.ZodObject<T>) => fields.partial().extend({ id: uuid });

export const SeatingCollections = {
  created: z
    .object({
      sections: z.array(withId(SectionFields)),
      tables: z.array(withId(TableFields)),
      seats: z.array(withId(SeatFields)),
      canvas_objects: z.array(withId(CanvasObjectFields)),
      seat_legends: z.array(withId(SeatLegendFields)),
    })
    .partial(),
  updated: z
    .object({
      sections: z.array(changesOf(SectionFields)),
      tables: z.array(changesOf(TableFields)),
      seats: z.array(changesOf(SeatFields)),
      canvas_objects: z.array(changesOf(CanvasObjectFields)),
      seat_legends: z.array(changesOf(SeatLegendFields)),
    })
    .partial(),
  deleted: z
    .object({
      sections: z.array(uuid),
      tables: z.array(uuid),
      seats: z.array(uuid),
      canvas_objects: z.array(uuid),
      seat_legends: z.array(uuid),
    })
    .partial(),
};

export const SeatingPlanSaved = z
  .object({
    event_uuid: eventUuid,
    created: SeatingCollections.created,
    updated: SeatingCollections.updated.describe('Only the fields that changed, with the id of what changed.'),
    deleted: SeatingCollections.deleted.describe(
      'Deleting a table deletes its seats (listed here too); guests in them are unseated by AttendeeUnseated events in the same decision.',
    ),
    settings: SeatingPlanSettings.partial().describe('Changed plan settings (the background), if any.'),
  })
  .describe('The floor plan was edited: sections, tables, seats, shapes and legends created, changed or deleted in one save.');

export const AttendeeSeated = z
  .object({
    event_uuid: eventUuid,
    seat_id: uuid.describe('The seat the guest now holds; its stream is `seat-{seat_id}`.'),
    table_id: uuid.describe("The seat's table or row."),
    previous_seat_id: uuid.nullable().describe('The seat the guest left by this move, or null.'),
  })
  .describe('The guest was given a seat.');

export const AttendeeUnseated = z
  .object({
    event_uuid: eventUuid,
    seat_id: uuid,
    reason: z
      .enum(['unseated', 'seat_deleted', 'guest_removed', 'declined'])
      .describe("Unseated by a person, because the seat's table or section was deleted, because the guest was removed, or because the guest answered No."),
  })
  .describe('The guest no longer holds a seat.');

export const SeatTaken = z
  .object({ event_uuid: eventUuid, seat_id: uuid, attendee_id: uuid })
  .describe("The seat was given to a guest (the seat's side of AttendeeSeated).");
export const SeatFreed = z
  .object({ event_uuid: eventUuid, seat_id: uuid, attendee_id: uuid })
  .describe("The seat's guest left it (the seat's side of AttendeeUnseated or a move).");
