import type { Numbering } from './seat-numbering.ts';

// Where a table's seats are drawn, as a pure function of the table: the editor,
// the door's view, the PDF and the host portal all place seats the same way,
// and seats store only their position index.

export interface TableGeometry {
  shape: 'round' | 'rectangle' | 'row';
  seat_count: number;
  width: number;
  height: number;
  aisle_after: readonly number[];
  curve: number;
  numbering: Numbering;
}

export interface Point {
  x: number;
  y: number;
}

/** Seat diameter and the gap between a seat and its table, in canvas units (inches). */
export const SEAT_SIZE = 18;
export const SEAT_GAP = 4;
/** Rows: distance between seat centres, and the width an aisle gap adds. */
export const ROW_PITCH = 22;
export const AISLE_WIDTH = 36;

/** A round table's radius for its seats: the drawn width, or enough for the seats to sit side by side. */
export function roundTableRadius(table: Pick<TableGeometry, 'width' | 'seat_count'>): number {
  const fitting = (table.seat_count * (SEAT_SIZE + SEAT_GAP)) / (2 * Math.PI) - SEAT_SIZE / 2 - SEAT_GAP;
  return Math.max(table.width / 2, fitting, SEAT_SIZE);
}

/** The length of a row with its aisle gaps. */
export function rowLength(table: Pick<TableGeometry, 'seat_count' | 'aisle_after'>): number {
  const gaps = table.aisle_after.filter((after) => after < table.seat_count).length;
  return Math.max(0, table.seat_count - 1) * ROW_PITCH + gaps * AISLE_WIDTH;
}

/**
 * The centre of each seat relative to the table's centre, before the table's
 * rotation, by position. Round: clockwise from the top. Rectangle: along the
 * two long sides, then the ends. Row: left to right along a line, bowed by `curve`.
 */
export function seatOffsets(table: TableGeometry): Point[] {
  const count = table.seat_count;
  if (count <= 0) return [];
  if (table.shape === 'round') {
    const radius = roundTableRadius(table) + SEAT_GAP + SEAT_SIZE / 2;
    return Array.from({ length: count }, (_, index) => {
      const angle = -Math.PI / 2 + (2 * Math.PI * index) / count;
      return { x: radius * Math.cos(angle), y: radius * Math.sin(angle) };
    });
  }
  if (table.shape === 'row') {
    const length = rowLength(table);
    const points: Point[] = [];
    let x = -length / 2;
    for (let index = 0; index < count; index++) {
      const t = length === 0 ? 0 : (x + length / 2) / length;
      // A parabola through both ends: the middle seat is `curve` units forward.
      points.push({ x, y: table.curve * 4 * t * (1 - t) });
      x += ROW_PITCH + (table.aisle_after.includes(index + 1) ? AISLE_WIDTH : 0);
    }
    return points;
  }
  return rectangleOffsets(table.width, table.height, count);
}

/** Seats round a rectangle: split between the two long sides first, one at each end when the count is odd. */
function rectangleOffsets(width: number, height: number, count: number): Point[] {
  const out = SEAT_GAP + SEAT_SIZE / 2;
  const ends = count % 2 === 1 ? 1 : count > 8 ? 2 : 0;
  const sides = count - ends;
  const top = Math.ceil(sides / 2);
  const bottom = sides - top;
  const along = (n: number, index: number) => -width / 2 + (width * (index + 0.5)) / n;
  const points: Point[] = [];
  for (let i = 0; i < top; i++) points.push({ x: along(top, i), y: -height / 2 - out });
  if (ends >= 1) points.push({ x: width / 2 + out, y: 0 });
  for (let i = bottom - 1; i >= 0; i--) points.push({ x: along(bottom, i), y: height / 2 + out });
  if (ends === 2) points.push({ x: -width / 2 - out, y: 0 });
  return points;
}

/** A point of the table's frame rotated by the table's rotation (degrees) and moved to its centre. */
export function placeOnCanvas(offset: Point, table: { x: number; y: number; rotation: number }): Point {
  const radians = (table.rotation * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  return { x: table.x + offset.x * cos - offset.y * sin, y: table.y + offset.x * sin + offset.y * cos };
}
