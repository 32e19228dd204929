import { describe, expect, it } from 'vitest'
import { APPROVAL_OPTIONS, optionByKey, optionFor, RSVP_OPTIONS } from './tri-state'

// RSVP and approval are each yes, no or not yet (spec section 4): one option per value, found by value or by URL key.

describe('tri-state options', () => {
  it('finds the option of each value, and "pending" for a value not yet given', () => {
    expect(optionFor(RSVP_OPTIONS, true).label).toBe('Yes')
    expect(optionFor(RSVP_OPTIONS, false).label).toBe('No')
    expect(optionFor(RSVP_OPTIONS, null).label).toBe('Pending')
    expect(optionFor(APPROVAL_OPTIONS, undefined).label).toBe('Pending')
    expect(optionFor(APPROVAL_OPTIONS, true).label).toBe('Approved')
  })

  it('finds an option by its key, and none for an unknown key', () => {
    expect(optionByKey(APPROVAL_OPTIONS, 'no')?.label).toBe('Rejected')
    expect(optionByKey(RSVP_OPTIONS, 'maybe')).toBeUndefined()
  })

  it('each list has one option per value', () => {
    for (const options of [RSVP_OPTIONS, APPROVAL_OPTIONS]) expect(options.map((option) => option.value)).toEqual([null, true, false])
  })
})
