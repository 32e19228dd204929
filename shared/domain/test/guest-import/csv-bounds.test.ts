import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Papa from 'papaparse';
import { checkCsvBounds } from '../../src/guest-import/csv-bounds.ts';
import { ImportFileError } from '../../src/guest-import/import-file-error.ts';

function refusal(run: () => unknown): ImportFileError {
  try {
    run();
  } catch (error) {
    if (error instanceof ImportFileError) return error;
    throw error;
  }
  throw new Error('expected an ImportFileError');
}

// Cells with everything that makes CSV hard: delimiters, quotes, line breaks of each kind, blanks.
const cellText = fc.stringMatching(/^[a ,;"\r\n\t]{0,6}$/);

describe('checkCsvBounds', () => {
  it('counts the records and cells papaparse reads from any well-formed CSV', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(cellText, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 8 }),
        fc.constantFrom(',', ';', '\t'),
        fc.constantFrom('\n', '\r\n'),
        (rows, delimiter, newline) => {
          const text = Papa.unparse(rows, { delimiter, newline, quotes: false });
          const parsed = Papa.parse<string[]>(text, { delimiter, newline, skipEmptyLines: false }).data;
          const counts = checkCsvBounds(text, delimiter);
          expect(counts.records).toBe(parsed.length);
          expect(counts.cells).toBe(parsed.reduce((sum, row) => sum + row.length, 0));
        },
      ),
    );
  });

  it('counts a blank record, and one of empty or spaced cells, as a record but not as a filled row', () => {
    expect(checkCsvBounds('name,email\n\n , \n"",""\nAda,a@example.com\n', ',')).toEqual({ records: 6, filledRows: 2, cells: 10 });
  });

  it('refuses past each limit, naming it', () => {
    expect(refusal(() => checkCsvBounds('a\n'.repeat(200_001), ',')).message).toBe('The file may not have more than 200,000 rows.');
    expect(refusal(() => checkCsvBounds('\n'.repeat(1_048_576), ',')).message).toBe('The file may not have more than 1,048,576 lines, blank ones included.');
    expect(refusal(() => checkCsvBounds(';'.repeat(16_384), ';')).message).toBe('The file may not have more than 16,384 columns.');
    expect(refusal(() => checkCsvBounds(`${'a\t'.repeat(99)}a\n`.repeat(50_001), '\t')).message).toBe('The file may not have more than 5,000,000 cells.');
    expect(refusal(() => checkCsvBounds('a\n'.repeat(200_001), ',')).code).toBe('file_too_large');
  });

  it('allows what is within the limits: 200,000 rows, 16,384 columns', () => {
    expect(checkCsvBounds('a\n'.repeat(199_999) + 'a', ',').filledRows).toBe(200_000);
    expect(checkCsvBounds(','.repeat(16_383), ',').cells).toBe(16_384);
  });
});
