import type { AttendeeFilter, AttendeeStats } from '@/api/attendees'

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
]

export type StatItem = {
  key: keyof AttendeeStats
  label: string
  filter: AttendeeFilter
  testId: string
  group: 'total' | 'rsvp' | 'approval' | 'checkin'
  tone: 'neutral' | 'success' | 'error' | 'warning' | 'primary'
}

export const STAT_ITEMS: StatItem[] = [
  { key: 'total_individuals', label: 'Total individuals', filter: 'all', testId: 'stat-total', group: 'total', tone: 'primary' },
  { key: 'rsvp_pending', label: 'RSVP pending', filter: 'rsvp_pending', testId: 'stat-rsvp-pending', group: 'rsvp', tone: 'neutral' },
  { key: 'rsvp_yes', label: 'RSVP yes', filter: 'rsvp_yes', testId: 'stat-rsvp-yes', group: 'rsvp', tone: 'success' },
  { key: 'rsvp_no', label: 'RSVP no', filter: 'rsvp_no', testId: 'stat-rsvp-no', group: 'rsvp', tone: 'error' },
  { key: 'approval_pending', label: 'Approval pending', filter: 'approval_pending', testId: 'stat-approval-pending', group: 'approval', tone: 'warning' },
  { key: 'approval_yes', label: 'Approval yes', filter: 'approval_approved', testId: 'stat-approval-yes', group: 'approval', tone: 'success' },
  { key: 'approval_no', label: 'Approval no', filter: 'approval_rejected', testId: 'stat-approval-no', group: 'approval', tone: 'error' },
  { key: 'checked_in', label: 'Checked in', filter: 'checked_in', testId: 'stat-checked-in', group: 'checkin', tone: 'success' },
  { key: 'not_checked_in', label: 'Not checked in', filter: 'not_checked_in', testId: 'stat-not-checked-in', group: 'checkin', tone: 'neutral' },
]
