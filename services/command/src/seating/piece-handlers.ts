import { DomainError } from '@usher/domain/deciders/domain-error';
import { seatsOfTable, type PieceOf, type PlanKind, type Seat, type SeatingPlanState, type Table } from '@usher/domain/deciders/seating-plan-decider';
import { DIAMETER_SEAT_COUNTS, LEGEND_COLORS } from '@usher/domain/seating/seating-constants';
import { seatNames } from '@usher/domain/seating/seat-numbering';
import { isLogUuid } from '@usher/domain/seating/seating-plan-rules';
import type { AuthUser } from '@usher/infra/http/authenticate';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import { changePlan, withFieldsOfOnePiece, type PlanSave } from './plan-handlers.ts';
import { occupantsOf, requirePiece } from './seating-loading.ts';

// The spec's one-piece routes (add, update, delete per kind; a legend's
// updateSeats and removeSeats): each is a save of the plan with one piece in
// it, plus what the piece takes along (a table's seats follow its seat count).

type Fields = Record<string, unknown>;

/** What a new piece looks like when the request leaves a field out. */
const DEFAULTS: { [K in PlanKind]: (plan: SeatingPlanState, fields: Fields) => Omit<PieceOf[K], 'id'> } = {
  sections: () => ({ name: '', color: null, x: 0, y: 0, width: 400, height: 300, rotation: 0 }),
  tables: () => ({
    section_id: null,
    name: '',
    label: null,
    shape: 'round',
    diameter: null,
    seat_count: 0,
    numbering: 'clockwise',
    aisle_after: [],
    curve: 0,
    x: 0,
    y: 0,
    width: 60,
    height: 60,
    rotation: 0,
    color: null,
  }),
  seats: (plan, fields) => {
    const positions = typeof fields.table_id === 'string' ? seatsOfTable(plan, fields.table_id).map((seat) => seat.position) : [];
    const position = positions.length === 0 ? 0 : Math.max(...positions) + 1;
    return { table_id: '', seat_legend_id: null, name: String(position + 1), position, disabled: false, disabled_message: null };
  },
  canvas_objects: () => ({
    type: 'Square',
    x: 0,
    y: 0,
    width: 100,
    height: 100,
    rotation: 0,
    points: [],
    text: null,
    fill: null,
    stroke: null,
    font_size: null,
  }),
  seat_legends: (plan) => ({ name: '', color: LEGEND_COLORS[plan.seat_legends.size % LEGEND_COLORS.length]! }),
};

const defined = (fields: Fields) => Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));

/** A table's seat count as its fields set it: a round table with a diameter seats what the diameter seats. */
function seatCountOf(table: Pick<Table, 'shape' | 'diameter' | 'seat_count'>, asked: unknown): number {
  if (table.shape === 'round' && table.diameter !== null && asked === undefined) return DIAMETER_SEAT_COUNTS.get(table.diameter) ?? table.seat_count;
  return table.seat_count;
}

/** Seats to create and delete so the table has `count` seats: new ones fill the free positions, the last positions go first. */
function seatsFollowing(plan: SeatingPlanState, table: Table, count: number, newId: () => string): { created: Seat[]; deleted: string[] } {
  const seats = seatsOfTable(plan, table.id);
  if (seats.length > count) return { created: [], deleted: seats.slice(count).map((seat) => seat.id) };
  const used = new Set(seats.map((seat) => seat.position));
  const names = seatNames(count, table.numbering);
  const created: Seat[] = [];
  for (let position = 0; created.length < count - seats.length; position++) {
    if (used.has(position)) continue;
    created.push({
      id: newId(),
      table_id: table.id,
      seat_legend_id: null,
      name: names[position] ?? String(position + 1),
      position,
      disabled: false,
      disabled_message: null,
    });
  }
  return { created, deleted: [] };
}

/** A piece as the routes answer it: a table with how many of its seats are taken, a seat with its guest. */
async function present(context: ServiceContext, plan: SeatingPlanState, kind: PlanKind, id: string) {
  const piece = (plan[kind] as ReadonlyMap<string, Fields>).get(id)!;
  if (kind === 'tables') {
    const occupants = await occupantsOf(
      context,
      seatsOfTable(plan, id).map((seat) => seat.id),
    );
    return { ...piece, seated: [...occupants.values()].filter((a) => a !== null).length };
  }
  if (kind === 'seats') return { ...piece, attendee_id: (await occupantsOf(context, [id])).get(id) ?? null };
  return piece;
}

