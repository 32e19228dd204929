import type { BatchState } from '../runner/projection.ts';
import type { JsonRow } from '@usher/read-models/json-row';
import type {
  RmSeatingCanvasObjectsTable,
  RmSeatingLegendsTable,
  RmSeatingPlansTable,
  RmSeatingSeatsTable,
  RmSeatingSectionsTable,
  RmSeatingTablesTable,
} from '@usher/read-models';
import { bufferIn, scopedKey, type RowBuffer } from '../runner/row-buffer.ts';

// The floor plan's read-model rows (migration 052) as the seating
// projection holds them during a batch: one row buffer per table, so a save
// of 5,000 seats is one COPY and a seating is two rows changed in memory.

type Json = Record<string, unknown>;

export type PlanRow = JsonRow<RmSeatingPlansTable>;
export type SectionRow = JsonRow<RmSeatingSectionsTable>;
export type TableRow = JsonRow<RmSeatingTablesTable>;
/** A seat, with the guest in it (the seat's side of AttendeeSeated), or null. */
export type SeatRow = JsonRow<RmSeatingSeatsTable>;
export type CanvasObjectRow = JsonRow<RmSeatingCanvasObjectsTable>;
export type LegendRow = JsonRow<RmSeatingLegendsTable>;

export const SEATING_TABLES = [
  'rm_seating_plans',
  'rm_seating_sections',
  'rm_seating_tables',
  'rm_seating_seats',
  'rm_seating_canvas_objects',
  'rm_seating_legends',
];

/**
 * A piece's key in the buffers below: its id within its event. Ids are the
 * editor's own, so another event may use one too (a migrated log may hold
 * such a pair): a piece is only ever found, changed or deleted within its event.
 */
export const pieceKey = (eventUuid: string, id: string): string => scopedKey(eventUuid, id);

/** The piece buffers hold rows keyed by pieceKey; the plans' by event uuid alone. */
export interface SeatingBuffers {
  plans: RowBuffer<PlanRow>;
  sections: RowBuffer<SectionRow>;
  tables: RowBuffer<TableRow>;
  seats: RowBuffer<SeatRow>;
  objects: RowBuffer<CanvasObjectRow>;
  legends: RowBuffer<LegendRow>;
}

export function seatingBuffers(batch: BatchState): SeatingBuffers {
  return {
    plans: bufferIn<PlanRow>(batch, 'rm_seating_plans', 'event_uuid'),
    sections: bufferIn<SectionRow>(batch, 'rm_seating_sections', 'id', 'event_uuid'),
    tables: bufferIn<TableRow>(batch, 'rm_seating_tables', 'id', 'event_uuid'),
    seats: bufferIn<SeatRow>(batch, 'rm_seating_seats', 'id', 'event_uuid'),
    objects: bufferIn<CanvasObjectRow>(batch, 'rm_seating_canvas_objects', 'id', 'event_uuid'),
    legends: bufferIn<LegendRow>(batch, 'rm_seating_legends', 'id', 'event_uuid'),
  };
}

export async function flushSeating(trx: Parameters<RowBuffer<Json>['flush']>[0], batch: BatchState): Promise<void> {
  const buffers = seatingBuffers(batch);
  for (const buffer of Object.values(buffers) as RowBuffer<Json>[]) await buffer.flush(trx);
}
