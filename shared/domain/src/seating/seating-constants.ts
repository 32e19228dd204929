// Spec section 3 'Seating': what a plan's pieces look like before the organiser changes them.

/** Round tables: diameter in inches to the seats that fit round it. null is 'Not Defined'. */
export const DIAMETER_SEAT_COUNTS: ReadonlyMap<number, number> = new Map([
  [36, 4],
  [42, 6],
  [54, 8],
  [60, 10],
  [72, 12],
  [84, 14],
]);

/** The diameter picker's options, 'Not Defined' first. */
export const DIAMETER_OPTIONS: readonly (number | null)[] = [null, 36, 42, 54, 60, 72, 84];

/** Seats of a round table of this diameter; a table of no defined diameter keeps the count it has. */
export function seatCountForDiameter(diameter: number | null, current: number): number {
  return diameter === null ? current : (DIAMETER_SEAT_COUNTS.get(diameter) ?? current);
}

export const DEFAULT_SEAT_COLOR = '#5D5D7B';

/** Legend colours (spec section 3: twenty): distinct from the default seat colour and from each other at seat size. */
export const LEGEND_COLORS = [
  '#2D4CD7',
  '#0EA5E9',
  '#14B8A6',
  '#10B981',
  '#84CC16',
  '#CA8A04',
  '#F59E0B',
  '#F97316',
  '#EF4444',
  '#E11D48',
  '#EC4899',
  '#D946EF',
  '#A855F7',
  '#7C3AED',
  '#6366F1',
  '#0F766E',
  '#9A3412',
  '#78716C',
  '#1F2937',
  '#B45309',
] as const;

/** Bounds a plan keeps to: a big arena, never a runaway request. */
export const SEATING_LIMITS = {
  seatsPerTable: 200,
  seatsPerPlan: 20_000,
  tablesPerPlan: 5_000,
  objectsPerPlan: 2_000,
  sectionsPerPlan: 200,
  legendsPerPlan: 50,
  nameLength: 100,
  /** Canvas coordinates (inches): about 800 m either way. */
  coordinate: 32_000,
  /**
   * The whole plan's pieces (their JSON): 20,000 named seats on 5,000 rows
   * with 2,000 shapes come to about 5,900,000. The parts' limits alone would
   * allow ten times that (every seat with a 1,000-character message, every
   * shape with 2,000 points).
   */
  planCharacters: 8_000_000,
  /**
   * What one save creates and changes (its JSON; deletions are ids, cheap to
   * apply, and not counted): about 10,000 seats with their rows. A save is one
   * event, applied in one transaction of the guest list's read model, which
   * holds back every reader of the log meanwhile: 4,000,000 characters of
   * shapes took it over a second.
   */
  saveCharacters: 2_000_000,
} as const;
