import type { ScannerGuest } from '@/api/scanner'

/**
 * Whether a roster read from the server already shows the check-ins the server
 * has acknowledged to this door (`acknowledged`: guest ids it answered as
 * checked in). The roster is read from the read models, which follow the log a
 * moment later (several seconds on a busy server): a copy that shows one of
 * them as not in was read before they got there, and using it would take the
 * door's counters back.
 */
export function rosterShowsAcknowledged(roster: ReadonlyMap<string, ScannerGuest>, acknowledged: Iterable<string>): boolean {
  for (const id of acknowledged) {
    const guest = roster.get(id)
    if (guest && !guest.checked_in_at) return false
  }
  return true
}
