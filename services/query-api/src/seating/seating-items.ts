import type { z } from 'zod';
import { compareTableNames } from '@usher/domain/seating/natural-order';
import type { CanvasObjectItemSchema, SectionItemSchema, TableItemSchema } from '@usher/domain/contract/seating';

// The plan's read-model rows as the seating replies carry them
// (shared/domain/src/contract/seating.ts): the indexed columns and the rest
// of each piece's fields, kept in `data`, side by side again.

type Json = Record<string, unknown>;

export interface SectionRecord {
  id: string;
  name: string;
  data: unknown;
}
export interface TableRecord {
  id: string;
  section_id: string | null;
  name: string;
  label: string | null;
  data: unknown;
  seated: number;
}
export interface SeatRecord {
  id: string;
  table_id: string;
  name: string;
  position: number;
  seat_legend_id: string | null;
  disabled: boolean;
  disabled_message: string | null;
  attendee_id: string | null;
}
export interface CanvasObjectRecord {
  id: string;
  data: unknown;
}
export interface LegendRecord {
  id: string;
  name: string;
  color: string;
}

const fieldsOf = (data: unknown): Json => (data && typeof data === 'object' ? (data as Json) : {});

// The fields in `data` were written whole from the events' schemas (seating-events.ts): the reply's schema checks them again.
export const sectionItem = (row: SectionRecord) => ({ ...fieldsOf(row.data), id: row.id, name: row.name }) as z.infer<typeof SectionItemSchema>;
export const tableItem = (row: TableRecord) =>
  ({ ...fieldsOf(row.data), id: row.id, section_id: row.section_id, name: row.name, label: row.label, seated: Number(row.seated) }) as z.infer<
    typeof TableItemSchema
  >;
export const seatItem = (row: SeatRecord) => ({
  id: row.id,
  table_id: row.table_id,
  seat_legend_id: row.seat_legend_id,
  name: row.name,
  position: row.position,
  disabled: row.disabled,
  disabled_message: row.disabled_message,
  attendee_id: row.attendee_id,
});
export const canvasObjectItem = (row: CanvasObjectRecord) => ({ ...fieldsOf(row.data), id: row.id }) as z.infer<typeof CanvasObjectItemSchema>;
export const legendItem = (row: LegendRecord) => ({ id: row.id, name: row.name, color: row.color });

/** Tables in the spec's table order (section 4): by the first number in the name, then alphabetically, names without numbers last. */
export function inTableOrder<T extends { id: string; name: string }>(tables: T[]): T[] {
  return [...tables].sort((a, b) => compareTableNames(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * Seats by their table's place in the table order, then their position round
 * the table or along the row. `tables`: the event's tables, in any order.
 */
export function inSeatOrder<T extends { id: string; table_id: string; position: number }>(seats: T[], tables: readonly { id: string; name: string }[]): T[] {
  const rank = new Map(inTableOrder([...tables]).map((table, index) => [table.id, index]));
  const rankOf = (seat: T) => rank.get(seat.table_id) ?? Number.MAX_SAFE_INTEGER;
  return [...seats].sort((a, b) => rankOf(a) - rankOf(b) || a.position - b.position || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
