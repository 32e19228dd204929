/** The stat-bar counters one guest contributes, by their statuses. */
export interface StatusCounts {
  total: number;
  rsvp_pending: number;
  rsvp_yes: number;
  rsvp_no: number;
  approval_pending: number;
  approval_yes: number;
  approval_no: number;
  checked_in: number;
}

export const COUNTER_COLUMNS: (keyof StatusCounts)[] = ['total', 'rsvp_pending', 'rsvp_yes', 'rsvp_no', 'approval_pending', 'approval_yes', 'approval_no', 'checked_in'];

export function countsOf(guest: { is_attending: boolean | null; is_approved: boolean | null; checked_in: boolean } | null): StatusCounts {
  if (!guest) return { total: 0, rsvp_pending: 0, rsvp_yes: 0, rsvp_no: 0, approval_pending: 0, approval_yes: 0, approval_no: 0, checked_in: 0 };
  return {
    total: 1,
    rsvp_pending: guest.is_attending === null ? 1 : 0,
    rsvp_yes: guest.is_attending === true ? 1 : 0,
    rsvp_no: guest.is_attending === false ? 1 : 0,
    approval_pending: guest.is_approved === null ? 1 : 0,
    approval_yes: guest.is_approved === true ? 1 : 0,
    approval_no: guest.is_approved === false ? 1 : 0,
    checked_in: guest.checked_in ? 1 : 0,
  };
}

/** Adds (after - before) into the running per-event deltas of a batch. */
export function addDelta(deltas: Map<string, StatusCounts>, eventUuid: string, before: StatusCounts, after: StatusCounts): void {
  const running = deltas.get(eventUuid) ?? countsOf(null);
  for (const column of COUNTER_COLUMNS) running[column] += after[column] - before[column];
  deltas.set(eventUuid, running);
}
