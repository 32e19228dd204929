import { DomainError } from '@usher/domain/deciders/domain-error';
import { compareTableNames } from '@usher/domain/seating/natural-order';
import type { ServiceContext } from '@usher/infra/context';
import type { CanvasObjectFields, TableFields } from '@usher/events';
import type { z } from 'zod';

// What a printout needs of a plan, read straight from the seating read model
// in five statements whatever the plan's size (a 20,000-seat arena included):
// the layout, and for each taken seat only its guest's name.

export type PrintTable = z.infer<typeof TableFields> & { id: string };
export type PrintObject = z.infer<typeof CanvasObjectFields> & { id: string };

export interface PrintSeat {
  id: string;
  table_id: string;
  name: string;
  position: number;
  disabled: boolean;
  legend_id: string | null;
  guest: string | null;
}

export interface PrintPlan {
  event: { name: string; starts_date: string | null; starts_time: string | null; timezone: string; seating_type: 'venue' | 'theatre' };
  sections: { id: string; name: string; color: string | null; x: number; y: number; width: number; height: number; rotation: number }[];
  /** In table order (compareTableNames), rows within a section by name. */
  tables: PrintTable[];
  /** By table, then position. */
  seatsByTable: Map<string, PrintSeat[]>;
  objects: PrintObject[];
  legends: { id: string; name: string; color: string }[];
}

const TABLE_DEFAULTS: Omit<PrintTable, 'id' | 'name' | 'label' | 'section_id'> = {
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
};

const num = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

/** The plan of an event of the user's organisation (the caller checked the user may view it). */
export async function loadPrintPlan(context: ServiceContext, organisationId: string, eventUuid: string): Promise<PrintPlan> {
  const event = await context.db
    .selectFrom('rm_events')
    .select(['name', 'body'])
    .where('uuid', '=', eventUuid)
    .where('organisation_id', '=', organisationId)
    .executeTakeFirst();
  if (!event) throw DomainError.notFound('event');
  const settings = (event.body.settings ?? {}) as {
    starts_date?: string | null;
    starts_time?: string | null;
    timezone?: string;
    seating_type?: 'venue' | 'theatre';
  };

  const [sections, tables, seats, objects, legends] = await Promise.all([
    context.db.selectFrom('rm_seating_sections').select(['id', 'name', 'data']).where('event_uuid', '=', eventUuid).execute(),
    context.db.selectFrom('rm_seating_tables').select(['id', 'name', 'label', 'section_id', 'data']).where('event_uuid', '=', eventUuid).execute(),
    context.db
      .selectFrom('rm_seating_seats as s')
      .leftJoin('rm_attendees as a', 'a.id', 's.attendee_id')
      .select(['s.id', 's.table_id', 's.name', 's.position', 's.disabled', 's.seat_legend_id', 'a.full_name'])
      .where('s.event_uuid', '=', eventUuid)
      .orderBy('s.table_id')
      .orderBy('s.position')
      .execute(),
    context.db.selectFrom('rm_seating_canvas_objects').select(['id', 'data']).where('event_uuid', '=', eventUuid).execute(),
    context.db.selectFrom('rm_seating_legends').select(['id', 'name', 'color']).where('event_uuid', '=', eventUuid).orderBy('name').execute(),
  ]);

  const seatsByTable = new Map<string, PrintSeat[]>();
  for (const seat of seats) {
    const list = seatsByTable.get(seat.table_id) ?? [];
    list.push({
      id: seat.id,
      table_id: seat.table_id,
      name: seat.name,
      position: seat.position,
      disabled: seat.disabled,
      legend_id: seat.seat_legend_id,
      guest: seat.full_name,
    });
    seatsByTable.set(seat.table_id, list);
  }

  const sectionName = new Map(sections.map((s) => [s.id, s.name]));
  const printTables = tables
    .map((row): PrintTable => {
      const data = (row.data ?? {}) as Partial<PrintTable>;
      return {
        ...TABLE_DEFAULTS,
        ...data,
        id: row.id,
        name: row.name,
        label: row.label,
        section_id: row.section_id,
        seat_count: seatsByTable.get(row.id)?.length ?? num(data.seat_count, 0),
      };
    })
    // Theatre rows print section by section; venue tables have no section and keep the table order.
    .sort((a, b) => compareSections(sectionName, a, b) || compareTableNames(a.name, b.name));

  return {
    event: {
      name: event.name,
      starts_date: settings.starts_date ?? null,
      starts_time: settings.starts_time ?? null,
      timezone: settings.timezone ?? 'UTC',
      seating_type: settings.seating_type ?? 'venue',
    },
    sections: sections.map((row) => {
      const data = (row.data ?? {}) as Record<string, unknown>;
      return {
        id: row.id,
        name: row.name,
        color: typeof data.color === 'string' ? data.color : null,
        x: num(data.x, 0),
        y: num(data.y, 0),
        width: num(data.width, 0),
        height: num(data.height, 0),
        rotation: num(data.rotation, 0),
      };
    }),
    tables: printTables,
    seatsByTable,
    objects: objects.map(
      (row) =>
        ({
          type: 'Square',
          x: 0,
          y: 0,
          width: 0,
          height: 0,
          rotation: 0,
          points: [],
          text: null,
          fill: null,
          stroke: null,
          font_size: null,
          ...(row.data as object),
          id: row.id,
        }) as PrintObject,
    ),
    legends,
  };
}

function compareSections(names: Map<string, string>, a: PrintTable, b: PrintTable): number {
  const sa = a.section_id ? (names.get(a.section_id) ?? '') : '';
  const sb = b.section_id ? (names.get(b.section_id) ?? '') : '';
  return sa === sb ? 0 : compareTableNames(sa, sb);
}

/** The name a printout gives a table or row: 'Table 3 · Sponsors', or 'Orchestra · Row A' in a theatre. */
export function printedTableName(plan: PrintPlan, table: PrintTable): string {
  if (table.shape === 'row') {
    const section = plan.sections.find((s) => s.id === table.section_id);
    return section ? `${section.name} · Row ${table.name}` : `Row ${table.name}`;
  }
  return table.label ? `${table.name} · ${table.label}` : table.name;
}
