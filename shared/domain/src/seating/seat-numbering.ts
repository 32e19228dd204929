import type { z } from 'zod';
import type { SeatNumbering } from '@usher/events';

export type Numbering = z.infer<typeof SeatNumbering>;

/**
 * The names of a table's or row's seats, by position (0-based).
 * - clockwise and left_to_right: 1, 2, 3, ...
 * - right_to_left: n, ..., 2, 1 (seat 1 at the right end, as many theatres number).
 * - odd_even: odd numbers from the centre leftwards, even ones from the centre
 *   rightwards (the European theatre scheme): for six seats 5 3 1 2 4 6.
 */
export function seatNames(count: number, numbering: Numbering): string[] {
  const positions = Array.from({ length: count }, (_, index) => index);
  switch (numbering) {
    case 'clockwise':
    case 'left_to_right':
      return positions.map((index) => String(index + 1));
    case 'right_to_left':
      return positions.map((index) => String(count - index));
    case 'odd_even': {
      const left = Math.ceil(count / 2);
      return positions.map((index) => (index < left ? String(2 * (left - index) - 1) : String(2 * (index - left + 1))));
    }
  }
}
