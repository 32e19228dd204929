import { z } from 'zod';
import type { FieldErrors } from '../validation/errors.ts';
import type { Created, Deleted, PlanKind, SeatingPlanState, Updated } from '../deciders/seating-plan-decider.ts';
import { DIAMETER_OPTIONS, DIAMETER_SEAT_COUNTS, SEATING_LIMITS } from './seating-constants.ts';
import { documentTooLarge } from '../values/document-size.ts';

// The rules a floor plan keeps after every save, with the spec's style of
// messages by field (section 5: 'The name field is required.'). Checked on the
// plan the save leaves, so a rule holds whichever route made the change.

const HEX_COLOUR = /^#[0-9A-Fa-f]{6}$/;
const { coordinate, nameLength } = SEATING_LIMITS;
const MAX_ROTATION = 360;
const MAX_TEXT = 1_000;
const MAX_POINTS = 2_000;
const MAX_FONT_SIZE = 1_000;

type Piece = Record<string, unknown>;
type Check = (piece: Piece, plan: SeatingPlanState) => FieldErrors;

/** The log's own rule for ids (the events' schemas): an id it would refuse is refused here first, as a 422. */
const LOG_UUID = z.string().uuid();
export const isLogUuid = (value: unknown): boolean => LOG_UUID.safeParse(value).success;

const add = (errors: FieldErrors, field: string, message: string) => {
  (errors[field] ??= []).push(message);
};

function name(errors: FieldErrors, piece: Piece, field = 'name', required = true) {
  const value = piece[field];
  if (typeof value !== 'string' || value.trim() === '') {
    if (required || (value !== null && value !== undefined)) add(errors, field, `The ${field} field is required.`);
    return;
  }
  if (value.length > nameLength) add(errors, field, `The ${field} may not be greater than ${nameLength} characters.`);
}

function colour(errors: FieldErrors, piece: Piece, field: string, nullable = true) {
  const value = piece[field];
  if (value === null && nullable) return;
  if (typeof value !== 'string' || !HEX_COLOUR.test(value)) add(errors, field, `The ${field} must be a colour such as #5D5D7B.`);
}

function between(errors: FieldErrors, piece: Piece, field: string, min: number, max: number) {
  const value = piece[field];
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max)
    add(errors, field, `The ${field.replaceAll('_', ' ')} must be between ${min} and ${max}.`);
}

function frame(errors: FieldErrors, piece: Piece) {
  between(errors, piece, 'x', -coordinate, coordinate);
  between(errors, piece, 'y', -coordinate, coordinate);
  between(errors, piece, 'width', 0, coordinate);
  between(errors, piece, 'height', 0, coordinate);
  between(errors, piece, 'rotation', -MAX_ROTATION, MAX_ROTATION);
}

const checkSection: Check = (piece) => {
  const errors: FieldErrors = {};
  name(errors, piece);
  colour(errors, piece, 'color');
  frame(errors, piece);
  return errors;
};

const checkTable: Check = (piece, plan) => {
  const errors: FieldErrors = {};
  name(errors, piece);
  name(errors, piece, 'label', false);
  colour(errors, piece, 'color');
  frame(errors, piece);
  between(errors, piece, 'curve', -coordinate, coordinate);
  const seatCount = piece.seat_count as number;
  if (!Number.isInteger(seatCount) || seatCount < 0 || seatCount > SEATING_LIMITS.seatsPerTable)
    add(errors, 'seat_count', `The seat count must be between 0 and ${SEATING_LIMITS.seatsPerTable}.`);
  const diameter = piece.diameter as number | null;
  if (!DIAMETER_OPTIONS.includes(diameter)) add(errors, 'diameter', 'The selected diameter is invalid.');
  else if (diameter !== null && piece.shape !== 'round') add(errors, 'diameter', 'Only a round table has a diameter.');
  else if (diameter !== null && DIAMETER_SEAT_COUNTS.get(diameter) !== seatCount)
    add(errors, 'seat_count', `A round table of ${diameter} inches seats ${DIAMETER_SEAT_COUNTS.get(diameter)}.`);
  const sectionId = piece.section_id as string | null;
  if (sectionId !== null && !plan.sections.has(sectionId)) add(errors, 'section_id', 'The selected section is invalid.');
  const aisles = piece.aisle_after as number[];
  if (aisles.length > SEATING_LIMITS.seatsPerTable || aisles.some((after) => after >= Math.max(seatCount, 1)))
    add(errors, 'aisle_after', 'An aisle must come after a seat of the row.');
  return errors;
};

const checkSeat: Check = (piece, plan) => {
  const errors: FieldErrors = {};
  name(errors, piece);
  if (!plan.tables.has(piece.table_id as string)) add(errors, 'table_id', 'The selected table is invalid.');
  const legend = piece.seat_legend_id as string | null;
  if (legend !== null && !plan.seat_legends.has(legend)) add(errors, 'seat_legend_id', 'The selected seat legend is invalid.');
  if ((piece.position as number) >= SEATING_LIMITS.seatsPerTable) add(errors, 'position', `The position must be less than ${SEATING_LIMITS.seatsPerTable}.`);
  const message = piece.disabled_message as string | null;
  if (message !== null && message.length > MAX_TEXT) add(errors, 'disabled_message', `The disabled message may not be greater than ${MAX_TEXT} characters.`);
  return errors;
};

