import { describe, expect, it } from 'vitest';
import { tablesNamed } from '../../src/seating/table-ranges.ts';

const tables = [
  { id: 't1', name: '1', label: null },
  { id: 't2', name: 'Table 2', label: 'Sponsors' },
  { id: 't3', name: '3', label: null },
  { id: 't10', name: '10', label: null },
  { id: 'head', name: 'Head table', label: null },
];

describe('tablesNamed', () => {
  it("reads a range by the first number in each table's name", () => {
    expect(tablesNamed('1-3', tables)).toEqual({ ids: ['t1', 't2', 't3'], unknown: [] });
    expect(tablesNamed('3–1', tables).ids).toEqual(['t1', 't2', 't3']);
  });

  it('reads numbers, names and labels, comma-separated, case-insensitive, without repeats', () => {
    expect(tablesNamed('10, head TABLE, sponsors, 2', tables)).toEqual({ ids: ['t10', 'head', 't2'], unknown: [] });
  });

  it('says which parts named no table', () => {
    expect(tablesNamed('1, 40-50, Balcony', tables)).toEqual({ ids: ['t1'], unknown: ['40-50', 'Balcony'] });
  });

  it('an empty text names nothing', () => {
    expect(tablesNamed(' , ', tables)).toEqual({ ids: [], unknown: [] });
  });
});
