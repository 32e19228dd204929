import { describe, expect, it } from 'vitest'
import { isDefaultFieldOptional, isDefaultFieldShown } from './default-field-visibility'
import { memberName } from './member-name'
import { randomId } from './ids'
import { SSO_ERROR_MESSAGES, ssoErrorMessage } from './sso-error-messages'
import { statItemsFor, STAT_ITEMS } from './guest-filters/stat-items'
import { FILTER_OPTIONS } from './guest-filters/guest-filters'

// Small lookups the dashboard's screens read from.

describe('default fields', () => {
  it('a field the organiser has not configured counts as shown and optional', () => {
    expect(isDefaultFieldShown(undefined, 'phone')).toBe(true)
    expect(isDefaultFieldOptional(undefined, 'phone')).toBe(true)
    const fields = { phone: { is_visible: false, is_required: false }, company: { is_visible: true, is_required: true } } as never
    expect(isDefaultFieldShown(fields, 'phone')).toBe(false)
    expect(isDefaultFieldOptional(fields, 'company')).toBe(false)
  })
})

describe('memberName', () => {
  it('a member by their name, or by their address while they have none', () => {
    expect(memberName({ first_name: 'Ana', last_name: 'Silva', email: 'ana@example.com' })).toBe('Ana Silva')
    expect(memberName({ first_name: 'Ana', last_name: null, email: 'ana@example.com' } as never)).toBe('Ana')
    expect(memberName({ first_name: '', last_name: ' ', email: 'pending@example.com' })).toBe('pending@example.com')
  })
})

describe('randomId', () => {
  it('gives a different id each time', () => {
    const ids = new Set(Array.from({ length: 50 }, randomId))
    expect(ids.size).toBe(50)
  })
})

describe('ssoErrorMessage', () => {
  it('says what each sso_error means; an unknown code reads as a failed sign-in; none says nothing', () => {
    expect(ssoErrorMessage('cancelled')).toBe(SSO_ERROR_MESSAGES.cancelled)
    expect(ssoErrorMessage('made-up')).toBe(SSO_ERROR_MESSAGES.failed)
    expect(ssoErrorMessage(undefined)).toBeNull()
  })
})

describe('the guest list’s counters', () => {
  it('door staff see the guests and check-in counters, in the groups that hold them', () => {
    const { groups, items } = statItemsFor(['total_individuals', 'checked_in', 'not_checked_in'])
    expect(items.map((item) => item.testId)).toEqual(['stat-total', 'stat-checked-in', 'stat-not-checked-in'])
    expect(groups.map((group) => group.id)).toEqual(['total', 'checkin'])
  })

  it('each counter has its own test id, and a prefixed short label reads as its label', () => {
    expect(new Set(STAT_ITEMS.map((item) => item.testId)).size).toBe(STAT_ITEMS.length)
    for (const item of STAT_ITEMS.filter((i) => i.hiddenPrefix)) expect(`${item.hiddenPrefix} ${item.shortLabel}`.toLowerCase()).toBe(item.label.toLowerCase())
    expect(new Set(FILTER_OPTIONS.map((option) => option.value)).size).toBe(FILTER_OPTIONS.length)
  })
})
