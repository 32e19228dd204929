import { describe, expect, it } from 'vitest';
import { nearestFreeSpot, type PlanBox } from '../../src/seating/free-placement.ts';

// Issue 28: new tables landed on top of others without warning.
const table = (x: number, y: number, r = 50): PlanBox => ({ minX: x - r, minY: y - r, maxX: x + r, maxY: y + r });
const half = { hx: 50, hy: 50 };
const view: PlanBox = { minX: -500, minY: -500, maxX: 500, maxY: 500 };
const overlapsAny = (at: { x: number; y: number }, boxes: PlanBox[]) =>
  boxes.some((b) => at.x - 50 < b.maxX && b.minX < at.x + 50 && at.y - 50 < b.maxY && b.minY < at.y + 50);

describe('a new piece of the floor plan goes to free space', () => {
  it('stays where it was put when nothing is there', () => {
    expect(nearestFreeSpot({ x: 0, y: 0 }, half, [table(300, 300)], view)).toEqual({ x: 0, y: 0 });
  });

  it('moves to the nearest free space when put on another table, clear of it by the gap', () => {
    const taken = [table(0, 0)];
    const spot = nearestFreeSpot({ x: 0, y: 0 }, half, taken, view, { gap: 12, step: 12 });
    expect(overlapsAny(spot, taken)).toBe(false);
    // Nearest: straight beside it, a table's width and the gap away (on the grid).
    expect(Math.hypot(spot.x, spot.y)).toBe(120);
  });

  it('finds room among several tables, and stays in the view', () => {
    const taken = [table(0, 0), table(120, 0), table(-120, 0), table(0, 120), table(0, -120)];
    const spot = nearestFreeSpot({ x: 0, y: 0 }, half, taken, view);
    expect(overlapsAny(spot, taken)).toBe(false);
    expect(spot.x - 50 >= view.minX && spot.x + 50 <= view.maxX && spot.y - 50 >= view.minY && spot.y + 50 <= view.maxY).toBe(true);
  });

  it('goes outside the view only when the view is full', () => {
    const small: PlanBox = { minX: -60, minY: -60, maxX: 60, maxY: 60 };
    const spot = nearestFreeSpot({ x: 0, y: 0 }, half, [table(0, 0)], small);
    expect(overlapsAny(spot, [table(0, 0)])).toBe(false);
  });
});
