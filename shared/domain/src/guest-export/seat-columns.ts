// The guest list's seating columns in an export (spec section 2): section and
// row for a theatre, table and table name for a venue, then the seat; none
// when the event has seating off, like the columns on screen.

export type SeatingLayout = { enabled: false } | { enabled: true; type: 'venue' | 'theatre' };

/** A guest's seat as the read model holds it (rm_attendees' seat columns). */
export interface GuestSeat {
  section: string | null;
  row_no: string | null;
  table_no: string | null;
  table_label: string | null;
  seat_no: string | null;
}

const COLUMNS: Record<'venue' | 'theatre', [label: string, value: (seat: GuestSeat) => string | null][]> = {
  venue: [
    ['Table', (s) => s.table_no],
    ['Table Name', (s) => s.table_label],
    ['Seat', (s) => s.seat_no],
  ],
  theatre: [
    ['Section', (s) => s.section],
    ['Row', (s) => s.row_no],
    ['Seat', (s) => s.seat_no],
  ],
};

/** The event's seating layout from its settings (an event created before seating existed has it off). */
export function seatingLayoutOf(settings: { is_seating_enabled?: unknown; seating_type?: unknown }): SeatingLayout {
  if (settings.is_seating_enabled !== true) return { enabled: false };
  return { enabled: true, type: settings.seating_type === 'theatre' ? 'theatre' : 'venue' };
}

export function seatHeaders(layout: SeatingLayout): string[] {
  return layout.enabled ? COLUMNS[layout.type].map(([label]) => label) : [];
}

export function seatCells(layout: SeatingLayout, seat: GuestSeat): Record<string, string | null> {
  return layout.enabled ? Object.fromEntries(COLUMNS[layout.type].map(([label, value]) => [label, value(seat)])) : {};
}
