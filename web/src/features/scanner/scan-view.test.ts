import { describe, expect, it } from 'vitest'
import { badgesToPrint, type ScanView } from './scan-view'
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
