import type { SeatingPlanState } from '../deciders/seating-plan-decider.ts';

/** Where a seat is, in the guest's columns (spec section 2): a theatre row fills section and row, a venue table its number and name. */
export interface SeatPlace {
  table_id: string | null;
  section: string | null;
  row_no: string | null;
  table_no: string | null;
  table_label: string | null;
  seat_no: string | null;
}

export const NO_PLACE: SeatPlace = { table_id: null, section: null, row_no: null, table_no: null, table_label: null, seat_no: null };

/**
 * A seat's place read from the plan's stream, the same columns the guest
 * list's projection writes (seat-columns.ts), so a command's reply on a seated
 * guest says what the read says. A seat the plan no longer has names nothing.
 */
export function seatPlaceIn(plan: Pick<SeatingPlanState, 'sections' | 'tables' | 'seats'>, seatId: string | null | undefined): SeatPlace {
  if (!seatId) return NO_PLACE;
  const seat = plan.seats.get(seatId);
  const table = seat ? plan.tables.get(seat.table_id) : undefined;
  if (!seat || !table) return { ...NO_PLACE, table_id: seat?.table_id ?? null, seat_no: seat?.name ?? null };
  const section = table.section_id ? plan.sections.get(table.section_id) : undefined;
  const isRow = table.shape === 'row';
  return {
    table_id: table.id,
    section: section?.name ?? null,
    row_no: isRow ? table.name : null,
    table_no: isRow ? null : table.name,
    table_label: isRow ? null : table.label,
    seat_no: seat.name,
  };
}
