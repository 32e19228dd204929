import { z } from 'zod';
import { CanvasObjectFields, SeatNumbering, TableShape } from '@usher/events';
import { EventParams, IdParams } from '@usher/domain/contract/request-params';
import { SEATING_LIMITS } from '@usher/domain/seating/seating-constants';
import { safeId, safeText } from '@usher/domain/validation/safe-text';

// Request bodies of the seating commands. Names and colours are checked by
// the plan's decider, so a missing or long name gets the spec's own message;
// here every string is safe text and every number and array has a bound.

const text = safeText({ max: 1_000 });
const id = safeId();
const coordinate = z.number().min(-SEATING_LIMITS.coordinate).max(SEATING_LIMITS.coordinate);
const size = z.number().min(0).max(SEATING_LIMITS.coordinate);
const rotation = z.number().min(-360).max(360);
const MAX_BULK_SEATS = SEATING_LIMITS.seatsPerPlan;
const MAX_ASSIGNMENTS = 500;

const SectionBody = z.object({ name: text, color: text.nullable(), x: coordinate, y: coordinate, width: size, height: size, rotation });
const TableBody = z.object({
  section_id: id.nullable(),
  name: text,
  label: text.nullable(),
  shape: TableShape,
  diameter: z.number().int().min(0).max(1_000).nullable(),
  seat_count: z
    .number()
    .int()
    .min(0)
    .max(SEATING_LIMITS.seatsPerTable * 10),
  numbering: SeatNumbering,
  aisle_after: z
    .array(
      z
        .number()
        .int()
        .min(1)
        .max(SEATING_LIMITS.seatsPerTable * 10),
    )
    .max(SEATING_LIMITS.seatsPerTable),
  curve: coordinate,
  x: coordinate,
  y: coordinate,
  width: size,
  height: size,
  rotation,
  color: text.nullable(),
});
const SeatBody = z.object({
  table_id: id,
  seat_legend_id: id.nullable(),
  name: text,
  position: z
    .number()
    .int()
    .min(0)
    .max(SEATING_LIMITS.seatsPerTable * 10),
  disabled: z.boolean(),
  disabled_message: safeText({ max: 1_000, multiline: true }).nullable(),
});
const CanvasObjectBody = z.object({
  type: CanvasObjectFields.shape.type,
  x: coordinate,
  y: coordinate,
  width: size,
  height: size,
  rotation,
  points: z.array(coordinate).max(2_000),
  text: safeText({ max: 1_000, multiline: true }).nullable(),
  fill: text.nullable(),
  stroke: text.nullable(),
  font_size: z.number().min(0).max(1_000).nullable(),
});
const LegendBody = z.object({ name: text, color: text });

export const PieceBodies = { sections: SectionBody, tables: TableBody, seats: SeatBody, canvas_objects: CanvasObjectBody, seat_legends: LegendBody } as const;

const SettingsBody = z
  .object({
    background_media_id: id.nullable(),
    background_opacity: z.number().min(0).max(1),
    background_locked: z.boolean(),
    background_x: coordinate,
    background_y: coordinate,
    background_scale: z.number().positive().max(1_000),
  })
  .partial();

const created = <T extends z.ZodRawShape>(body: z.ZodObject<T>, max: number) => z.array(body.extend({ id })).max(max);
const updated = <T extends z.ZodRawShape>(body: z.ZodObject<T>, max: number) => z.array(body.partial().extend({ id })).max(max);
const ids = (max: number) => z.array(id).max(max);
const L = SEATING_LIMITS;

export const SavePlanBody = z.object({
  created: z
    .object({
      sections: created(SectionBody, L.sectionsPerPlan),
      tables: created(TableBody, L.tablesPerPlan),
      seats: created(SeatBody, L.seatsPerPlan),
      canvas_objects: created(CanvasObjectBody, L.objectsPerPlan),
      seat_legends: created(LegendBody, L.legendsPerPlan),
    })
    .partial()
    .default({}),
  updated: z
    .object({
      sections: updated(SectionBody, L.sectionsPerPlan),
      tables: updated(TableBody, L.tablesPerPlan),
      seats: updated(SeatBody, L.seatsPerPlan),
      canvas_objects: updated(CanvasObjectBody, L.objectsPerPlan),
      seat_legends: updated(LegendBody, L.legendsPerPlan),
    })
    .partial()
    .default({}),
  deleted: z
    .object({
      sections: ids(L.sectionsPerPlan),
      tables: ids(L.tablesPerPlan),
      seats: ids(L.seatsPerPlan),
      canvas_objects: ids(L.objectsPerPlan),
      seat_legends: ids(L.legendsPerPlan),
    })
    .partial()
    .default({}),
  settings: SettingsBody.optional(),
  confirm_unseat: z.boolean().optional(),
});

const confirm = { confirm_unseat: z.boolean().optional().describe('Unseat the guests in what is deleted (else 409 seated_guests names them).') };
const addBody = <T extends z.ZodRawShape>(body: z.ZodObject<T>) => body.partial().extend({ id: id.optional() });
const updateBody = <T extends z.ZodRawShape>(body: z.ZodObject<T>) => body.partial().extend(confirm);
export const AddBodies = {
  sections: addBody(SectionBody),
  tables: addBody(TableBody),
  seats: addBody(SeatBody),
  canvas_objects: addBody(CanvasObjectBody),
  seat_legends: addBody(LegendBody),
};
export const UpdateBodies = {
  sections: updateBody(SectionBody),
  tables: updateBody(TableBody),
  seats: updateBody(SeatBody),
  canvas_objects: updateBody(CanvasObjectBody),
  seat_legends: updateBody(LegendBody),
};
export const DeleteBody = z.object(confirm).default({});

export const SeatIdsBody = z.object({ seat_ids: ids(MAX_BULK_SEATS) });
export const DisableSeatsBody = z.object({ seat_ids: ids(MAX_BULK_SEATS), message: safeText({ max: 1_000, multiline: true }).nullish() });

export const AssignBody = z.object({
  assignments: z.array(z.object({ attendee_id: id, seat_id: id })).max(MAX_ASSIGNMENTS),
  swap: z
    .boolean()
    .optional()
    .describe('One guest onto an occupied seat: trade seats with its guest (or take it, leaving its guest unseated, when the dragged guest had none).'),
});
export const UnassignBody = z.object({ attendee_ids: ids(MAX_ASSIGNMENTS) });
export const SwapBody = z.object({ with_seat_id: id });
export const AutoSeatBody = z.object({
  rules: z
    .array(z.object({ tag_id: id, table_ids: ids(L.tablesPerPlan) }))
    .max(50)
    .default([]),
  table_ids: ids(L.tablesPerPlan).optional().describe('Fill only these tables (all when left out).'),
});

export { EventParams, IdParams };
