import type { AttendeeFilter } from '@/api/attendees'

export const FILTER_OPTIONS: { value: AttendeeFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'rsvp_pending', label: 'RSVP Pending' },
  { value: 'rsvp_yes', label: 'RSVP Yes' },
  { value: 'rsvp_no', label: 'RSVP No' },
  { value: 'approval_approved', label: 'Approval Approved' },
  { value: 'approval_pending', label: 'Approval Pending' },
  { value: 'approval_not_pending', label: 'Approval Not Pending' },
  { value: 'approval_rejected', label: 'Approval Rejected' },
  { value: 'checked_in', label: 'Checked In' },
  { value: 'not_checked_in', label: 'Not Checked In' },
  { value: 'invited', label: 'Invited Guests' },
  { value: 'not_invited', label: 'Not Invited Guests' },
  { value: 'has_account', label: 'Guests With Account' },
  { value: 'no_account', label: 'Guests Without Account' },
  { value: 'is_link_clicked', label: 'Link Clicked' },
  { value: 'not_link_clicked', label: 'Link Not Clicked' },
  { value: 'is_rsvp', label: "RSVP'd" },
  { value: 'not_rsvp', label: "Not RSVP'd" },
  { value: 'attending_hosts', label: 'Attending Hosts' },
  { value: 'not_attending_hosts', label: 'Not Attending Hosts' },
  { value: 'invitation_bounced', label: 'Invitation Did Not Arrive' },
  { value: 'invitation_deferred', label: 'Invitation Being Retried' },
  { value: 'waitlisted', label: 'Waitlisted' },
  { value: 'offered', label: 'Offered a Place' },
]

// The stat counters and their filters live in stat-items.ts.
export type { StatItem } from './stat-items'
export { STAT_GROUPS, STAT_ITEMS } from './stat-items'
