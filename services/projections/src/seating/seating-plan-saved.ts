import type { EventData } from '@usher/events';
import { tableSortKey } from '@usher/domain/seating/natural-order';
import { pieceKey, type SeatingBuffers, type TableRow } from './seating-rows.ts';

type Saved = EventData<'SeatingPlanSaved'>;
type Fields = Record<string, unknown>;

/** A plan's settings before the organiser sets any: no background. */
export const DEFAULT_PLAN_SETTINGS = {
  background_media_id: null,
  background_opacity: 1,
  background_locked: false,
  background_x: 0,
  background_y: 0,
  background_scale: 1,
};

/** The pieces whose seated guests may read differently after a save: renamed, moved or deleted. */
export interface SeatingReach {
  seats: Set<string>;
  tables: Set<string>;
  sections: Set<string>;
  /** Seats the save deleted, by themselves or with their table: their guests hold none after it. */
  gone: Set<string>;
  goneTables: Set<string>;
}

const without = (fields: Fields, ...keys: string[]) => Object.fromEntries(Object.entries(fields).filter(([key]) => !keys.includes(key)));

// Fields a guest row copies: a change to any other (position, size, colour) leaves the guests alone.
const SEAT_NAMING = ['name', 'table_id'];
const TABLE_NAMING = ['name', 'label', 'section_id', 'shape'];
const SECTION_NAMING = ['name'];
const names = (changes: Fields, fields: string[]) => fields.some((field) => field in changes);

/** What a save reaches of the guests, known before it is applied: the ids the batch loads guests and pieces for. */
export function reachOf(data: Saved): Pick<SeatingReach, 'seats' | 'tables' | 'sections'> & { sectionsNamed: Set<string> } {
  const reach = { seats: new Set<string>(), tables: new Set<string>(), sections: new Set<string>(), sectionsNamed: new Set<string>() };
  for (const seat of data.updated.seats ?? []) if (names(seat, SEAT_NAMING)) reach.seats.add(seat.id);
  for (const table of data.updated.tables ?? []) {
    if (names(table, TABLE_NAMING)) reach.tables.add(table.id);
    if (table.section_id) reach.sectionsNamed.add(table.section_id);
  }
  for (const section of data.updated.sections ?? []) if (names(section, SECTION_NAMING)) reach.sections.add(section.id);
  for (const id of data.deleted.seats ?? []) reach.seats.add(id);
  for (const id of data.deleted.tables ?? []) reach.tables.add(id);
  for (const id of data.deleted.sections ?? []) reach.sections.add(id);
  return reach;
}

/** Every id a save names, by kind: what the batch loads before applying it. */
export function idsNamedBy(data: Saved) {
  const of = (kind: keyof Saved['deleted']) => [...(data.updated[kind] ?? []).map((item) => item.id), ...(data.deleted[kind] ?? [])];
  return { sections: of('sections'), tables: of('tables'), seats: of('seats'), objects: of('canvas_objects'), legends: of('seat_legends') };
}

function tableRow(eventUuid: string, table: Fields & { id: string }, at: string): TableRow {
  const name = String(table.name);
  return {
    id: table.id,
    event_uuid: eventUuid,
    section_id: (table.section_id as string | null) ?? null,
    name,
    label: (table.label as string | null) ?? null,
    sort_key: tableSortKey(name),
    data: without(table, 'id', 'section_id', 'name', 'label'),
    created_at: at,
  };
}

/**
 * Applies one save to the plan's rows: creations, changes (only the fields
 * given), deletions, settings. The seat's occupant is left as it is:
 * AttendeeSeated and AttendeeUnseated say who sits where.
 */
export function applyPlanSaved(buffers: SeatingBuffers, data: Saved, at: string): void {
  const e = data.event_uuid;
  const plan = buffers.plans.get(e);
  const settings = { ...DEFAULT_PLAN_SETTINGS, ...(plan?.settings ?? {}), ...data.settings };
  if (plan) buffers.plans.update(e, { settings, updated_at: at });
  else buffers.plans.insert({ event_uuid: e, settings, updated_at: at });

  const { created, updated, deleted } = data;
  const k = (id: string) => pieceKey(e, id);
  for (const section of created.sections ?? [])
    buffers.sections.insert({ id: section.id, event_uuid: e, name: section.name, data: without(section, 'id', 'name'), created_at: at });
  for (const table of created.tables ?? []) buffers.tables.insert(tableRow(e, table, at));
  for (const seat of created.seats ?? []) {
    const { id, table_id, name, position, seat_legend_id, disabled, disabled_message } = seat;
    buffers.seats.insert({ id, event_uuid: e, table_id, name, position, seat_legend_id, disabled, disabled_message, attendee_id: null, created_at: at });
  }
  for (const object of created.canvas_objects ?? []) buffers.objects.insert({ id: object.id, event_uuid: e, data: without(object, 'id'), created_at: at });
  for (const legend of created.seat_legends ?? [])
    buffers.legends.insert({ id: legend.id, event_uuid: e, name: legend.name, color: legend.color, created_at: at });

  for (const changes of updated.sections ?? []) {
    const row = buffers.sections.get(k(changes.id));
    if (!row) continue;
    const { id: _id, name, ...rest } = changes;
    buffers.sections.update(k(changes.id), { ...(name === undefined ? {} : { name }), data: { ...row.data, ...rest } });
  }
  for (const changes of updated.tables ?? []) {
    const row = buffers.tables.get(k(changes.id));
    if (!row) continue;
    const next = tableRow(e, { ...row.data, section_id: row.section_id, name: row.name, label: row.label, ...changes }, row.created_at);
    buffers.tables.update(k(changes.id), { section_id: next.section_id, name: next.name, label: next.label, sort_key: next.sort_key, data: next.data });
  }
  for (const changes of updated.seats ?? []) {
    const { id, ...rest } = changes;
    if (buffers.seats.get(k(id))) buffers.seats.update(k(id), rest);
  }
  for (const changes of updated.canvas_objects ?? []) {
    const row = buffers.objects.get(k(changes.id));
    if (row) buffers.objects.update(k(changes.id), { data: { ...row.data, ...without(changes, 'id') } });
  }
  for (const changes of updated.seat_legends ?? []) {
    const { id, ...rest } = changes;
    if (buffers.legends.get(k(id))) buffers.legends.update(k(id), rest);
  }

  for (const id of deleted.sections ?? []) buffers.sections.delete(k(id));
  for (const id of deleted.tables ?? []) buffers.tables.delete(k(id));
  for (const id of deleted.seats ?? []) buffers.seats.delete(k(id));
  for (const id of deleted.canvas_objects ?? []) buffers.objects.delete(k(id));
  for (const id of deleted.seat_legends ?? []) {
    buffers.legends.delete(k(id));
    // A seat of a deleted legend keeps its place, without the category.
    for (const seat of buffers.seats.held((candidate) => candidate.event_uuid === e && candidate.seat_legend_id === id))
      buffers.seats.update(k(seat.id), { seat_legend_id: null });
  }
}
