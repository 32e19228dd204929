import type { ScannerGuest } from '@/api/scanner'
import type { GuestWithParty } from './party'

/** After the door admitted members of the shown party: how many went in, and who was turned down. */
type PartyAdmitted = { admitted?: number; refused?: string[] }

/** What the result card shows for the latest scan. */
export type ScanView =
  | ({ kind: 'checked_in'; guest: GuestWithParty; undone: boolean } & PartyAdmitted)
  | ({ kind: 'already_checked_in'; guest: GuestWithParty } & PartyAdmitted)
  | { kind: 'not_on_this_event' }
  | ({ kind: 'queued'; guest: ScannerGuest | null } & PartyAdmitted)
  | { kind: 'refused'; message: string }

/** A queued scan the server did not accept as a new check-in when it synced. */
export type SyncConflict = {
  key: string
  kind: 'already_checked_in' | 'not_on_this_event' | 'refused'
  name: string
  detail: string
}

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', hour12: false })

/** 'Already checked in at 19:02 by Ana' (the parts known). */
export function alreadyCheckedInText(guest: Pick<ScannerGuest, 'checked_in_at' | 'checked_in_by'>): string {
  const at = guest.checked_in_at ? ` at ${timeFormat.format(new Date(guest.checked_in_at))}` : ''
  const by = guest.checked_in_by ? ` by ${guest.checked_in_by}` : ''
  return `Already checked in${at}${by}`
}

/** 'Checked in 19:02' for a party member already inside. */
export function checkedInAtText(at: string | null): string {
  return at ? `Checked in ${timeFormat.format(new Date(at))}` : 'Checked in'
}

export function plusOnesText(plusOnes: number): string | null {
  if (plusOnes <= 0) return null
  return plusOnes === 1 ? '+1 guest' : `+${plusOnes} guests`
}
