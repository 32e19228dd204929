import { describe, expect, it } from 'vitest'
import { buildMonthGrid, monthLabel, shiftMonth } from './month-grid'

describe('month grid', () => {
  it('lays a month out in Monday-first weeks', () => {
    // 1 November 2026 is a Sunday.
    const weeks = buildMonthGrid('2026-11')
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01'])
    expect(weeks.at(-1)).toEqual(['2026-11-30', null, null, null, null, null, null])
    expect(weeks.flat().filter(Boolean)).toHaveLength(30)
  })

  it('moves across years', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01')
    expect(shiftMonth('2026-01', -1)).toBe('2025-12')
    expect(monthLabel('2026-02')).toBe('February 2026')
  })
})
