import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { seatNames } from '../../src/seating/seat-numbering.ts';
import { placeOnCanvas, ROW_PITCH, SEAT_SIZE, seatOffsets, type TableGeometry } from '../../src/seating/seat-geometry.ts';
import { DIAMETER_SEAT_COUNTS, seatCountForDiameter } from '../../src/seating/seating-constants.ts';

const numbering = fc.constantFrom('clockwise', 'left_to_right', 'right_to_left', 'odd_even') as fc.Arbitrary<TableGeometry['numbering']>;
const distance = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

describe('seat numbering (property)', () => {
  it('names every seat of a table once, 1 to n, whatever the scheme', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), numbering, (count, scheme) => {
        const names = seatNames(count, scheme);
        expect(names).toHaveLength(count);
        expect([...names].map(Number).sort((a, b) => a - b)).toEqual(Array.from({ length: count }, (_, i) => i + 1));
      }),
    );
  });

  it('odd_even puts odd numbers left of the centre and even ones right, 1 and 2 side by side', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 200 }), (count) => {
        const names = seatNames(count, 'odd_even').map(Number);
        const one = names.indexOf(1);
        expect(names[one + 1]).toBe(2);
        names.forEach((name, position) => expect(name % 2 === 1).toBe(position <= one));
      }),
    );
  });
});

describe('seat geometry (property)', () => {
  it('round tables: seats on one circle round the centre, clockwise from the top, none overlapping', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 0, max: 240 }), (count, width) => {
        const seats = seatOffsets({ shape: 'round', seat_count: count, width, height: width, aisle_after: [], curve: 0, numbering: 'clockwise' });
        const radius = distance(seats[0]!, { x: 0, y: 0 });
        for (const seat of seats) expect(distance(seat, { x: 0, y: 0 })).toBeCloseTo(radius, 6);
        expect(seats[0]!.y).toBeLessThan(0);
        if (count > 1) {
          expect(seats[1]!.x).toBeGreaterThan(seats[0]!.x - 1e-9);
          expect(distance(seats[0]!, seats[1]!)).toBeGreaterThanOrEqual(SEAT_SIZE);
        }
      }),
    );
  });

  it('rows: seats left to right, a pitch apart, an aisle wider, bowed by the curve only', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 120 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 119 }), { maxLength: 5 }),
        fc.integer({ min: -60, max: 60 }),
        (count, aisles, curve) => {
          const seats = seatOffsets({ shape: 'row', seat_count: count, width: 0, height: 0, aisle_after: aisles, curve, numbering: 'left_to_right' });
          expect(seats).toHaveLength(count);
          for (let i = 1; i < count; i++) expect(seats[i]!.x - seats[i - 1]!.x).toBeGreaterThanOrEqual(ROW_PITCH - 1e-9);
          if (curve === 0) for (const seat of seats) expect(seat.y).toBe(0);
        },
      ),
    );
  });

  it('rectangles wide enough for their seats: every seat outside the table, none overlapping', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), (count) => {
        const width = Math.max(48, Math.ceil(count / 2) * 24);
        const seats = seatOffsets({ shape: 'rectangle', seat_count: count, width, height: 36, aisle_after: [], curve: 0, numbering: 'clockwise' });
        expect(seats).toHaveLength(count);
        for (const seat of seats) expect(Math.abs(seat.x) > width / 2 || Math.abs(seat.y) > 18).toBe(true);
        for (let i = 0; i < count; i++) for (let j = i + 1; j < count; j++) expect(distance(seats[i]!, seats[j]!)).toBeGreaterThanOrEqual(SEAT_SIZE);
      }),
    );
  });

  it('turning a table keeps each seat as far from its centre', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1000, max: 1000, noNaN: true }),
        fc.double({ min: -1000, max: 1000, noNaN: true }),
        fc.double({ min: -720, max: 720, noNaN: true }),
        (x, y, rotation) => {
          const placed = placeOnCanvas({ x: 30, y: -40 }, { x, y, rotation });
          expect(distance(placed, { x, y })).toBeCloseTo(50, 6);
        },
      ),
    );
  });

  it("diameters set the spec's seat counts; Not Defined keeps the count", () => {
    expect([...DIAMETER_SEAT_COUNTS]).toEqual([
      [36, 4],
      [42, 6],
      [54, 8],
      [60, 10],
      [72, 12],
      [84, 14],
    ]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), (current) => {
        expect(seatCountForDiameter(null, current)).toBe(current);
      }),
    );
  });
});
