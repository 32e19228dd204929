import type { TriState } from '@/api/attendees'
import type { BadgeTone } from '@/components/ui/badge'

export type TriStateOption = { value: TriState; key: 'pending' | 'yes' | 'no'; label: string; tone: BadgeTone }

// Spec section 4: null pending, true yes / approved, false no / rejected.
export const RSVP_OPTIONS: TriStateOption[] = [
  { value: null, key: 'pending', label: 'Pending', tone: 'neutral' },
  { value: true, key: 'yes', label: 'Yes', tone: 'success' },
  { value: false, key: 'no', label: 'No', tone: 'error' },
]

export const APPROVAL_OPTIONS: TriStateOption[] = [
  { value: null, key: 'pending', label: 'Pending', tone: 'warning' },
  { value: true, key: 'yes', label: 'Approved', tone: 'success' },
  { value: false, key: 'no', label: 'Rejected', tone: 'error' },
]

export function optionFor(options: TriStateOption[], value: TriState | undefined): TriStateOption {
  return options.find((option) => option.value === (value ?? null)) ?? options[0]!
}

export function optionByKey(options: TriStateOption[], key: string): TriStateOption | undefined {
  return options.find((option) => option.key === key)
}
