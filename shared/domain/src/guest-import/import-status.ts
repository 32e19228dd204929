// How a status column of an imported list becomes the guest's RSVP and
// approval, or a reason not to import the row at all. Eventbrite's
// 'Attendee Status' and Luma's 'approval_status' say whether a person holds a
// valid place; a person who gave theirs back (refunded, cancelled, declined)
// must not arrive as a guest who can be checked in at the door, so their row
// goes to the rejected rows, with the reason, for the organiser to see.
//
// The values, as the two products write them (Eventbrite's Attendee Summary
// report; Luma's guest CSV export):
// - Eventbrite: Attending, Checked In, Not Attending, Refunded, Cancelled,
//   Transferred, Deleted.
// - Luma: approved, pending_approval, waitlist, invited, declined.
import { normalizeHeader } from './recognize-headers.ts';

/** What a row's status gives the guest; an absent key leaves that state as it is (a new guest: RSVP pending, approved). */
export interface ImportedStatus {
  is_attending?: boolean | null;
  is_approved?: boolean | null;
}

export type StatusReading = { status: ImportedStatus } | { skip: string };

const attending: StatusReading = { status: { is_attending: true, is_approved: true } };

// Keyed by the value normalised as headers are: 'Checked In' and 'checked_in' are one key.
const STATUS_VALUES: Record<string, StatusReading> = {
  // Eventbrite
  attending,
  // Checked in at Eventbrite's door: they hold a place; Usher's own door checks them in, so a pass is not spent by the import.
  checkedin: attending,
  notattending: { skip: 'Not attending: not imported, so they cannot be checked in.' },
  refunded: { skip: 'Refunded: not imported, so they cannot be checked in.' },
  cancelled: { skip: 'Cancelled: not imported, so they cannot be checked in.' },
  canceled: { skip: 'Cancelled: not imported, so they cannot be checked in.' },
  // The ticket went to someone else, whose own row the export has.
  transferred: { skip: 'Transferred to another person: not imported; the new holder has their own row.' },
  deleted: { skip: 'Deleted: not imported, so they cannot be checked in.' },
  // Luma
  approved: attending,
  // Registered and waiting for the host's approval: approval pending, as Usher's approval queue shows it.
  pendingapproval: { status: { is_attending: true, is_approved: null } },
  waitlist: { status: { is_attending: true, is_approved: null } },
  waitlisted: { status: { is_attending: true, is_approved: null } },
  // Invited and not answered yet: RSVP pending.
  invited: { status: { is_attending: null, is_approved: true } },
  declined: { skip: 'Declined: not imported, so they cannot be checked in.' },
  rejected: { skip: 'Declined: not imported, so they cannot be checked in.' },
};

/** Every status value the import knows, as the reader matches them. */
export const KNOWN_STATUS_KEYS: readonly string[] = Object.keys(STATUS_VALUES);

/** The normalised status keys whose rows are not imported: for counting what an import will create. */
export const SKIPPED_STATUS_KEYS: readonly string[] = KNOWN_STATUS_KEYS.filter((key) => 'skip' in STATUS_VALUES[key]!);

/** What a status cell means; a blank cell changes nothing, an unknown value is refused with its reason. */
export function readStatusCell(cell: string): StatusReading {
  const key = normalizeHeader(cell);
  if (key === '') return { status: {} };
  return (
    STATUS_VALUES[key] ?? {
      skip: `The status “${cell.trim()}” is not one the import knows (Attending, Checked In, approved, invited, pending_approval…): not imported.`,
    }
  );
}

/** The key a status cell is matched by ('Not Attending' → 'notattending'). */
export const statusKeyOf = normalizeHeader;
