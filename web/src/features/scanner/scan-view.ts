import type { ScannerGuest } from '@/api/scanner'

/** What the result card shows for the latest scan. */
export type ScanView =
  | { kind: 'checked_in'; guest: ScannerGuest; undone: boolean }
  | { kind: 'already_checked_in'; guest: ScannerGuest }
  | { kind: 'not_on_this_event' }
  | { kind: 'queued'; guest: ScannerGuest | null }
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

export function plusOnesText(plusOnes: number): string | null {
  if (plusOnes <= 0) return null
  return plusOnes === 1 ? '+1 guest' : `+${plusOnes} guests`
}
