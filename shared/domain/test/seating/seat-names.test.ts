import { describe, expect, it } from 'vitest';
import type { Seat, Section, Table } from '../../src/deciders/seating-plan-decider.ts';
import { seatNamesOf } from '../../src/seating/seat-names.ts';

const piece = { x: 0, y: 0, width: 10, height: 10, rotation: 0 };
const table = (id: string, fields: Partial<Table>): Table =>
  ({
    id,
    section_id: null,
    name: '',
    label: null,
    shape: 'round',
    diameter: null,
    seat_count: 1,
    numbering: 'clockwise',
    aisle_after: [],
    curve: 0,
    ...piece,
    ...fields,
  }) as Table;
const seat = (id: string, tableId: string, name: string): Seat => ({
  id,
  table_id: tableId,
  seat_legend_id: null,
  name,
  position: 0,
  disabled: false,
  disabled_message: null,
});
const balcony = { id: 'balcony', name: 'Balcony', color: null, ...piece } as Section;

const plan = {
  sections: new Map([[balcony.id, balcony]]),
  tables: new Map([
    ['t4', table('t4', { name: '4', label: 'Sponsors' })],
    ['rowC', table('rowC', { name: 'C', shape: 'row', section_id: 'balcony' })],
  ]),
  seats: new Map([
    ['s2', seat('s2', 't4', '2')],
    ['s9', seat('s9', 'rowC', '9')],
  ]),
};

describe('seatNamesOf', () => {
  it('names a venue table by its number and label, and a theatre row by its section and row', () => {
    expect(seatNamesOf(plan, 's2')).toEqual({ section: null, row_no: null, table_no: '4', table_label: 'Sponsors', seat_no: '2' });
    expect(seatNamesOf(plan, 's9')).toEqual({ section: 'Balcony', row_no: 'C', table_no: null, table_label: null, seat_no: '9' });
  });

  it('names nothing for a seat the plan no longer has', () => {
    expect(seatNamesOf(plan, 'gone')).toEqual({ section: null, row_no: null, table_no: null, table_label: null, seat_no: null });
  });
});
