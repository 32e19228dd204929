import type { z } from 'zod';
import type { CanvasObjectFields, SeatFields, SeatingPlanSettings, SeatLegendFields, SectionFields, TableFields, StreamEvent } from '@usher/events';
import type { Decider } from './decider.ts';
import { DomainError } from './domain-error.ts';
import type { FieldErrors } from '../validation/errors.ts';
import { checkPlanPieces, isLogUuid } from '../seating/seating-plan-rules.ts';
import { documentSize, documentTooLarge } from '../values/document-size.ts';
import { SEATING_LIMITS } from '../seating/seating-constants.ts';

// The layout of one event's floor plan, stream `seating-plan-{event_uuid}`
// (seating design, issue 19). A save is one SeatingPlanSaved: what it created,
// changed and deleted of each kind. The decider checks the plan the save
// leaves, not the save alone, so a table's seat count always equals its seats.

export type Section = z.infer<typeof SectionFields> & { id: string };
export type Table = z.infer<typeof TableFields> & { id: string };
export type Seat = z.infer<typeof SeatFields> & { id: string };
export type CanvasObject = z.infer<typeof CanvasObjectFields> & { id: string };
export type SeatLegend = z.infer<typeof SeatLegendFields> & { id: string };
export type PlanSettings = z.infer<typeof SeatingPlanSettings>;

export const PLAN_KINDS = ['sections', 'tables', 'seats', 'canvas_objects', 'seat_legends'] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];
export interface PieceOf {
  sections: Section;
  tables: Table;
  seats: Seat;
  canvas_objects: CanvasObject;
  seat_legends: SeatLegend;
}

/** The DomainError name of each kind: 404 `table_not_found` and so on. */
export const PIECE_NAME: Record<PlanKind, string> = {
  sections: 'section',
  tables: 'table',
  seats: 'seat',
  canvas_objects: 'canvas_object',
  seat_legends: 'seat_legend',
};

export interface SeatingPlanState {
  event_uuid: string | null;
  sections: ReadonlyMap<string, Section>;
  tables: ReadonlyMap<string, Table>;
  seats: ReadonlyMap<string, Seat>;
  canvas_objects: ReadonlyMap<string, CanvasObject>;
  seat_legends: ReadonlyMap<string, SeatLegend>;
  settings: PlanSettings;
  /** The size of all its pieces (documentSize), kept up by each save so no save measures the whole plan. */
  characters: number;
}

export type Created = { [K in PlanKind]?: PieceOf[K][] };
export type Updated = { [K in PlanKind]?: (Partial<Omit<PieceOf[K], 'id'>> & { id: string })[] };
export type Deleted = { [K in PlanKind]?: string[] };

export interface SavePlanCommand {
  type: 'SaveSeatingPlan';
  event_uuid: string;
  created: Created;
  updated: Updated;
  deleted: Deleted;
  settings?: Partial<PlanSettings>;
}
export type SeatingPlanCommand = SavePlanCommand;

export const DEFAULT_PLAN_SETTINGS: PlanSettings = {
  background_media_id: null,
  background_opacity: 0.5,
  background_locked: true,
  background_x: 0,
  background_y: 0,
  background_scale: 1,
};

export const initialPlanState = (): SeatingPlanState => ({
  event_uuid: null,
  sections: new Map(),
  tables: new Map(),
  seats: new Map(),
  canvas_objects: new Map(),
  seat_legends: new Map(),
  settings: DEFAULT_PLAN_SETTINGS,
  characters: 0,
});

/** Applies a save's collections: deleted first, then created, then updated (a piece is never both created and deleted). */
export function applySave(
  state: SeatingPlanState,
  save: { event_uuid: string; created: Created; updated: Updated; deleted: Deleted; settings?: Partial<PlanSettings> },
): SeatingPlanState {
  const next = { ...state, event_uuid: save.event_uuid, settings: { ...state.settings, ...(save.settings ?? {}) } } as {
    -readonly [K in keyof SeatingPlanState]: SeatingPlanState[K];
  };
  let characters = state.characters;
  for (const kind of PLAN_KINDS) {
    const created = save.created[kind] ?? [];
    const updated = save.updated[kind] ?? [];
    const deleted = save.deleted[kind] ?? [];
    if (created.length + updated.length + deleted.length === 0) continue;
    // Copied per changed kind only: a save that moves one table does not copy 20,000 seats.
    const pieces = new Map(state[kind] as ReadonlyMap<string, PieceOf[typeof kind]>);
    const replace = (id: string, piece: PieceOf[typeof kind] | undefined) => {
      const current = pieces.get(id);
      if (current) characters -= documentSize(current);
      if (piece) {
        pieces.set(id, piece);
        characters += documentSize(piece);
      } else pieces.delete(id);
    };
    for (const id of deleted) replace(id, undefined);
    for (const piece of created) replace(piece.id, piece);
    for (const change of updated) {
      const current = pieces.get(change.id);
      if (current) replace(change.id, { ...current, ...change } as PieceOf[typeof kind]);
    }
    (next as Record<PlanKind, unknown>)[kind] = pieces;
  }
  next.characters = characters;
  return next;
}

/**
 * What a delete takes with it: a section its tables (rows), a table its
 * seats. Returned whole, so SeatingPlanSaved lists every piece that went and
 * the handler can find the guests in the seats that go.
 */
