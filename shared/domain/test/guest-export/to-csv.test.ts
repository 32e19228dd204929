import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { toCsv } from '../../src/guest-export/to-csv.ts';
import { csvCellText, startsFormula } from '../../src/guest-export/csv-cells.ts';
import { parseCsv } from '../../src/guest-import/parse-csv.ts';
import { isEmptyValue } from '../../src/validation/rules.ts';

const BOM = '\uFEFF';

describe('toCsv', () => {
  it('writes a BOM, a header of the first row’s keys and CRLF lines', () => {
    const csv = toCsv([
      { first_name: 'Zoë', last_name: 'Müller', tags: ['VIP', 'Press'], checked_in: true },
      { first_name: 'Ada', last_name: null, tags: [], checked_in: false },
    ]);
    expect(csv).toBe(`${BOM}first_name,last_name,tags,checked_in\r\nZoë,Müller,"VIP; Press",Yes\r\nAda,-,-,No\r\n`);
  });

  it('reads later rows by the first row’s keys: missing keys are empty, extra keys are left out', () => {
    const csv = toCsv([
      { a: 1, b: 2 },
      { b: 3, c: 4 },
    ]);
    expect(csv).toBe(`${BOM}a,b\r\n1,2\r\n-,3\r\n`);
  });

  it('turns commas into semicolons and quotes quotes and line breaks', () => {
    const csv = toCsv([{ name: 'Smith, John', note: 'said "hi"\nthen left' }]);
    expect(csv).toBe(`${BOM}name,note\r\n"Smith; John","said ""hi""\nthen left"\r\n`);
  });

  it('guards formulas in values and in the header', () => {
    const csv = toCsv([{ '=cmd': '=HYPERLINK("http://evil.example")', amount: -12.5 }]);
    expect(csv).toBe(`${BOM}'=cmd,amount\r\n"'=HYPERLINK(""http://evil.example"")",-12.5\r\n`);
  });

  it('gives a file with only the BOM when there is nothing to export', () => {
    expect(toCsv([])).toBe(BOM);
    expect(toCsv([{}])).toBe(BOM);
  });

  it('does not read keys from the prototype', () => {
    expect(toCsv([{ toString: 'x' }, {}])).toBe(`${BOM}toString\r\nx\r\n-\r\n`);
  });
});

// Characters that matter to CSV, to formulas and to the delimiter guess, mixed with ordinary ones.
const trickyText = fc.string({
  unit: fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', ' ', ',', ';', '"', "'", 'a', 'Z', 'é', '1', '.', 'e', '😀'),
  maxLength: 12,
});
const cellValue = fc.oneof(
  trickyText,
  fc.string(),
  fc.constantFrom(null, undefined, ''),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.array(trickyText, { maxLength: 3 }),
  fc.date(),
);

function table<T>(values: fc.Arbitrary<T>, keys: fc.Arbitrary<string> = trickyText) {
  return fc
    .uniqueArray(keys, { minLength: 1, maxLength: 5 })
    .chain((names) =>
      fc
        .array(fc.tuple(...names.map(() => values)), { minLength: 1, maxLength: 6 })
        .map((rows) => rows.map((row) => Object.fromEntries(names.map((name, index) => [name, row[index]])))),
    );
}

/** A cell a spreadsheet would run: starts with a formula character, unguarded. */
function isUnguardedFormula(cell: string): boolean {
  return startsFormula(cell) && !cell.startsWith("'");
}

describe('toCsv properties', () => {
  it('never leaves a cell that starts a formula unquoted', () => {
    fc.assert(
      fc.property(table(cellValue), (rows) => {
        const sheet = parseCsv(toCsv(rows));
        for (const cell of [...sheet.headers, ...sheet.rows.flat()]) expect(isUnguardedFormula(cell)).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });

  it('round-trips through parseCsv: non-empty values come back with commas as semicolons', () => {
    const text = fc.oneof(trickyText, fc.string(), fc.constantFrom(null, undefined, ''));
    fc.assert(
      fc.property(table(text), (rows) => {
        const sheet = parseCsv(toCsv(rows));
        const keys = Object.keys(rows[0]!);
        expect(sheet.headers).toEqual(keys.map((key) => csvCellText(key).trim()));
        expect(sheet.rows).toHaveLength(rows.length);
        rows.forEach((row, r) => {
          keys.forEach((key, c) => {
            const value = row[key];
            const cell = sheet.rows[r]![c]!;
            if (isEmptyValue(value)) {
              expect(cell).toBe('-');
              return;
            }
            const expected = String(value).replaceAll(',', ';');
            // The guard's quote is the only thing added, and only where a formula would start.
            expect(startsFormula(expected) ? `'${expected}` : expected).toBe(cell);
          });
        });
      }),
      { numRuns: 1000 },
    );
  });

  it('always starts with the BOM and ends every line with CRLF', () => {
    fc.assert(
      fc.property(table(fc.constantFrom('a', 'b', 1, true, null), fc.constantFrom('x', 'y', 'z')), (rows) => {
        const csv = toCsv(rows);
        expect(csv.startsWith(BOM)).toBe(true);
        expect(csv.endsWith('\r\n')).toBe(true);
        expect(csv.slice(1).split('\r\n')).toHaveLength(rows.length + 2);
      }),
    );
  });
});
