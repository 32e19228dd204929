import { formatTimeInZone } from '@usher/domain/format/zoned-time'
import type { ScannerGuest, ScanOutcome } from '@/api/scanner'
import type { GuestWithParty } from './party'

/**
 * After the door admitted members of the shown party: how many went in, who was turned down, and the
 * guests this admission checked in (their badges print on a device that prints on check-in).
 */
type PartyAdmitted = { admitted?: number; refused?: string[]; admittedIds?: string[] }

/** What the result card shows for the latest scan. */
export type ScanView =
  | ({ kind: 'checked_in'; guest: GuestWithParty; undone: boolean } & PartyAdmitted)
  | ({ kind: 'already_checked_in'; guest: GuestWithParty } & PartyAdmitted)
  | { kind: 'not_on_this_event' }
  /** `synced`: the server has since taken it as a new check-in (nothing prints then: the guest went in long ago). */
  | ({ kind: 'queued'; guest: ScannerGuest | null; synced?: boolean } & PartyAdmitted)
  | { kind: 'refused'; message: string }

/** A queued scan the server did not accept as a new check-in when it synced. */
export type SyncConflict = { key: string; name: string } & (
  { kind: 'already_checked_in'; checkedIn: Pick<ScannerGuest, 'checked_in_at' | 'checked_in_by'> } | { kind: 'not_on_this_event' | 'refused'; detail: string }
)

/** What the door is told of a conflict: another door's check-in on the event's clock, as the card says it. */
export function conflictDetail(conflict: SyncConflict, timezone?: string): string {
  return conflict.kind === 'already_checked_in' ? alreadyCheckedInText(conflict.checkedIn, timezone) : conflict.detail
}

// Without the event's zone (the event not read yet, offline), the device's own, still labelled.
const deviceTimeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' })

/** 'Already checked in at 7:02 PM EST by Ana' (the parts known), on the event's clock when its zone is given. */
export function alreadyCheckedInText(guest: Pick<ScannerGuest, 'checked_in_at' | 'checked_in_by'>, timezone?: string): string {
  const when = guest.checked_in_at && (timezone ? formatTimeInZone(guest.checked_in_at, timezone) : deviceTimeFormat.format(new Date(guest.checked_in_at)))
  const at = when ? ` at ${when}` : ''
  const by = guest.checked_in_by ? ` by ${guest.checked_in_by}` : ''
  return `Already checked in${at}${by}`
}

/** 'Checked in 7:02 PM EST' for a party member already inside, on the event's clock when its zone is given. */
export function checkedInAtText(at: string | null, timezone?: string): string {
  if (!at) return 'Checked in'
  return `Checked in ${timezone ? formatTimeInZone(at, timezone) : deviceTimeFormat.format(new Date(at))}`
}

export function plusOnesText(plusOnes: number): string | null {
  if (plusOnes <= 0) return null
  return plusOnes === 1 ? '+1 guest' : `+${plusOnes} guests`
}

/**
 * The guests whose badges a device that prints on check-in prints for this card: the guest a new scan checked
 * in, or, when the door has just admitted members of the card's party, those members (the card's own guest
 * printed when it was scanned). Never for an undone check-in, a repeated scan or a queued one.
 */
export function badgesToPrint(view: ScanView): string[] {
  if (view.kind !== 'checked_in' && view.kind !== 'already_checked_in' && view.kind !== 'queued') return []
  if (view.admittedIds) return view.admittedIds
  return view.kind === 'checked_in' && !view.undone ? [view.guest.id] : []
}

/** What the server answered a queued scan when it synced. */
export type SyncedOutcome = Exclude<ScanOutcome, { kind: 'unreachable' | 'signed_out' }>

/**
 * The card once the queued scan of the guest it shows has synced: marked synced when the server took it as
 * a new check-in, else what the server said instead (already checked in by another door, not on this event).
 * A card showing anything else, or another guest, stays as it is.
 */
export function syncedView(view: ScanView | null, guestId: string | null, outcome: SyncedOutcome): ScanView | null {
  if (view?.kind !== 'queued' || view.synced || guestId === null || view.guest?.id !== guestId) return view
  // A party's members the door admitted on this card have had their badges printed: a new card must not print them again.
  const printed = { ...view, admittedIds: view.admittedIds && [] }
  switch (outcome.kind) {
    case 'checked_in':
      return { ...printed, synced: true }
    case 'already_checked_in':
      return { ...printed, kind: 'already_checked_in', guest: outcome.guest }
    case 'not_on_this_event':
      return { kind: 'not_on_this_event' }
    case 'refused':
      return { kind: 'refused', message: outcome.message }
  }
}
