import { describe, expect, it } from 'vitest';
import { placeParty, type PlacementSeat } from '../../src/seating/party-placement.ts';

/** A table of `count` seats s0…s(count-1); `taken` maps a position to its guest, `disabled` lists positions. */
function table(count: number, taken: Record<number, string> = {}, disabled: number[] = []): PlacementSeat[] {
  // Given out of order on purpose: placement goes by position, not by array order.
  return Array.from({ length: count }, (_, position) => ({
    id: `s${position}`,
    position,
    disabled: disabled.includes(position),
    attendee_id: taken[position] ?? null,
  })).reverse();
}

describe('placeParty', () => {
  it('seats a party clockwise from the seat it is dropped on', () => {
    expect(placeParty('round', table(8), ['a', 'b', 'c'], 's2')).toEqual({ seatIds: ['s2', 's3', 's4'], fits: true });
  });

  it('wraps past the first seat of a round table', () => {
    expect(placeParty('round', table(8), ['a', 'b', 'c'], 's6')).toEqual({ seatIds: ['s6', 's7', 's0'], fits: true });
  });

  it("does not wrap along a theatre row: it takes the row's first free run instead", () => {
    expect(placeParty('row', table(8, { 1: 'x' }), ['a', 'b', 'c'], 's6')).toEqual({ seatIds: ['s2', 's3', 's4'], fits: true });
  });

  it("takes the table's first free run when the run from the dropped seat is broken", () => {
    expect(placeParty('round', table(8, { 3: 'x' }), ['a', 'b', 'c'], 's2')).toEqual({ seatIds: ['s4', 's5', 's6'], fits: true });
  });

  it('dropped on the table itself: the first free run', () => {
    expect(placeParty('rectangle', table(6, { 0: 'x', 1: 'y' }, [2]), ['a', 'b'], null)).toEqual({ seatIds: ['s3', 's4'], fits: true });
  });

  it('never splits a party: enough free seats but no run long enough does not fit', () => {
    const placement = placeParty('round', table(6, { 1: 'x', 3: 'y', 5: 'z' }), ['a', 'b'], 's0');
    expect(placement.fits).toBe(false);
    expect(placement.seatIds).toEqual(['s0', 's1']);
  });

  it('a disabled seat breaks a run', () => {
    expect(placeParty('round', table(4, {}, [1, 3]), ['a', 'b'], 's0').fits).toBe(false);
  });

  it('a party larger than the table does not fit', () => {
    const placement = placeParty('round', table(4), ['a', 'b', 'c', 'd', 'e'], 's1');
    expect(placement).toEqual({ seatIds: ['s1', 's2', 's3', 's0'], fits: false });
  });

  it('seats the party already holds count as free, so it can shift along its table', () => {
    expect(placeParty('round', table(4, { 1: 'b', 3: 'x' }), ['a', 'b'], 's0')).toEqual({ seatIds: ['s0', 's1'], fits: true });
  });

  it('an empty party or a table without seats places nobody', () => {
    expect(placeParty('round', table(4), [], 's0')).toEqual({ seatIds: [], fits: false });
    expect(placeParty('round', [], ['a'], null)).toEqual({ seatIds: [], fits: false });
  });
});
