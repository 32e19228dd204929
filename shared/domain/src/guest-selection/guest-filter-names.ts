// The guest list's filters by name: the vocabulary that a request, a saved tab and a
// communication's audience use, checked alike on both sides. Their SQL is the read
// models' (read-models/src/guest-selection/guest-filters.ts).

/** The guest-list filters of the spec that the guest list's data supports. */
export const ATTENDEE_FILTERS = [
  'all',
  'rsvp_pending',
  'rsvp_yes',
  'rsvp_no',
  'approval_pending',
  'approval_approved',
  'approval_rejected',
  'approval_not_pending',
  'checked_in',
  'not_checked_in',
  'invited',
  'not_invited',
  'has_account',
  'no_account',
  'rsvped',
  'forfeited',
  'not_forfeited',
  'seated',
  'unseated',
  'is_link_clicked',
  'not_link_clicked',
  'is_rsvp',
  'not_rsvp',
  'attending_hosts',
  'not_attending_hosts',
  'invitation_bounced',
  'invitation_deferred',
  // Capacity and the waitlist (issue 32 §2): guests waiting for a place, and those offered one.
  'waitlisted',
  'offered',
] as const;

export type AttendeeFilter = (typeof ATTENDEE_FILTERS)[number];

/**
 * One vocabulary for a guest's status: the spec's filter names (`is_invited`) and the guest list's counter
 * keys (`approval_yes`, `accounts`, `total_seated`) each name a filter too, so a counter's key filters the
 * guests it counts. The names the API answered with first stay the filters' own.
 */
export const FILTER_ALIASES: Readonly<Record<string, AttendeeFilter>> = {
  is_invited: 'invited',
  approval_yes: 'approval_approved',
  approval_no: 'approval_rejected',
  accounts: 'has_account',
  no_accounts: 'no_account',
  total_seated: 'seated',
  total_unseated: 'unseated',
  total_individuals: 'all',
};

/** A filter by its name or one of its aliases; null for a name neither knows. */
export function filterNamed(name: string): AttendeeFilter | null {
  if ((ATTENDEE_FILTERS as readonly string[]).includes(name)) return name as AttendeeFilter;
  return Object.hasOwn(FILTER_ALIASES, name) ? FILTER_ALIASES[name]! : null;
}

/** `filter=rsvp_yes,not_checked_in`: every named filter must hold. */
export function parseFilters(value: string | undefined): AttendeeFilter[] | null {
  const filters = (value ?? 'all')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
    .map(filterNamed);
  return filters.every((filter) => filter !== null) ? (filters as AttendeeFilter[]) : null;
}
