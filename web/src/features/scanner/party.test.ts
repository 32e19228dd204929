import { describe, expect, it } from 'vitest'
import type { ScannerGuest } from '@/api/scanner'
import { partyMembersOf, withoutParty } from './party'
import { alreadyCheckedInText, checkedInAtText, plusOnesText } from './scan-view'

// The door's view of a scanned guest's party, online or from the offline roster.

const guest = (id: string, name: string, partyOf: string | null, checkedInAt: string | null = null) =>
  ({ id, name, party_of: partyOf, checked_in_at: checkedInAt }) as unknown as ScannerGuest
const roster = new Map(
  [guest('main', 'Zoe Main', null), guest('p1', 'Bea Plus', 'main', '2026-11-21T00:10:00Z'), guest('p2', 'Al Plus', 'main'), guest('other', 'Other', null)].map(
    (g) => [g.id, g],
  ),
)

describe('partyMembersOf', () => {
  it('offline, finds the party in the roster from any member: the main guest first, then by name', () => {
    const members = partyMembersOf(roster.get('p2')!, roster)
    expect(members.map((m) => [m.name, m.is_main_guest])).toEqual([
      ['Zoe Main', true],
      ['Al Plus', false],
      ['Bea Plus', false],
    ])
  })

  it('online, takes the server’s list but each member’s check-in as this door knows it now', () => {
    const scanned = {
      ...roster.get('main')!,
      party: [
        { id: 'main', name: 'Zoe Main', is_main_guest: true, checked_in_at: null },
        { id: 'p1', name: 'Bea Plus', is_main_guest: false, checked_in_at: null },
        { id: 'new', name: 'Cy New', is_main_guest: false, checked_in_at: null },
      ],
    }
    const members = partyMembersOf(scanned, roster)
    expect(members.find((m) => m.id === 'p1')?.checked_in_at).toBe('2026-11-21T00:10:00Z')
    expect(members.find((m) => m.id === 'new')?.checked_in_at).toBeNull()
    expect(members).toHaveLength(3)
  })

  it('a guest who came alone has no party to show', () => {
    expect(partyMembersOf(roster.get('other')!, roster)).toEqual([])
  })

  it('the roster keeps the guest without the scan’s party list', () => {
    expect(withoutParty({ ...roster.get('main')!, party: [] })).toEqual(roster.get('main'))
  })
})

describe('the result card’s words', () => {
  it('says when and by whom a guest was checked in, on the event’s clock, with what is known', () => {
    expect(alreadyCheckedInText({ checked_in_at: '2026-11-21T00:02:00Z', checked_in_by: 'Ana' }, 'America/New_York')).toBe(
      'Already checked in at 7:02 PM EST by Ana',
    )
    expect(alreadyCheckedInText({ checked_in_at: null, checked_in_by: null })).toBe('Already checked in')
    expect(alreadyCheckedInText({ checked_in_at: '2026-11-21T00:02:00Z', checked_in_by: null })).toMatch(/^Already checked in at \d{1,2}:\d{2} [AP]M \S+$/)
  })

  it('a party member’s check-in time, and the plus-ones count', () => {
    expect(checkedInAtText('2026-07-04T23:30:00Z', 'America/New_York')).toBe('Checked in 7:30 PM EDT')
    expect(checkedInAtText(null)).toBe('Checked in')
    expect(plusOnesText(0)).toBeNull()
    expect(plusOnesText(1)).toBe('+1 guest')
    expect(plusOnesText(3)).toBe('+3 guests')
  })
})
