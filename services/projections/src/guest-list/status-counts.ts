/**
 * The stat-bar counters one guest contributes, by their statuses. The
 * complements (not checked in, not forfeited, no account, unseated) are
 * total minus these, so they are computed when read, never stored.
 */
export interface StatusCounts {
  total: number;
  rsvp_pending: number;
  rsvp_yes: number;
  rsvp_no: number;
  approval_pending: number;
  approval_yes: number;
  approval_no: number;
  checked_in: number;
  invited: number;
  rsvped: number;
  forfeited: number;
  accounts: number;
  seated: number;
}

export const COUNTER_COLUMNS: (keyof StatusCounts)[] = [
  'total',
  'rsvp_pending',
  'rsvp_yes',
  'rsvp_no',
  'approval_pending',
  'approval_yes',
  'approval_no',
  'checked_in',
  'invited',
  'rsvped',
  'forfeited',
  'accounts',
  'seated',
];

export interface CountedGuest {
  is_attending: boolean | null;
  is_approved: boolean | null;
  checked_in: boolean;
  is_invited?: boolean;
  account_created_at?: string | Date | null;
  seat_no?: string | null;
  table_no?: string | null;
}

/**
 * A guest forfeits their place when they declined (RSVP no) or the organiser
 * rejected them (approval no): either way they will not take a seat.
 */
export function hasForfeited(guest: Pick<CountedGuest, 'is_attending' | 'is_approved'>): boolean {
  return guest.is_attending === false || guest.is_approved === false;
}

export function countsOf(guest: CountedGuest | null): StatusCounts {
  if (!guest) return Object.fromEntries(COUNTER_COLUMNS.map((column) => [column, 0])) as unknown as StatusCounts;
  return {
    total: 1,
    rsvp_pending: guest.is_attending === null ? 1 : 0,
    rsvp_yes: guest.is_attending === true ? 1 : 0,
    rsvp_no: guest.is_attending === false ? 1 : 0,
    approval_pending: guest.is_approved === null ? 1 : 0,
    approval_yes: guest.is_approved === true ? 1 : 0,
    approval_no: guest.is_approved === false ? 1 : 0,
    checked_in: guest.checked_in ? 1 : 0,
    invited: guest.is_invited ? 1 : 0,
    rsvped: guest.is_attending !== null ? 1 : 0,
    forfeited: hasForfeited(guest) ? 1 : 0,
    accounts: guest.account_created_at ? 1 : 0,
    seated: guest.seat_no || guest.table_no ? 1 : 0,
  };
}

/** Adds (after - before) into the running per-event deltas of a batch. */
export function addDelta(deltas: Map<string, StatusCounts>, eventUuid: string, before: StatusCounts, after: StatusCounts): void {
  const running = deltas.get(eventUuid) ?? countsOf(null);
  for (const column of COUNTER_COLUMNS) running[column] += after[column] - before[column];
  deltas.set(eventUuid, running);
}
