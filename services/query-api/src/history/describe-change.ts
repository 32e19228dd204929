import type { DomainEvent } from '@usher/events';
import { describeGuestFieldChange } from '../fields/describe-field-change.ts';
import { describeTicketTransferChange } from './describe-transfer-change.ts';

const TRI = (value: boolean | null, yes: string, no: string) => (value === null ? 'Pending' : value ? yes : no);

/** What one event of a guest's stream changed, in a line a person reads. */
export function describeGuestChange(event: DomainEvent): { summary: string; changes: Record<string, unknown>; previous?: Record<string, unknown> | null } {
  switch (event.type) {
    case 'AttendeeAdded':
      return {
        summary: event.data.parent_attendee_id ? 'Added as a plus-one' : 'Added to the guest list',
        changes: {
          first_name: event.data.first_name,
          last_name: event.data.last_name,
          email: event.data.email,
          phone_number: event.data.phone_number,
          ...(event.data.reference ? { reference: event.data.reference } : {}),
        },
      };
    case 'AttendeeDetailsChanged':
      // `previous` is null for edits recorded before AttendeeDetailsChanged v2 named the replaced values.
      return {
        summary: `Changed ${Object.keys(event.data.changes)
          .map((key) => key.replaceAll('_', ' '))
          .join(', ')}`,
        changes: event.data.changes,
        previous: event.data.previous,
      };
    case 'AttendeeRemoved':
      return { summary: 'Removed from the guest list', changes: {} };
    case 'AttendeeCheckedIn':
      return { summary: 'Checked in', changes: { checked_in_at: event.data.checked_in_at } };
    case 'AttendeeCheckInUndone':
      return { summary: 'Check-in undone', changes: {} };
    case 'AttendeeRsvpSet':
      return { summary: `RSVP set to ${TRI(event.data.is_attending, 'Yes', 'No')}`, changes: { is_attending: event.data.is_attending } };
    case 'AttendeeApprovalSet':
      return { summary: `Approval set to ${TRI(event.data.is_approved, 'Approved', 'Rejected')}`, changes: { is_approved: event.data.is_approved } };
    // Ids, not names: the history shows what happened then, and tags may since have been renamed.
    case 'AttendeeTagsAdded':
      return {
        summary: event.data.tag_ids.length === 1 ? 'Tagged' : `Tagged with ${event.data.tag_ids.length} tags`,
        changes: { tag_ids: event.data.tag_ids },
      };
    case 'AttendeeTagsRemoved':
      return {
        summary: event.data.tag_ids.length === 1 ? 'Tag removed' : `${event.data.tag_ids.length} tags removed`,
        changes: { tag_ids: event.data.tag_ids },
      };
    case 'AttendeeForgotten':
      return { summary: 'Personal data forgotten', changes: {} };
    default:
      return describeGuestFieldChange(event) ?? describeTicketTransferChange(event) ?? { summary: event.type, changes: {} };
  }
}
