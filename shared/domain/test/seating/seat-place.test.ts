import { describe, expect, it } from 'vitest';
import { NO_PLACE, seatPlaceIn } from '../../src/seating/seat-place.ts';
import type { SeatingPlanState } from '../../src/deciders/seating-plan-decider.ts';

// A command's reply on a seated guest names their place as the guest list does (issue 28).
const table = (id: string, fields: Record<string, unknown>) => [id, { id, section_id: null, name: '', label: null, shape: 'round', ...fields }] as const;
const plan = {
  sections: new Map([['sec', { id: 'sec', name: 'Balcony' }]]),
  tables: new Map([table('t12', { name: '12', label: 'Sponsors' }), table('rowC', { name: 'C', shape: 'row', section_id: 'sec' })]),
  seats: new Map([
    ['s1', { id: 's1', table_id: 't12', name: '4' }],
    ['s2', { id: 's2', table_id: 'rowC', name: '7' }],
  ]),
} as unknown as Pick<SeatingPlanState, 'sections' | 'tables' | 'seats'>;

describe("a seat's place, from the plan's stream", () => {
  it('a venue table gives its number and name', () => {
    expect(seatPlaceIn(plan, 's1')).toEqual({ table_id: 't12', section: null, row_no: null, table_no: '12', table_label: 'Sponsors', seat_no: '4' });
  });

  it('a theatre row gives its section and row', () => {
    expect(seatPlaceIn(plan, 's2')).toEqual({ table_id: 'rowC', section: 'Balcony', row_no: 'C', table_no: null, table_label: null, seat_no: '7' });
  });

  it('no seat, or one the plan no longer has, names nothing', () => {
    expect(seatPlaceIn(plan, null)).toEqual(NO_PLACE);
    expect(seatPlaceIn(plan, 'gone')).toEqual(NO_PLACE);
  });
});
