import { z } from 'zod';
import { CanvasObjectItemSchema, SeatLegendItemSchema, SectionItemSchema } from './seating.ts';
import { TableFields } from '@usher/events';

// The read-only plan shown outside the editor (issue 19 section 3): at the
// door, in the host portal and on a table owner's page. Unlike the editor's
// plan it names only the guests its reader may see: a seat says whether it is
// taken, and carries a name only for the reader's own guests.

export const PlanViewSeatSchema = z.object({
  id: z.string(),
  table_id: z.string(),
  name: z.string(),
  position: z.number().int(),
  seat_legend_id: z.string().nullable(),
  disabled: z.boolean(),
  disabled_message: z.string().nullable(),
  occupied: z.boolean(),
  /** The guest in the seat, only when the reader may see them (their party, their group, their table). */
  guest_name: z.string().nullable(),
});

export const PlanViewTableSchema = TableFields.extend({ id: z.string() });

export const PlanViewSchema = z.object({
  seating_type: z.enum(['venue', 'theatre']),
  sections: z.array(SectionItemSchema),
  tables: z.array(PlanViewTableSchema),
  seats: z.array(PlanViewSeatSchema),
  canvas_objects: z.array(CanvasObjectItemSchema),
  seat_legends: z.array(SeatLegendItemSchema),
  /** Seats to light: the arriving guest's, or the reader's guests'. */
  lit_seat_ids: z.array(z.string()),
});

/** The door's plan after a check-in: the arriving guest's seat and where their party sits. */
export const DoorSeatPlanSchema = z.object({
  guest: z.object({ id: z.string(), full_name: z.string(), seat_id: z.string().nullable(), seat: z.string().nullable() }),
  party: z.array(z.object({ id: z.string(), full_name: z.string(), seat_id: z.string().nullable(), seat: z.string().nullable() })),
  plan: PlanViewSchema.nullable().describe('Null when the event has no floor plan or seating is off.'),
});
