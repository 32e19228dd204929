/**
 * The guest list's seat columns follow each guest's own piece (issue 28): a
 * plan may hold tables and a theatre section, but the list shows one seating
 * type's columns. A theatre guest's place fills the table columns as
 * 'Section A' and 'Row C', a table guest's fills the theatre columns as
 * 'Table 4' and its name, so no one reads as Table '—', Seat '1'.
 */
export interface SeatPlace {
  section: string | null;
  row_no: string | null;
  table_no: string | null;
  table_label: string | null;
}

export type SeatPlaceColumn = 'section' | 'row_no' | 'table_no' | 'table_label';

const inTheatre = (guest: SeatPlace) => guest.section !== null && guest.table_no === null;

/** What a seat column shows for this guest, or null when empty. */
export function seatPlaceCell(column: SeatPlaceColumn, guest: SeatPlace): string | null {
  const theatre = inTheatre(guest);
  switch (column) {
    case 'section':
      return theatre ? guest.section : guest.table_no !== null ? `Table ${guest.table_no}` : guest.section;
    case 'row_no':
      return theatre ? guest.row_no : guest.table_no !== null ? guest.table_label : guest.row_no;
    case 'table_no':
      return theatre ? `Section ${guest.section}` : guest.table_no;
    case 'table_label':
      return theatre ? (guest.row_no !== null ? `Row ${guest.row_no}` : null) : guest.table_label;
  }
}
