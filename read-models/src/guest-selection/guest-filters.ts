import { sql, type SqlBool, type Expression } from 'kysely';
import type { AttendeeFilter } from '@usher/domain/guest-selection/guest-filter-names';
import { attendingHostsCondition, notAttendingHostsCondition } from './host-conditions.ts';
import { invitationBouncedCondition, invitationDeferredCondition } from './invitation-delivery.ts';

/**
 * The guest-list filters (shared/domain's guest-filter-names.ts) as SQL on
 * rm_attendees as `a`: shared by the guest list and communications' audiences.
 */
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
    // The waitlist projection's parties (issue 32 §2): the lead guest of each waits, or holds an offer.
    case 'waitlisted':
      return sql<SqlBool>`exists (select 1 from rm_waitlist_entries w where w.attendee_id = a.id and w.status = 'waiting')`;
    case 'offered':
      return sql<SqlBool>`exists (select 1 from rm_waitlist_entries w where w.attendee_id = a.id and w.status = 'offered')`;
  }
}
