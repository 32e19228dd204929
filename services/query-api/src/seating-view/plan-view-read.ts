import type { EventSettings } from '@usher/domain/deciders/event-defaults';
import type { ServiceContext } from '@usher/infra/context';
import type { z } from 'zod';
import type { PlanViewSchema } from '@usher/domain/contract/seating-view';

type PlanView = z.infer<typeof PlanViewSchema>;
type Json = Record<string, unknown>;

export interface PlanViewScope {
  /** Only these tables (a table owner's); all of the plan when absent. */
  tableIds?: readonly string[];
  /** Guests whose names the reader may see in their seats. */
  namedAttendeeIds: readonly string[];
  /** Guests whose seats are lit. */
  litAttendeeIds: readonly string[];
}

const num = (value: unknown, fallback = 0) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
const str = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * Table fields from a read-model row: the columns people filter by plus the
 * drawn fields the projection keeps in `data`. Missing drawn fields fall back
 * to a plain shape so an older row still draws rather than failing the page.
 */
function tableOf(row: { id: string; section_id: string | null; name: string; label: string | null; data: unknown }) {
  const data = (row.data ?? {}) as Json;
  const shape = data.shape === 'rectangle' || data.shape === 'row' ? data.shape : 'round';
  const numbering = ['clockwise', 'left_to_right', 'right_to_left', 'odd_even'].includes(data.numbering as string)
    ? (data.numbering as PlanView['tables'][number]['numbering'])
    : 'clockwise';
  return {
    id: row.id,
    section_id: row.section_id,
    name: row.name,
    label: row.label,
    shape,
    diameter: typeof data.diameter === 'number' ? Math.round(data.diameter) : null,
    seat_count: Math.max(0, Math.round(num(data.seat_count))),
    numbering,
    aisle_after: Array.isArray(data.aisle_after)
      ? (data.aisle_after as unknown[]).filter((n): n is number => typeof n === 'number' && n > 0).map(Math.round)
      : [],
    curve: num(data.curve),
    x: num(data.x),
    y: num(data.y),
    width: num(data.width, 60),
    height: num(data.height, 60),
    rotation: num(data.rotation),
    color: str(data.color),
  } satisfies PlanView['tables'][number];
}

function sectionOf(row: { id: string; name: string; data: unknown }) {
  const data = (row.data ?? {}) as Json;
  return {
    id: row.id,
    name: row.name,
    color: str(data.color),
    x: num(data.x),
    y: num(data.y),
    width: num(data.width),
    height: num(data.height),
    rotation: num(data.rotation),
  };
}

function canvasObjectOf(row: { id: string; data: unknown }) {
  const data = (row.data ?? {}) as Json;
  const type = ['CustomPolygon', 'Ellipsis', 'Square', 'TextField'].includes(data.type as string)
    ? (data.type as PlanView['canvas_objects'][number]['type'])
    : 'Square';
  return {
    id: row.id,
    type,
    x: num(data.x),
    y: num(data.y),
    width: num(data.width),
    height: num(data.height),
    rotation: num(data.rotation),
    points: Array.isArray(data.points) ? (data.points as unknown[]).filter((n): n is number => typeof n === 'number') : [],
    text: str(data.text),
    fill: str(data.fill),
    stroke: str(data.stroke),
    font_size: typeof data.font_size === 'number' ? data.font_size : null,
  };
}

/** Whether the event has seating switched on, and its type. */
export async function seatingOfEvent(context: ServiceContext, eventUuid: string): Promise<{ enabled: boolean; type: 'venue' | 'theatre' } | null> {
  const event = await context.db.selectFrom('rm_events').select('body').where('uuid', '=', eventUuid).executeTakeFirst();
  if (!event) return null;
  const settings = (event.body as { settings?: EventSettings }).settings;
  return { enabled: settings?.is_seating_enabled === true, type: settings?.seating_type === 'theatre' ? 'theatre' : 'venue' };
}

/**
 * The plan as a reader outside the editor may see it: the layout, which
 * seats are taken, and names only of the guests in `scope.namedAttendeeIds`.
 * Null when the event has seating off or no plan yet.
 */
export async function readPlanView(context: ServiceContext, eventUuid: string, scope: PlanViewScope): Promise<PlanView | null> {
  const seating = await seatingOfEvent(context, eventUuid);
  if (!seating?.enabled) return null;
  const onlyTables = scope.tableIds;
  if (onlyTables && onlyTables.length === 0) return null;
  let tables = context.db
    .selectFrom('rm_seating_tables')
    .select(['id', 'section_id', 'name', 'label', 'data'])
    .where('event_uuid', '=', eventUuid)
    .orderBy('sort_key');
  let seats = context.db
    .selectFrom('rm_seating_seats as s')
    .leftJoin('rm_attendees as a', 'a.id', 's.attendee_id')
    .select(['s.id', 's.table_id', 's.name', 's.position', 's.seat_legend_id', 's.disabled', 's.disabled_message', 's.attendee_id', 'a.full_name'])
    .where('s.event_uuid', '=', eventUuid)
    .orderBy('s.table_id')
    .orderBy('s.position');
  if (onlyTables) {
    tables = tables.where('id', 'in', onlyTables);
    seats = seats.where('s.table_id', 'in', onlyTables);
  }
  const [tableRows, seatRows, sectionRows, objectRows, legendRows] = await Promise.all([
    tables.execute(),
    seats.execute(),
    onlyTables
      ? Promise.resolve([])
      : context.db.selectFrom('rm_seating_sections').select(['id', 'name', 'data']).where('event_uuid', '=', eventUuid).execute(),
    onlyTables ? Promise.resolve([]) : context.db.selectFrom('rm_seating_canvas_objects').select(['id', 'data']).where('event_uuid', '=', eventUuid).execute(),
    context.db.selectFrom('rm_seating_legends').select(['id', 'name', 'color']).where('event_uuid', '=', eventUuid).execute(),
  ]);
  if (tableRows.length === 0) return null;
  const named = new Set(scope.namedAttendeeIds);
  const lit = new Set(scope.litAttendeeIds);
  return {
    seating_type: seating.type,
    sections: sectionRows.map(sectionOf),
    tables: tableRows.map(tableOf),
    seats: seatRows.map((seat) => ({
      id: seat.id,
      table_id: seat.table_id,
      name: seat.name,
      position: seat.position,
      seat_legend_id: seat.seat_legend_id,
      disabled: seat.disabled,
      disabled_message: seat.disabled_message,
      occupied: seat.attendee_id !== null,
      guest_name: seat.attendee_id !== null && named.has(seat.attendee_id) ? (seat.full_name ?? null) : null,
    })),
    canvas_objects: objectRows.map(canvasObjectOf),
    seat_legends: legendRows,
    lit_seat_ids: seatRows.filter((seat) => seat.attendee_id !== null && lit.has(seat.attendee_id)).map((seat) => seat.id),
  };
}
