import { describe, expect, it } from 'vitest'
import { badgesToPrint, conflictDetail, syncedView, type ScanView } from './scan-view'
import type { ScannedGuest } from '@/api/scanner'
import type { GuestWithParty } from './party'

// Which badges a device that prints on check-in prints for the card the door shows.

const ada = { id: 'ada', name: 'Ada Lovelace' } as GuestWithParty

describe('badgesToPrint', () => {
  it("prints a new check-in's badge, and none for a repeated, undone, refused or queued scan", () => {
    expect(badgesToPrint({ kind: 'checked_in', guest: ada, undone: false })).toEqual(['ada'])
    expect(badgesToPrint({ kind: 'checked_in', guest: ada, undone: true })).toEqual([])
    expect(badgesToPrint({ kind: 'already_checked_in', guest: ada })).toEqual([])
    expect(badgesToPrint({ kind: 'queued', guest: ada })).toEqual([])
    expect(badgesToPrint({ kind: 'not_on_this_event' })).toEqual([])
    expect(badgesToPrint({ kind: 'refused', message: 'The pass was handed on.' })).toEqual([])
  })

  it("prints the party members the door has just admitted, not the card's own guest a second time", () => {
    const admitted: ScanView = { kind: 'checked_in', guest: ada, undone: false, admitted: 2, refused: [], admittedIds: ['ben', 'cy'] }
    expect(badgesToPrint(admitted)).toEqual(['ben', 'cy'])
    // A guest already inside whose plus-ones come later: their badges print all the same.
    expect(badgesToPrint({ kind: 'already_checked_in', guest: ada, admitted: 1, admittedIds: ['ben'] })).toEqual(['ben'])
    // Members turned down or queued offline are not among those admitted: nothing to print.
    expect(badgesToPrint({ kind: 'checked_in', guest: ada, undone: false, admitted: 0, refused: ['Ben'], admittedIds: [] })).toEqual([])
  })
})

describe('syncedView', () => {
  const queued: ScanView = { kind: 'queued', guest: ada }
  // The server's card of the guest, as a synced scan answers it.
  const scanned = ada as ScannedGuest

  it('marks the card of a queued scan synced once the server took it, and prints nothing for it', () => {
    const synced = syncedView(queued, 'ada', { kind: 'checked_in', guest: scanned })
    expect(synced).toEqual({ kind: 'queued', guest: ada, synced: true })
    expect(badgesToPrint(synced!)).toEqual([])
  })

  it('never prints again the badges of party members the door admitted on the card before it synced', () => {
    const party: ScanView = { kind: 'queued', guest: ada, admitted: 1, refused: [], admittedIds: ['bea'] }
    expect(badgesToPrint(party)).toEqual(['bea'])
    expect(badgesToPrint(syncedView(party, 'ada', { kind: 'checked_in', guest: scanned })!)).toEqual([])
    expect(badgesToPrint(syncedView(party, 'ada', { kind: 'already_checked_in', guest: scanned })!)).toEqual([])
    expect(syncedView(party, 'ada', { kind: 'checked_in', guest: scanned })).toMatchObject({ admitted: 1, synced: true })
  })

  it("shows what the server said instead: another door's check-in, or a pass not on this event", () => {
    expect(syncedView(queued, 'ada', { kind: 'already_checked_in', guest: scanned })).toEqual({ kind: 'already_checked_in', guest: scanned })
    expect(syncedView(queued, 'ada', { kind: 'not_on_this_event' })).toEqual({ kind: 'not_on_this_event' })
    expect(syncedView(queued, 'ada', { kind: 'refused', message: 'Check-in is closed.' })).toEqual({ kind: 'refused', message: 'Check-in is closed.' })
  })

  it('leaves a card about another guest, a newer scan or an unknown pass as it is', () => {
    const grace = { kind: 'checked_in', guest: { id: 'grace', name: 'Grace Hopper' } as GuestWithParty, undone: false } as const
    expect(syncedView(grace, 'ada', { kind: 'already_checked_in', guest: scanned })).toBe(grace)
    expect(syncedView(queued, 'quinn', { kind: 'checked_in', guest: scanned })).toBe(queued)
    const unknownPass: ScanView = { kind: 'queued', guest: null }
    expect(syncedView(unknownPass, null, { kind: 'not_on_this_event' })).toBe(unknownPass)
    expect(syncedView(null, 'ada', { kind: 'checked_in', guest: scanned })).toBeNull()
  })
})

describe('conflictDetail', () => {
  it("says another door's check-in on the event's clock, labelled, and a refusal as the server worded it", () => {
    const checkedIn = { checked_in_at: '2026-12-05T20:03:00Z', checked_in_by: 'Olga Owner' }
    expect(conflictDetail({ key: 'k1', name: 'Cora', kind: 'already_checked_in', checkedIn }, 'America/New_York')).toBe(
      'Already checked in at 3:03 PM EST by Olga Owner',
    )
    expect(conflictDetail({ key: 'k2', name: 'Unknown pass', kind: 'not_on_this_event', detail: 'Not on this event' })).toBe('Not on this event')
  })
})