export async function addPiece(
  context: ServiceContext,
  user: AuthUser,
  eventUuid: string,
  kind: PlanKind,
  fields: Fields & { id?: string },
  metadata: EventMetadata,
) {
  const id = fields.id ?? context.ids.uuid();
  if (!isLogUuid(id)) throw DomainError.validation({ id: ['The id must be a valid UUID.'] });
  const result = await withFieldsOfOnePiece(() =>
    changePlan(context, eventUuid, metadata, (plan) => {
      const piece = { ...DEFAULTS[kind](plan, fields), ...defined(fields), id } as Fields & { id: string };
      const save: PlanSave = { created: { [kind]: [piece] } };
      if (kind === 'tables') {
        const table = piece as unknown as Table;
        table.seat_count = seatCountOf(table, fields.seat_count);
        save.created!.seats = seatsFollowing(plan, table, table.seat_count, () => context.ids.uuid()).created;
      }
      if (kind === 'seats') {
        const table = plan.tables.get(String(piece.table_id));
        if (table) save.updated = { tables: [{ id: table.id, seat_count: table.seat_count + 1 }] };
      }
      return save;
    }),
  );
  return { data: await present(context, result.plan, kind, id), position: result.position };
}

export async function updatePiece(
  context: ServiceContext,
  eventUuid: string,
  kind: PlanKind,
  id: string,
  fields: Fields & { confirm_unseat?: boolean },
  metadata: EventMetadata,
) {
  await requirePiece(context, eventUuid, kind, id);
  const { confirm_unseat, ...changes } = fields;
  const result = await withFieldsOfOnePiece(() =>
    changePlan(context, eventUuid, metadata, (plan) => {
      const change = { ...defined(changes), id } as Fields & { id: string };
      const save: PlanSave = { updated: { [kind]: [change] }, confirm_unseat };
      const current = plan.tables.get(id);
      if (kind === 'tables' && current) {
        // A new seat count or diameter brings its seats along (the editor does the same before it saves).
        const table = { ...current, ...change } as Table;
        const count = seatCountOf(table, changes.seat_count);
        if (count !== seatsOfTable(plan, id).length || count !== current.seat_count) {
          const follow = seatsFollowing(plan, table, count, () => context.ids.uuid());
          change.seat_count = count;
          save.created = { seats: follow.created };
          save.deleted = { seats: follow.deleted };
        }
      }
      return save;
    }),
  );
  return { data: await present(context, result.plan, kind, id), position: result.position };
}

export async function deletePiece(context: ServiceContext, eventUuid: string, kind: PlanKind, id: string, confirmUnseat: boolean, metadata: EventMetadata) {
  await requirePiece(context, eventUuid, kind, id);
  const result = await changePlan(context, eventUuid, metadata, (plan) => {
    const save: PlanSave = { deleted: { [kind]: [id] }, confirm_unseat: confirmUnseat };
    if (kind === 'seats') {
      const table = plan.tables.get(plan.seats.get(id)!.table_id);
      if (table) save.updated = { tables: [{ id: table.id, seat_count: table.seat_count - 1 }] };
    }
    if (kind === 'seat_legends') {
      // Seats of a deleted legend go back to the default colour.
      save.updated = { seats: [...plan.seats.values()].filter((seat) => seat.seat_legend_id === id).map((seat) => ({ id: seat.id, seat_legend_id: null })) };
    }
    return save;
  });
  return { data: { id, deleted: true as const, unseated: result.data.unseated }, position: result.position };
}

/** A legend given to seats (updateSeats) or taken from them (removeSeats). */
export async function setLegendOfSeats(
  context: ServiceContext,
  eventUuid: string,
  legendId: string,
  seatIds: string[],
  give: boolean,
  metadata: EventMetadata,
) {
  await requirePiece(context, eventUuid, 'seat_legends', legendId);
  if (seatIds.length === 0) throw DomainError.validation({ seat_ids: ['The seat ids field is required.'] });
  const { data, position } = await changePlan(context, eventUuid, metadata, (plan) => {
    const ids = [...new Set(seatIds)];
    for (const seatId of ids) if (!plan.seats.has(seatId)) throw DomainError.notFound('seat');
    const seats = give ? ids : ids.filter((seatId) => plan.seats.get(seatId)!.seat_legend_id === legendId);
    return { updated: { seats: seats.map((seatId) => ({ id: seatId, seat_legend_id: give ? legendId : null })) } };
  });
  return { data, position };
}
