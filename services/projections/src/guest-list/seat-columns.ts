import { seatSortKey } from '@usher/domain/seating/natural-order';
import type { GuestRow } from '@usher/read-models/guest-row';
import type { RowBuffer } from '../runner/row-buffer.ts';
import { pieceKey } from '../seating/seating-rows.ts';
import type { SeatPieceRow } from './seat-pieces.ts';

/** The guest-row columns that say where a guest sits. */
export type SeatColumns = Pick<
  GuestRow,
  'seat_id' | 'table_id' | 'section_id' | 'section' | 'row_no' | 'table_no' | 'table_label' | 'seat_no' | 'seat_sort_key'
>;

export const NO_SEAT: SeatColumns = {
  seat_id: null,
  table_id: null,
  section_id: null,
  section: null,
  row_no: null,
  table_no: null,
  table_label: null,
  seat_no: null,
  seat_sort_key: null,
};

/**
 * A seat's columns as the guest list shows them (spec section 2): a theatre
 * row fills section and row, a venue table its number and name. `tableId`
 * stands in when the seat is unknown (an event naming a seat the plan never
 * had), so the guest still counts as seated where the event says. Pieces are
 * looked up within the guest's event only.
 */
export function seatColumnsFor(pieces: RowBuffer<SeatPieceRow>, eventUuid: string, seatId: string, tableId: string | null = null): SeatColumns {
  const seat = pieces.get(pieceKey(eventUuid, seatId));
  const tableOf = seat?.parent_id ?? tableId;
  const table = tableOf ? pieces.get(pieceKey(eventUuid, tableOf)) : undefined;
  const section = table?.parent_id ? pieces.get(pieceKey(eventUuid, table.parent_id)) : undefined;
  const isRow = table?.shape === 'row';
  const sectionName = section?.name ?? null;
  return {
    seat_id: seatId,
    table_id: table?.id ?? seat?.parent_id ?? tableId,
    section_id: table?.parent_id ?? null,
    section: sectionName,
    row_no: table && isRow ? table.name : null,
    table_no: table && !isRow ? table.name : null,
    table_label: table && !isRow ? table.label : null,
    seat_no: seat?.name ?? null,
    seat_sort_key: seat && table ? seatSortKey(sectionName, table.name, seat.name) : null,
  };
}
