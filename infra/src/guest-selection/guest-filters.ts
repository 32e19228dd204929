import { sql, type SqlBool, type Expression } from 'kysely';
import { attendingHostsCondition, notAttendingHostsCondition } from './host-conditions.ts';
import { invitationBouncedCondition, invitationDeferredCondition } from './invitation-delivery.ts';

/**
 * The guest-list filters of the spec that the skeleton's data supports, as SQL
 * on rm_attendees as `a`: shared by the guest list and communications' audiences.
 */
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
] as const;

export type AttendeeFilter = (typeof ATTENDEE_FILTERS)[number];

export function filterCondition(filter: AttendeeFilter): Expression<SqlBool> | null {
  switch (filter) {
    case 'all':
      return null;
    case 'rsvp_pending':
      return sql<SqlBool>`a.is_attending is null`;
    case 'rsvp_yes':
      return sql<SqlBool>`a.is_attending is true`;
    case 'rsvp_no':
      return sql<SqlBool>`a.is_attending is false`;
    case 'approval_pending':
      return sql<SqlBool>`a.is_approved is null`;
    case 'approval_approved':
      return sql<SqlBool>`a.is_approved is true`;
    case 'approval_rejected':
      return sql<SqlBool>`a.is_approved is false`;
    case 'approval_not_pending':
      return sql<SqlBool>`a.is_approved is not null`;
    case 'checked_in':
      return sql<SqlBool>`a.checked_in`;
    case 'not_checked_in':
      return sql<SqlBool>`not a.checked_in`;
    case 'invited':
      return sql<SqlBool>`a.is_invited`;
    case 'not_invited':
      return sql<SqlBool>`not a.is_invited`;
    // Account, RSVP'd, forfeited and seating stats: the same rules as status-counts.ts counts by.
    case 'has_account':
      return sql<SqlBool>`a.account_created_at is not null`;
    case 'no_account':
      return sql<SqlBool>`a.account_created_at is null`;
    case 'rsvped':
      return sql<SqlBool>`a.is_attending is not null`;
    case 'forfeited':
      return sql<SqlBool>`(a.is_attending is false or a.is_approved is false)`;
    case 'not_forfeited':
      return sql<SqlBool>`(a.is_attending is not false and a.is_approved is not false)`;
    case 'seated':
      return sql<SqlBool>`a.seat_id is not null`;
    case 'unseated':
      return sql<SqlBool>`a.seat_id is null`;
    // The column filters of link_clicked_at and rsvped_at: the guest opened their link / answered.
    case 'is_link_clicked':
      return sql<SqlBool>`a.link_clicked_at is not null`;
    case 'not_link_clicked':
      return sql<SqlBool>`a.link_clicked_at is null`;
    case 'is_rsvp':
      return sql<SqlBool>`a.rsvped_at is not null`;
    case 'not_rsvp':
      return sql<SqlBool>`a.rsvped_at is null`;
    case 'attending_hosts':
      return attendingHostsCondition;
    case 'not_attending_hosts':
      return notAttendingHostsCondition;
    // What became of the guest's latest invitation (its outbound message): it did not arrive / it is being retried.
    case 'invitation_bounced':
      return invitationBouncedCondition;
    case 'invitation_deferred':
      return invitationDeferredCondition;
  }
}

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
  const filters = (value ?? 'all').split(',').map((name) => name.trim()).filter(Boolean).map(filterNamed);
  return filters.every((filter) => filter !== null) ? (filters as AttendeeFilter[]) : null;
}
