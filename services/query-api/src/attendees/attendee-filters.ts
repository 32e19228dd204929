import { sql, type SqlBool, type Expression } from 'kysely';

/** The guest-list filters of the spec that the skeleton's data supports. */
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
  }
}

/** `filter=rsvp_yes,not_checked_in`: every named filter must hold. */
export function parseFilters(value: string | undefined): AttendeeFilter[] | null {
  const names = (value ?? 'all').split(',').map((name) => name.trim()).filter(Boolean);
  return names.every((name): name is AttendeeFilter => (ATTENDEE_FILTERS as readonly string[]).includes(name)) ? names : null;
}
