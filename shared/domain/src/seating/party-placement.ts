// Where a party dropped on a table would sit (issue 19, "feedback before the
// drop on whether the party fits"). The floor-plan sidebar asks this on every
// dragover, so it is a pure function of the table's seats: the editor lights
// the answer's seats green ('fits') or red (no fit) before the organiser lets go.
//
// Parties stay together: a party fits only on adjacent free seats of one
// table. From the seat it is dropped on, clockwise (by position); when that run
// is broken, the next run long enough going on clockwise from there (so the
// party lands near where it was dropped; dropped on the table, that is the
// table's first free run); otherwise it does not fit.

export interface PlacementSeat {
  id: string;
  position: number;
  disabled: boolean;
  /** The guest in the seat, or null. */
  attendee_id: string | null;
}

export interface PartyPlacement {
  /** The seats the party would take, in the order its members are given them; when it does not fit, the seats it was tried on. */
  seatIds: string[];
  fits: boolean;
}

/**
 * @param shape round and rectangle tables are a closed ring (a run may pass seat 1); a theatre row is not.
 * @param party the party's guests: a seat one of them already holds counts as free, so a party can shift along its table.
 * @param fromSeatId the seat it was dropped on, or null when dropped on the table itself.
 */
export function placeParty(
  shape: 'round' | 'rectangle' | 'row',
  seats: readonly PlacementSeat[],
  party: readonly string[],
  fromSeatId: string | null,
): PartyPlacement {
  const ordered = [...seats].sort((a, b) => a.position - b.position);
  const size = party.length;
  const members = new Set(party);
  const ring = shape !== 'row';
  const isFree = (seat: PlacementSeat) => !seat.disabled && (seat.attendee_id === null || members.has(seat.attendee_id));
  const start = fromSeatId === null ? -1 : ordered.findIndex((seat) => seat.id === fromSeatId);

  /** The `size` seats from index `from` onward (wrapping on a ring), fewer when a row ends first. */
  const runFrom = (from: number): PlacementSeat[] => {
    const run: PlacementSeat[] = [];
    for (let step = 0; step < Math.min(size, ordered.length); step++) {
      const index = from + step;
      if (index >= ordered.length && !ring) break;
      run.push(ordered[index % ordered.length]!);
    }
    return run;
  };
  const fitsIn = (run: PlacementSeat[]) => size > 0 && run.length === size && run.every(isFree);

  if (size === 0 || ordered.length === 0) return { seatIds: [], fits: false };
  if (start >= 0) {
    const fromDrop = runFrom(start);
    if (fitsIn(fromDrop)) return { seatIds: fromDrop.map((seat) => seat.id), fits: true };
  }
  // The next run clockwise from where it was dropped (the table's first run when dropped on the table).
  for (let step = 0; step < ordered.length; step++) {
    const run = runFrom((Math.max(start, 0) + step) % ordered.length);
    if (fitsIn(run)) return { seatIds: run.map((seat) => seat.id), fits: true };
  }
  return { seatIds: runFrom(Math.max(start, 0)).map((seat) => seat.id), fits: false };
}
