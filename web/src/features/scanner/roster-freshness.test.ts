import { describe, expect, it } from 'vitest'
import type { ScannerGuest } from '@/api/scanner'
import { rosterShowsAcknowledged } from './roster-freshness'

// After a sync, the door reads the roster again: a copy read before the read models reached its own check-ins is not used.

const guest = (id: string, checkedInAt: string | null) => ({ id, name: id, checked_in_at: checkedInAt }) as unknown as ScannerGuest
const rosterOf = (...guests: ScannerGuest[]) => new Map(guests.map((g) => [g.id, g]))

describe('rosterShowsAcknowledged', () => {
  it('accepts a roster that shows every acknowledged guest checked in', () => {
    const roster = rosterOf(guest('quinn', '2026-12-05T19:00:00Z'), guest('cora', '2026-12-05T18:59:00Z'), guest('ada', null))
    expect(rosterShowsAcknowledged(roster, ['quinn', 'cora'])).toBe(true)
  })

  it('refuses a roster read before one of them reached the read models', () => {
    const roster = rosterOf(guest('quinn', '2026-12-05T19:00:00Z'), guest('quentin', null))
    expect(rosterShowsAcknowledged(roster, new Set(['quinn', 'quentin']))).toBe(false)
  })

  it('accepts any roster when nothing was acknowledged, and one that no longer lists a guest (deleted since)', () => {
    expect(rosterShowsAcknowledged(rosterOf(guest('ada', null)), [])).toBe(true)
    expect(rosterShowsAcknowledged(rosterOf(guest('ada', null)), ['gone'])).toBe(true)
  })
})
