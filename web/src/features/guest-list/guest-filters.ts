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
  /** What the counter shows under its group caption; `hiddenPrefix + shortLabel` reads as `label`. */
  shortLabel: string
  hiddenPrefix?: string
  filter: AttendeeFilter
  testId: string
  group: 'total' | 'rsvp' | 'approval' | 'checkin'
  tone: 'neutral' | 'success' | 'error' | 'warning' | 'primary'
}

export const STAT_GROUPS: { id: StatItem['group']; caption: string }[] = [
  { id: 'total', caption: 'Guests' },
  { id: 'rsvp', caption: 'RSVP' },
  { id: 'approval', caption: 'Approval' },
  { id: 'checkin', caption: 'Check-in' },
]

export const STAT_ITEMS: StatItem[] = [
  { key: 'total_individuals', label: 'Total individuals', shortLabel: 'Total individuals', filter: 'all', testId: 'stat-total', group: 'total', tone: 'primary' },
  { key: 'rsvp_pending', label: 'RSVP pending', shortLabel: 'Pending', hiddenPrefix: 'RSVP', filter: 'rsvp_pending', testId: 'stat-rsvp-pending', group: 'rsvp', tone: 'neutral' },
  { key: 'rsvp_yes', label: 'RSVP yes', shortLabel: 'Yes', hiddenPrefix: 'RSVP', filter: 'rsvp_yes', testId: 'stat-rsvp-yes', group: 'rsvp', tone: 'success' },
  { key: 'rsvp_no', label: 'RSVP no', shortLabel: 'No', hiddenPrefix: 'RSVP', filter: 'rsvp_no', testId: 'stat-rsvp-no', group: 'rsvp', tone: 'error' },
  { key: 'approval_pending', label: 'Approval pending', shortLabel: 'Pending', hiddenPrefix: 'Approval', filter: 'approval_pending', testId: 'stat-approval-pending', group: 'approval', tone: 'warning' },
  { key: 'approval_yes', label: 'Approval yes', shortLabel: 'Yes', hiddenPrefix: 'Approval', filter: 'approval_approved', testId: 'stat-approval-yes', group: 'approval', tone: 'success' },
  { key: 'approval_no', label: 'Approval no', shortLabel: 'No', hiddenPrefix: 'Approval', filter: 'approval_rejected', testId: 'stat-approval-no', group: 'approval', tone: 'error' },
  { key: 'checked_in', label: 'Checked in', shortLabel: 'Checked in', filter: 'checked_in', testId: 'stat-checked-in', group: 'checkin', tone: 'success' },
  { key: 'not_checked_in', label: 'Not checked in', shortLabel: 'Not checked in', filter: 'not_checked_in', testId: 'stat-not-checked-in', group: 'checkin', tone: 'neutral' },
]
