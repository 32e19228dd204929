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
  /** Seated: holds a seat of the plan (spec section 2's seated and unseated filters say the same). */
  seat_id?: string | null;
}

/**
 * A guest forfeits their place when they declined (RSVP no) or the organiser
 * rejected them (approval no): either way they will not take a seat.
 */
export function hasForfeited(guest: Pick<CountedGuest, 'is_attending' | 'is_approved'>): boolean {
  return guest.is_attending === false || guest.is_approved === false;
}

/** No guest's counters: the start of a running delta. */
export function noCounts(): StatusCounts {
  return {
    total: 0,
    rsvp_pending: 0,
    rsvp_yes: 0,
    rsvp_no: 0,
    approval_pending: 0,
    approval_yes: 0,
    approval_no: 0,
    checked_in: 0,
    invited: 0,
    rsvped: 0,
    forfeited: 0,
    accounts: 0,
    seated: 0,
  };
}

/**
 * Adds a guest's counters (sign 1) or takes them away (sign -1) in the
 * running per-event deltas of a batch. A change is the guest as it was taken
 * away and as it is added: counted in place, with nothing allocated per event.
 */
export function addGuestCounts(deltas: Map<string, StatusCounts>, eventUuid: string, guest: CountedGuest, sign: 1 | -1): void {
  let running = deltas.get(eventUuid);
  if (!running) deltas.set(eventUuid, (running = noCounts()));
  running.total += sign;
  if (guest.is_attending === null) running.rsvp_pending += sign;
  else {
    running.rsvped += sign;
    if (guest.is_attending) running.rsvp_yes += sign;
    else running.rsvp_no += sign;
  }
  if (guest.is_approved === null) running.approval_pending += sign;
  else if (guest.is_approved) running.approval_yes += sign;
  else running.approval_no += sign;
  if (guest.checked_in) running.checked_in += sign;
  if (guest.is_invited) running.invited += sign;
  if (hasForfeited(guest)) running.forfeited += sign;
  if (guest.account_created_at) running.accounts += sign;
  if (guest.seat_id) running.seated += sign;
}
