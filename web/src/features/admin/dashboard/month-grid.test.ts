import { describe, expect, it } from 'vitest'
import { buildMonthGrid, currentMonth, monthLabel, shiftMonth } from './month-grid'

// The admin dashboard's calendar: Monday-first weeks of one month, moved a month at a time.
describe('the month grid', () => {
  it('lays a month out in Monday-first weeks, with empty cells for the neighbouring months', () => {
    // November 2026 starts on a Sunday and has 30 days.
    const weeks = buildMonthGrid('2026-11')
    expect(weeks).toHaveLength(6)
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01'])
    expect(weeks[5]).toEqual(['2026-11-30', null, null, null, null, null, null])
    expect(weeks.flat().filter(Boolean)).toHaveLength(30)
    expect(weeks.every((week) => week.length === 7)).toBe(true)
  })

  it('fits a February that starts on a Monday in four weeks, and counts leap days', () => {
    expect(buildMonthGrid('2027-02')).toHaveLength(4)
    expect(buildMonthGrid('2027-02')[0]![0]).toBe('2027-02-01')
    expect(buildMonthGrid('2028-02').flat().filter(Boolean)).toHaveLength(29)
  })

  it('moves across years and names the month in words', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01')
    expect(shiftMonth('2026-01', -1)).toBe('2025-12')
    expect(shiftMonth('2026-05', -17)).toBe('2024-12')
    expect(monthLabel('2026-11')).toBe('November 2026')
    expect(currentMonth(new Date(2026, 0, 31, 23, 59))).toBe('2026-01')
  })
})
