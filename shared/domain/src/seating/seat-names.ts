import type { SeatingPlanState } from '../deciders/seating-plan-decider.ts';

export interface SeatNames {
  section: string | null;
  row_no: string | null;
  table_no: string | null;
  table_label: string | null;
  seat_no: string | null;
}

/**
 * Where a seat is, in the names guests see (the guest list's seat columns,
 * spec section 2): a theatre row fills section and row, a venue table its
 * number. Read from the plan's own stream, so a command answering a guest
 * names the seat they were given a moment ago.
 */
export function seatNamesOf(plan: Pick<SeatingPlanState, 'sections' | 'tables' | 'seats'>, seatId: string): SeatNames {
  const seat = plan.seats.get(seatId);
  const table = seat ? plan.tables.get(seat.table_id) : undefined;
  const section = table?.section_id ? plan.sections.get(table.section_id) : undefined;
  const isRow = table?.shape === 'row';
  return {
    section: section?.name ?? null,
    row_no: table && isRow ? table.name : null,
    table_no: table && !isRow ? table.name : null,
    table_label: table && !isRow ? table.label : null,
    seat_no: seat?.name ?? null,
  };
}
