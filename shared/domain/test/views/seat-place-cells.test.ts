import { describe, expect, it } from 'vitest';
import { seatPlaceCell } from '../../src/views/seat-place-cells.ts';

const theatreGuest = { section: 'A', row_no: 'C', table_no: null, table_label: null };
const tableGuest = { section: null, row_no: 'Friends', table_no: '4', table_label: 'Friends' };
const unseated = { section: null, row_no: null, table_no: null, table_label: null };

describe("the guest list's seat columns follow each guest's own piece", () => {
  it("show a theatre guest's section and row in the table columns", () => {
    expect(seatPlaceCell('table_no', theatreGuest)).toBe('Section A');
    expect(seatPlaceCell('table_label', theatreGuest)).toBe('Row C');
    expect(seatPlaceCell('section', theatreGuest)).toBe('A');
    expect(seatPlaceCell('row_no', theatreGuest)).toBe('C');
  });

  it("show a table guest's table in the theatre columns", () => {
    expect(seatPlaceCell('section', tableGuest)).toBe('Table 4');
    expect(seatPlaceCell('row_no', tableGuest)).toBe('Friends');
    expect(seatPlaceCell('table_no', tableGuest)).toBe('4');
    expect(seatPlaceCell('table_label', tableGuest)).toBe('Friends');
  });

  it('leave an unseated guest empty', () => {
    for (const column of ['section', 'row_no', 'table_no', 'table_label'] as const) expect(seatPlaceCell(column, unseated)).toBeNull();
  });
});
