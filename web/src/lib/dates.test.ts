import { describe, expect, it } from 'vitest'
import { DateTime } from 'luxon'
import { formatCalendarDate, formatDateRange, formatWallTime } from './dates'
import { exactEventTime, formatEventTime } from './event-time'
import { eventDateTime, instantOfLocal, localValueOf, relativePartsOf, relativeScheduleOf, relativeText, zoneLabel } from './schedule-form'

// Dates and times as people read them: calendar dates never shift with the
// browser's zone, and every time of day is on the event's clock and labelled.

describe('calendar dates and wall times', () => {
  it('a calendar date reads the same in every zone', () => {
    expect(formatCalendarDate('2026-11-21')).toBe('Nov 21, 2026')
    expect(formatCalendarDate('2026-01-01T00:00:00')).toBe('Jan 1, 2026')
    expect(formatCalendarDate(null)).toBe('')
  })

  it('a range of one day is one date; of two, both with a dash', () => {
    expect(formatDateRange('2026-11-21', '2026-11-21')).toBe('Nov 21, 2026')
    expect(formatDateRange('2026-11-21', '2026-11-23')).toBe('Nov 21, 2026 – Nov 23, 2026')
    expect(formatDateRange(null, '2026-11-23')).toBe('Nov 23, 2026')
    expect(formatDateRange('2026-11-21', undefined)).toBe('Nov 21, 2026')
  })

  it('a wall time in 12-hour words; an unknown one as given', () => {
    expect(formatWallTime('19:30')).toBe('7:30 PM')
    expect(formatWallTime('19:30:00')).toBe('7:30 PM')
    expect(formatWallTime('')).toBe('')
  })
})

describe('times on the event’s clock', () => {
  const now = new Date('2026-11-21T23:00:00Z')

  it('labels a time with the event zone’s name, summer or winter', () => {
    expect(formatEventTime('2026-11-21T00:04:00Z', 'America/New_York', now)).toMatch(/7:04 PM EST$/)
    expect(exactEventTime('2026-07-04T23:04:09Z', 'America/New_York')).toBe('Jul 4, 2026, 7:04:09 PM EDT')
    expect(formatEventTime(null, 'America/New_York', now)).toBe('')
    expect(exactEventTime('not a date', 'America/New_York')).toBe('')
  })

  it('names each zone as luxon’s own ZZZZ does, either side of a change of clocks, whatever the zone', () => {
    const zones = ['America/New_York', 'Europe/London', 'Europe/Paris', 'Australia/Lord_Howe', 'Asia/Kolkata', 'UTC', 'Etc/GMT+5', 'UTC+3', 'Not/AZone']
    const instants = [
      '2026-03-08T06:59:59Z',
      '2026-03-08T07:00:00Z',
      '2026-03-29T00:59:59Z',
      '2026-03-29T01:00:00Z',
      '2026-10-04T14:59:59Z',
      '2026-11-01T06:00:00Z',
      '1970-01-01T00:00:00Z',
    ]
    for (const zone of zones)
      for (const iso of instants) {
        const luxon = DateTime.fromISO(iso).setZone(zone).setLocale('en-US')
        expect(exactEventTime(iso, zone)).toBe(luxon.isValid ? luxon.toFormat('LLL d, yyyy, h:mm:ss a ZZZZ') : '')
        expect(formatEventTime(iso, zone, now).endsWith(luxon.isValid ? ` ${luxon.toFormat('ZZZZ')}` : '')).toBe(true)
      }
  })

  it('names the zone with its abbreviation at that moment', () => {
    expect(zoneLabel('America/New_York', new Date('2026-07-01T12:00:00Z'))).toBe('America/New York (EDT)')
    expect(eventDateTime('2099-04-17T23:00:00Z', 'America/New_York')).toBe('Fri, Apr 17, 2099, 7:00 PM EDT')
  })

  it('a schedule’s instant and the datetime-local value on the event’s clock go back and forth', () => {
    expect(localValueOf('2026-11-21T00:30:00Z', 'America/New_York')).toBe('2026-11-20T19:30')
    expect(instantOfLocal('2026-11-20T19:30', 'America/New_York')).toBe('2026-11-20T19:30:00-05:00')
    expect(localValueOf(null, 'UTC')).toBe('')
    expect(instantOfLocal('', 'UTC')).toBeNull()
    expect(instantOfLocal('yesterday', 'UTC')).toBeNull()
  })
})

describe('relative schedules', () => {
  it('shows whole days as days and anything else as hours, before or after the start or end', () => {
    expect(relativePartsOf({ kind: 'relative', at: null, offset_minutes: -2880, anchor: 'starts' })).toEqual({
      amount: 2,
      unit: 'days',
      direction: 'before',
      anchor: 'starts',
    })
    expect(relativePartsOf({ kind: 'relative', at: null, offset_minutes: 90, anchor: 'ends' })).toEqual({
      amount: 2,
      unit: 'hours',
      direction: 'after',
      anchor: 'ends',
    })
    expect(relativePartsOf({ kind: 'relative', at: null, offset_minutes: null, anchor: null } as never)).toEqual({
      amount: 1,
      unit: 'days',
      direction: 'before',
      anchor: 'starts',
    })
  })

  it('the form’s words turn back into the same minutes, and read as a sentence', () => {
    const parts = { amount: 3, unit: 'hours', direction: 'after', anchor: 'ends' } as const
    expect(relativeScheduleOf(parts)).toEqual({ kind: 'relative', at: null, offset_minutes: 180, anchor: 'ends' })
    expect(relativePartsOf(relativeScheduleOf(parts))).toEqual(parts)
    expect(relativeText({ amount: 1, unit: 'days', direction: 'before', anchor: 'starts' })).toBe('1 day before the event starts')
    expect(relativeText(parts)).toBe('3 hours after the event ends')
    expect(relativeScheduleOf({ ...parts, amount: -4 }).offset_minutes).toBe(0)
  })
})
