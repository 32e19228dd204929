import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compareTableNames, firstNumberIn, naturalKey, seatSortKey, tableSortKey } from '../../src/seating/natural-order.ts';

// Names people give tables and seats: words, numbers and spaces.
const name = fc.stringMatching(/^[A-Za-z0-9 ]{0,12}$/);
const byteOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

describe("the spec's orders (property)", () => {
  it('tables: by the first number in the name, names without a number last', () => {
    fc.assert(
      fc.property(fc.array(name, { maxLength: 30 }), (names) => {
        const sorted = [...names].sort(compareTableNames);
        const numbers = sorted.map(firstNumberIn);
        const firstWithout = numbers.indexOf(null);
        if (firstWithout >= 0) expect(numbers.slice(firstWithout).every((n) => n === null)).toBe(true);
        const withNumbers = numbers.slice(0, firstWithout < 0 ? undefined : firstWithout) as number[];
        expect(withNumbers).toEqual([...withNumbers].sort((a, b) => a - b));
      }),
    );
  });

  it('the table key an index sorts by agrees with the comparison wherever the comparison decides by number', () => {
    fc.assert(
      fc.property(name, name, (a, b) => {
        const na = firstNumberIn(a);
        const nb = firstNumberIn(b);
        if (na !== nb) expect(Math.sign(byteOrder(tableSortKey(a), tableSortKey(b)))).toBe(Math.sign(compareTableNames(a, b)));
      }),
    );
  });

  it('seats: numbers before text, numbers by value, case-insensitive', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000 }), fc.nat({ max: 1_000_000 }), fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,8}$/), (a, b, word) => {
        expect(Math.sign(byteOrder(naturalKey(String(a)), naturalKey(String(b))))).toBe(Math.sign(a - b));
        expect(byteOrder(naturalKey(String(a)), naturalKey(word))).toBe(-1);
        expect(naturalKey(word.toUpperCase())).toBe(naturalKey(word.toLowerCase()));
      }),
    );
  });

  it('a seated guest sorts by section, then table, then seat', () => {
    fc.assert(
      fc.property(fc.tuple(name, name, name), fc.tuple(name, name, name), (a, b) => {
        const key = (t: [string, string, string]) => seatSortKey(t[0], t[1], t[2]);
        const bySection = byteOrder(naturalKey(a[0]), naturalKey(b[0]));
        if (bySection !== 0) expect(Math.sign(byteOrder(key(a), key(b)))).toBe(bySection);
        else {
          const byTable = byteOrder(naturalKey(a[1]), naturalKey(b[1]));
          if (byTable !== 0) expect(Math.sign(byteOrder(key(a), key(b)))).toBe(byTable);
          else expect(Math.sign(byteOrder(key(a), key(b)))).toBe(byteOrder(naturalKey(a[2]), naturalKey(b[2])));
        }
      }),
    );
  });
});