const checkCanvasObject: Check = (piece) => {
  const errors: FieldErrors = {};
  frame(errors, piece);
  const points = piece.points as number[];
  if (points.length > MAX_POINTS || points.length % 2 !== 0 || points.some((p) => !Number.isFinite(p) || Math.abs(p) > coordinate))
    add(errors, 'points', 'The points must be pairs of x and y on the plan.');
  const text = piece.text as string | null;
  if (text !== null && text.length > MAX_TEXT) add(errors, 'text', `The text may not be greater than ${MAX_TEXT} characters.`);
  colour(errors, piece, 'fill');
  colour(errors, piece, 'stroke');
  if (piece.font_size !== null) between(errors, piece, 'font_size', 1, MAX_FONT_SIZE);
  return errors;
};

const checkLegend: Check = (piece) => {
  const errors: FieldErrors = {};
  name(errors, piece);
  colour(errors, piece, 'color', false);
  return errors;
};

const CHECKS: Record<PlanKind, Check> = {
  sections: checkSection,
  tables: checkTable,
  seats: checkSeat,
  canvas_objects: checkCanvasObject,
  seat_legends: checkLegend,
};
const LIMITS: Record<PlanKind, [number, string]> = {
  sections: [SEATING_LIMITS.sectionsPerPlan, 'sections'],
  tables: [SEATING_LIMITS.tablesPerPlan, 'tables and rows'],
  seats: [SEATING_LIMITS.seatsPerPlan, 'seats'],
  canvas_objects: [SEATING_LIMITS.objectsPerPlan, 'shapes and labels'],
  seat_legends: [SEATING_LIMITS.legendsPerPlan, 'seat legends'],
};

function prefixed(errors: FieldErrors, prefix: string): FieldErrors {
  return Object.fromEntries(Object.entries(errors).map(([field, messages]) => [`${prefix}${field}`, messages]));
}

/**
 * The errors of the plan `next` that a save leaves, by the save's fields
 * (`created.tables.0.name`, `updated.seats.3.table_id`); the bounds of the
 * whole plan under the kind (`seats`); a table whose seats do not number its
 * seat_count under the table's own entry, or `seats` when only seats changed.
 */
export function checkPlanPieces(
  before: SeatingPlanState,
  next: SeatingPlanState,
  save: { created: Created; updated: Updated; deleted: Required<Deleted> },
): FieldErrors {
  const errors: FieldErrors = {};
  const kinds = Object.keys(CHECKS) as PlanKind[];
  for (const kind of kinds) {
    (save.created[kind] ?? []).forEach((piece, index) => {
      Object.assign(errors, prefixed(CHECKS[kind](piece as unknown as Piece, next), `created.${kind}.${index}.`));
      if (!isLogUuid(piece.id)) add(errors, `created.${kind}.${index}.id`, 'The id must be a valid UUID.');
    });
    (save.updated[kind] ?? []).forEach((change, index) => {
      const merged = (next[kind] as ReadonlyMap<string, unknown>).get(change.id);
      if (merged) Object.assign(errors, prefixed(CHECKS[kind](merged as Piece, next), `updated.${kind}.${index}.`));
    });
    const [limit, words] = LIMITS[kind];
    if (next[kind].size > limit && next[kind].size > before[kind].size) add(errors, kind, `A floor plan can hold at most ${limit} ${words}.`);
  }
  // The whole plan too; one already past it (saved before the bound) may still shrink.
  if (next.characters > SEATING_LIMITS.planCharacters && next.characters > before.characters) {
    add(
      errors,
      'plan',
      `${documentTooLarge('A floor plan', SEATING_LIMITS.planCharacters, next.characters)} Remove some pieces, or shorten their texts and shapes.`,
    );
  }
  Object.assign(errors, seatCountErrors(before, next, save));
  return errors;
}

function seatCountErrors(
  before: SeatingPlanState,
  next: SeatingPlanState,
  save: { created: Created; updated: Updated; deleted: Required<Deleted> },
): FieldErrors {
  const touched = new Set<string>();
  for (const table of save.created.tables ?? []) touched.add(table.id);
  for (const table of save.updated.tables ?? []) touched.add(table.id);
  for (const seat of save.created.seats ?? []) touched.add(seat.table_id);
  for (const change of save.updated.seats ?? []) {
    const old = before.seats.get(change.id);
    if (old) touched.add(old.table_id);
    if (change.table_id) touched.add(change.table_id);
  }
  for (const id of save.deleted.seats) {
    const old = before.seats.get(id);
    if (old) touched.add(old.table_id);
  }
  const counts = new Map<string, number>();
  for (const seat of next.seats.values()) if (touched.has(seat.table_id)) counts.set(seat.table_id, (counts.get(seat.table_id) ?? 0) + 1);
  const errors: FieldErrors = {};
  for (const id of touched) {
    const table = next.tables.get(id);
    if (!table) continue;
    const seats = counts.get(id) ?? 0;
    if (seats === table.seat_count) continue;
    const createdAt = (save.created.tables ?? []).findIndex((t) => t.id === id);
    const updatedAt = (save.updated.tables ?? []).findIndex((t) => t.id === id);
    const field = createdAt >= 0 ? `created.tables.${createdAt}.seat_count` : updatedAt >= 0 ? `updated.tables.${updatedAt}.seat_count` : 'seats';
    add(errors, field, `The seat count of table ${table.name} must equal its number of seats (${seats}).`);
  }
  return errors;
}
