import type { Attendee } from '@/api/attendees'

/** The unseated guests read, and how many the guest list counts: more than `guests` when the read stopped early. */
export interface UnseatedRead {
  guests: Attendee[]
  total: number
}

/**
 * The guests the panel offers (those read, less those the plan shows seated since) and how many are
 * unseated in all: the list's count, less the ones seated since the read, never fewer than those offered.
 */
export function unseatedOf(read: UnseatedRead | undefined, seated: ReadonlySet<string>): UnseatedRead {
  const guests = (read?.guests ?? []).filter((guest) => !seated.has(guest.id))
  const seatedSinceRead = (read?.guests.length ?? 0) - guests.length
  return { guests, total: Math.max((read?.total ?? 0) - seatedSinceRead, guests.length) }
}
