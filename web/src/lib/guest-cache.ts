import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query'
import { attendeeKeys, type Attendee, type AttendeeStats } from '@/api/attendees'
import type { Paginated } from '@/api/pagination'

export type CacheSnapshot = Array<[QueryKey, unknown]>

/** Stops in-flight refetches and remembers the guest-list cache so an optimistic change can roll back. */
export async function snapshotGuestList(queryClient: QueryClient, eventUuid: string): Promise<CacheSnapshot> {
  await queryClient.cancelQueries({ queryKey: attendeeKeys.event(eventUuid) })
  return queryClient.getQueriesData({ queryKey: attendeeKeys.event(eventUuid) })
}

export function restoreGuestList(queryClient: QueryClient, snapshot: CacheSnapshot | undefined) {
  for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data)
}

export function refreshGuestList(queryClient: QueryClient, eventUuid: string) {
  return queryClient.invalidateQueries({ queryKey: attendeeKeys.event(eventUuid) })
}

function statBuckets(guest: Pick<Attendee, 'is_attending' | 'is_approved' | 'checked_in'>): (keyof AttendeeStats)[] {
  const rsvp = guest.is_attending === null ? 'rsvp_pending' : guest.is_attending ? 'rsvp_yes' : 'rsvp_no'
  const approval = guest.is_approved === null ? 'approval_pending' : guest.is_approved ? 'approval_yes' : 'approval_no'
  // Declining or being rejected forfeits the place (the same rule as the server's counters).
  const forfeited = guest.is_attending === false || guest.is_approved === false
  const buckets: (keyof AttendeeStats)[] = [rsvp, approval, guest.checked_in ? 'checked_in' : 'not_checked_in', forfeited ? 'forfeited' : 'not_forfeited']
  if (guest.is_attending !== null) buckets.push('rsvped')
  return buckets
}

/** Applies a change to every cached page showing the guest, and moves the guest between stat counters. */
export function patchGuests(queryClient: QueryClient, eventUuid: string, ids: string[], patch: Partial<Attendee>) {
  const wanted = new Set(ids)
  const moves: Array<[keyof AttendeeStats, number]> = []
  const seen = new Set<string>()

  const patchPage = (page: Paginated<Attendee>): Paginated<Attendee> => ({
    ...page,
    data: page.data.map((guest) => {
      if (!wanted.has(guest.id)) return guest
      const next = { ...guest, ...patch }
      if (!seen.has(guest.id)) {
        seen.add(guest.id)
        for (const bucket of statBuckets(guest)) moves.push([bucket, -1])
        for (const bucket of statBuckets(next)) moves.push([bucket, 1])
      }
      return next
    }),
  })
  // The table holds its rows as an infinite list (pages loaded while scrolling); other lists hold one page.
  queryClient.setQueriesData<Paginated<Attendee> | InfiniteData<Paginated<Attendee>>>({ queryKey: attendeeKeys.lists(eventUuid) }, (cached) => {
    if (!cached) return cached
    if ('pages' in cached) return { ...cached, pages: cached.pages.map(patchPage) }
    return cached.data ? patchPage(cached) : cached
  })

  if (moves.length === 0) return
  queryClient.setQueryData<AttendeeStats>(attendeeKeys.stats(eventUuid), (stats) => {
    if (!stats) return stats
    const next = { ...stats }
    for (const [bucket, delta] of moves) next[bucket] = Math.max(0, (next[bucket] ?? 0) + delta)
    return next
  })
}