export function withCascade(state: SeatingPlanState, deleted: Deleted): Required<Deleted> {
  const sections = new Set(deleted.sections ?? []);
  const tables = new Set(deleted.tables ?? []);
  if (sections.size > 0) for (const table of state.tables.values()) if (table.section_id && sections.has(table.section_id)) tables.add(table.id);
  const seats = new Set(deleted.seats ?? []);
  if (tables.size > 0) for (const seat of state.seats.values()) if (tables.has(seat.table_id)) seats.add(seat.id);
  return {
    sections: [...sections],
    tables: [...tables],
    seats: [...seats],
    canvas_objects: [...new Set(deleted.canvas_objects ?? [])],
    seat_legends: [...new Set(deleted.seat_legends ?? [])],
  };
}

/** Only the fields that differ from the piece as it is: an update that changes nothing is no update. */
function changedFields<T extends { id: string }>(current: T, change: Partial<T> & { id: string }): (Partial<T> & { id: string }) | null {
  const fields = Object.entries(change).filter(
    ([key, value]) => key !== 'id' && value !== undefined && JSON.stringify(current[key as keyof T]) !== JSON.stringify(value),
  );
  return fields.length === 0 ? null : ({ id: change.id, ...Object.fromEntries(fields) } as Partial<T> & { id: string });
}

const nonEmpty = <T extends Record<string, unknown[]>>(collections: T): Partial<T> =>
  Object.fromEntries(Object.entries(collections).filter(([, list]) => list.length > 0)) as Partial<T>;

export function decideSave(command: SavePlanCommand, state: SeatingPlanState): StreamEvent<'seating_plan'>[] {
  if (state.event_uuid && state.event_uuid !== command.event_uuid) throw DomainError.notFound('seating_plan');
  const errors: FieldErrors = {};
  // Unknown ids are another event's pieces or none at all: 404, as for any foreign object.
  for (const kind of PLAN_KINDS) {
    const live = state[kind] as ReadonlyMap<string, unknown>;
    for (const change of command.updated[kind] ?? []) if (!live.has(change.id)) throw DomainError.notFound(PIECE_NAME[kind]);
    for (const id of command.deleted[kind] ?? []) if (!live.has(id)) throw DomainError.notFound(PIECE_NAME[kind]);
    (command.created[kind] ?? []).forEach((piece, index) => {
      if (live.has(piece.id)) errors[`created.${kind}.${index}.id`] = ['The id has already been taken.'];
    });
  }
  const deleted = withCascade(state, command.deleted);
  const gone = Object.fromEntries(PLAN_KINDS.map((kind) => [kind, new Set(deleted[kind])])) as Record<PlanKind, Set<string>>;
  // A change to a piece deleted in the same save (or with its table) is dropped: the delete wins.
  const updated = Object.fromEntries(
    PLAN_KINDS.map((kind) => {
      const live = state[kind] as ReadonlyMap<string, { id: string }>;
      const changes = (command.updated[kind] ?? []).filter((change) => !gone[kind].has(change.id)).map((change) => changedFields(live.get(change.id)!, change));
      return [kind, changes.filter((change) => change !== null)];
    }),
  ) as Updated;
  const created = Object.fromEntries(PLAN_KINDS.map((kind) => [kind, command.created[kind] ?? []])) as Created;
  const settings = Object.fromEntries(
    Object.entries(command.settings ?? {}).filter(([key, value]) => value !== undefined && state.settings[key as keyof PlanSettings] !== value),
  ) as Partial<PlanSettings>;
  const next = applySave(state, { event_uuid: command.event_uuid, created, updated, deleted, settings });
  Object.assign(errors, checkPlanPieces(state, next, { created, updated: command.updated, deleted }));
  const saveSize = documentSize(created) + documentSize(updated);
  if (saveSize > SEATING_LIMITS.saveCharacters)
    errors.plan = [...(errors.plan ?? []), `${documentTooLarge('One save of a floor plan', SEATING_LIMITS.saveCharacters, saveSize)} Save it in parts.`];
  const media = settings.background_media_id;
  if (media !== undefined && media !== null && !isLogUuid(media)) errors['settings.background_media_id'] = ['The selected background image is invalid.'];
  if (Object.keys(errors).length > 0) throw DomainError.validation(errors);

  const changes = PLAN_KINDS.reduce((sum, kind) => sum + (created[kind]?.length ?? 0) + (updated[kind]?.length ?? 0) + deleted[kind].length, 0);
  if (changes === 0 && Object.keys(settings).length === 0) return [];
  return [
    {
      type: 'SeatingPlanSaved',
      data: {
        event_uuid: command.event_uuid,
        created: nonEmpty(created as Record<PlanKind, unknown[]>) as Created,
        updated: nonEmpty(updated as Record<PlanKind, unknown[]>) as Updated,
        deleted: nonEmpty(deleted),
        settings,
      },
    },
  ];
}

export const seatingPlanDecider: Decider<SeatingPlanState, SeatingPlanCommand, StreamEvent<'seating_plan'>> = {
  initialState: initialPlanState,
  evolve(state, event) {
    if (event.type !== 'SeatingPlanSaved') return state;
    return applySave(state, event.data as Parameters<typeof applySave>[1]);
  },
  decide: decideSave,
};

/** The seats of a table, by position. */
export function seatsOfTable(state: SeatingPlanState, tableId: string): Seat[] {
  return [...state.seats.values()].filter((seat) => seat.table_id === tableId).sort((a, b) => a.position - b.position);
}
