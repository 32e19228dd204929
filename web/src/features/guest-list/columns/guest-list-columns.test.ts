import { describe, expect, it } from 'vitest'
import { ATTENDEE_FILTERS } from '@/api/attendees'
import { STAT_GROUPS, STAT_ITEMS, statItemsFor } from '@/lib/guest-filters/stat-items'
import { FILTER_OPTIONS } from '@/lib/guest-filters/guest-filters'
import { APPROVAL_OPTIONS, optionByKey, optionFor, RSVP_OPTIONS } from '../table/tri-state'
import { columnIdOf, columnLabelOf } from './use-guest-columns'

// The guest table's column names, its filter menu, its stat counters and its yes/no/pending cells.

describe('columnIdOf and columnLabelOf', () => {
  it('a column is known by its id, else by the key it reads', () => {
    expect(columnIdOf({ id: 'select' })).toBe('select')
    expect(columnIdOf({ accessorKey: 'email' })).toBe('email')
  })

  it('names a column by its text header, then its meta label, then its key made readable', () => {
    expect(columnLabelOf({ accessorKey: 'email', header: 'Email address' })).toBe('Email address')
    expect(columnLabelOf({ accessorKey: 'email', header: () => null, meta: { label: 'Email' } })).toBe('Email')
    expect(columnLabelOf({ accessorKey: 'table_name', header: '  ' })).toBe('Table name')
    expect(columnLabelOf({ accessorKey: 'custom_fields.diet' })).toBe('Custom field diet')
  })

  it('columns whose header is a control have names of their own', () => {
    expect(columnLabelOf({ id: 'select' })).toBe('Select')
    expect(columnLabelOf({ accessorKey: 'checked_in' })).toBe('Check-in')
    expect(columnLabelOf({ accessorKey: 'is_attending' })).toBe('RSVP')
    expect(columnLabelOf({ accessorKey: 'is_approved' })).toBe('Approval')
  })
})

describe('the filter menu', () => {
  it('offers only filters the server knows, each once', () => {
    const values = FILTER_OPTIONS.map((option) => option.value)
    expect(new Set(values).size).toBe(values.length)
    for (const value of values) expect(ATTENDEE_FILTERS).toContain(value)
    expect(values[0]).toBe('all')
  })
})

describe('stat counters', () => {
  it('each counter lists the guests it counts with a filter the server knows, and sits in a known group', () => {
    const groups = new Set(STAT_GROUPS.map((group) => group.id))
    for (const item of STAT_ITEMS) {
      if (item.filter !== null) expect(ATTENDEE_FILTERS).toContain(item.filter)
      expect(groups.has(item.group)).toBe(true)
    }
  })

  it('a hidden prefix and the short label read as the full label', () => {
    for (const item of STAT_ITEMS.filter((stat) => stat.hiddenPrefix))
      expect(`${item.hiddenPrefix} ${item.shortLabel}`.toLowerCase()).toBe(item.label.toLowerCase())
  })

  it('door staff see their counters and only the groups holding them', () => {
    const { groups, items } = statItemsFor(['total_individuals', 'checked_in', 'not_checked_in'])
    expect(items.map((item) => item.key)).toEqual(['total_individuals', 'checked_in', 'not_checked_in'])
    expect(groups.map((group) => group.id)).toEqual(['total', 'checkin'])
  })
})

describe('tri-state cells', () => {
  it('null is pending, true yes or approved, false no or rejected', () => {
    expect(optionFor(RSVP_OPTIONS, true).label).toBe('Yes')
    expect(optionFor(RSVP_OPTIONS, undefined).key).toBe('pending')
    expect(optionFor(APPROVAL_OPTIONS, false).label).toBe('Rejected')
    expect(optionByKey(APPROVAL_OPTIONS, 'yes')?.value).toBe(true)
    expect(optionByKey(APPROVAL_OPTIONS, 'maybe')).toBeUndefined()
  })
})
