import type { StatKey } from '@usher/domain/access/event-areas'
import type { AttendeeFilter, AttendeeStats } from '@/api/attendees'

export type StatGroupId = 'total' | 'accounts' | 'rsvp' | 'waitlist' | 'approval' | 'place' | 'seating' | 'checkin'

export type StatItem = {
  key: keyof AttendeeStats
  label: string
  /** What the counter shows under its group caption; `hiddenPrefix + shortLabel` reads as `label`. */
  shortLabel: string
  hiddenPrefix?: string
  /** The guest-list filter that shows the guests counted; none for counts of something else (seats). */
  filter: AttendeeFilter | null
  testId: string
  group: StatGroupId
  tone: 'neutral' | 'success' | 'error' | 'warning' | 'primary'
}

export const STAT_GROUPS: { id: StatGroupId; caption: string }[] = [
  { id: 'total', caption: 'Guests' },
  { id: 'rsvp', caption: 'RSVP' },
  { id: 'waitlist', caption: 'Waitlist' },
  { id: 'approval', caption: 'Approval' },
  { id: 'checkin', caption: 'Check-in' },
  { id: 'accounts', caption: 'Accounts' },
  { id: 'place', caption: 'Forfeited' },
  { id: 'seating', caption: 'Seating' },
]

/** The spec's stat filters (section 2), each with the filter that lists the guests it counts. */
export const STAT_ITEMS: StatItem[] = [
  { key: 'total_individuals', label: 'Total individuals', shortLabel: 'Total', filter: 'all', testId: 'stat-total', group: 'total', tone: 'primary' },
  { key: 'invited', label: 'Invited', shortLabel: 'Invited', filter: 'invited', testId: 'stat-invited', group: 'total', tone: 'primary' },
  { key: 'rsvped', label: "RSVP'd", shortLabel: "RSVP'd", filter: 'rsvped', testId: 'stat-rsvped', group: 'total', tone: 'success' },
  {
    key: 'rsvp_pending',
    label: 'RSVP pending',
    shortLabel: 'Pending',
    hiddenPrefix: 'RSVP',
    filter: 'rsvp_pending',
    testId: 'stat-rsvp-pending',
    group: 'rsvp',
    tone: 'neutral',
  },
  { key: 'rsvp_yes', label: 'RSVP yes', shortLabel: 'Yes', hiddenPrefix: 'RSVP', filter: 'rsvp_yes', testId: 'stat-rsvp-yes', group: 'rsvp', tone: 'success' },
  { key: 'rsvp_no', label: 'RSVP no', shortLabel: 'No', hiddenPrefix: 'RSVP', filter: 'rsvp_no', testId: 'stat-rsvp-no', group: 'rsvp', tone: 'error' },
  {
    key: 'waitlisted',
    label: 'Waitlist waiting',
    shortLabel: 'Waiting',
    hiddenPrefix: 'Waitlist',
    filter: 'waitlisted',
    testId: 'stat-waitlisted',
    group: 'waitlist',
    tone: 'warning',
  },
  {
    key: 'offered',
    label: 'Waitlist offered',
    shortLabel: 'Offered',
    hiddenPrefix: 'Waitlist',
    filter: 'offered',
    testId: 'stat-offered',
    group: 'waitlist',
    tone: 'primary',
  },
  {
    key: 'approval_pending',
    label: 'Approval pending',
    shortLabel: 'Pending',
    hiddenPrefix: 'Approval',
    filter: 'approval_pending',
    testId: 'stat-approval-pending',
    group: 'approval',
    tone: 'warning',
  },
  {
    key: 'approval_yes',
    label: 'Approval yes',
    shortLabel: 'Yes',
    hiddenPrefix: 'Approval',
    filter: 'approval_approved',
    testId: 'stat-approval-yes',
    group: 'approval',
    tone: 'success',
  },
  {
    key: 'approval_no',
    label: 'Approval no',
    shortLabel: 'No',
    hiddenPrefix: 'Approval',
    filter: 'approval_rejected',
    testId: 'stat-approval-no',
    group: 'approval',
    tone: 'error',
  },
  { key: 'checked_in', label: 'Checked in', shortLabel: 'Checked in', filter: 'checked_in', testId: 'stat-checked-in', group: 'checkin', tone: 'success' },
  {
    key: 'not_checked_in',
    label: 'Not checked in',
    shortLabel: 'Not checked in',
    filter: 'not_checked_in',
    testId: 'stat-not-checked-in',
    group: 'checkin',
    tone: 'neutral',
  },
  { key: 'accounts', label: 'Accounts', shortLabel: 'Accounts', filter: 'has_account', testId: 'stat-accounts', group: 'accounts', tone: 'primary' },
  { key: 'no_accounts', label: 'No accounts', shortLabel: 'No accounts', filter: 'no_account', testId: 'stat-no-accounts', group: 'accounts', tone: 'neutral' },
  { key: 'forfeited', label: 'Forfeited', shortLabel: 'Forfeited', filter: 'forfeited', testId: 'stat-forfeited', group: 'place', tone: 'error' },
  {
    key: 'not_forfeited',
    label: 'Not forfeited',
    shortLabel: 'Not forfeited',
    filter: 'not_forfeited',
    testId: 'stat-not-forfeited',
    group: 'place',
    tone: 'success',
  },
  { key: 'total_seats', label: 'Total seats', shortLabel: 'Seats', filter: null, testId: 'stat-total-seats', group: 'seating', tone: 'neutral' },
  { key: 'total_seated', label: 'Total seated', shortLabel: 'Seated', filter: 'seated', testId: 'stat-seated', group: 'seating', tone: 'success' },
  { key: 'total_unseated', label: 'Total unseated', shortLabel: 'Unseated', filter: 'unseated', testId: 'stat-unseated', group: 'seating', tone: 'warning' },
]

/**
 * The counters a role can use (shared/domain's areas map: door staff see
 * guests, checked in and not checked in) and the groups that hold them.
 */
export function statItemsFor(keys: readonly StatKey[]): { groups: typeof STAT_GROUPS; items: StatItem[] } {
  const items = STAT_ITEMS.filter((item) => (keys as readonly string[]).includes(item.key))
  return { groups: STAT_GROUPS.filter((group) => items.some((item) => item.group === group.id)), items }
}
