import { useEffect, useMemo, useRef } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { attendeeKeys, type Attendee } from '@/api/attendees'
import type { Paginated } from '@/api/pagination'
import type { SeatingPlan } from '@/api/seating'
import { unseatedOf, type UnseatedRead } from './unseated-count'

// The sidebar's unseated guests: the guest list's 'unseated' filter, read
// whole (a gala's few hundred guests are searched and grouped as one typed)
// in pages of the list's largest size.

const PAGE_SIZE = 500
/**
 * 20 pages: 10,000 unseated guests, more than a plan seats in an evening of dragging. An event with more
 * (a conference of 100,000) gets the first 10,000 in the list's order, and the panel says so (`total`).
 */
const MAX_PAGES = 20

async function fetchAllUnseated(eventUuid: string, signal: AbortSignal): Promise<UnseatedRead> {
  const guests: Attendee[] = []
  let total = 0
  for (let page = 1; page <= MAX_PAGES; page++) {
    const reply = await api.get<Paginated<Attendee>>(`/api/v2/events/${eventUuid}/attendees`, {
      query: { page, per_page: PAGE_SIZE, filter: 'unseated' },
      signal,
      silent: true,
    })
    guests.push(...reply.data)
    total = Math.max(reply.meta.total, guests.length)
    if (reply.data.length < PAGE_SIZE) break
  }
  return { guests, total }
}

export const unseatedGuestsKey = (eventUuid: string) => [...attendeeKeys.lists(eventUuid), 'unseated-for-plan'] as const

/**
 * Guests without a seat. A guest the live plan already shows in a seat is left
 * out at once (a drop shows on the plan before the guest list catches up), and
 * the list is read again when the plan's occupants change (someone unseated
 * elsewhere comes back).
 */
export function useUnseatedGuests(eventUuid: string, plan: SeatingPlan) {
  const queryClient = useQueryClient()
  const query = useQuery({ queryKey: unseatedGuestsKey(eventUuid), queryFn: ({ signal }) => fetchAllUnseated(eventUuid, signal) })
  const seatedSignature = useMemo(
    () =>
      plan.occupants
        .map((occupant) => `${occupant.attendee_id}:${occupant.seat_id}`)
        .sort()
        .join(','),
    [plan.occupants],
  )
  const readFor = useRef(seatedSignature)
  useEffect(() => {
    if (readFor.current === seatedSignature) return
    readFor.current = seatedSignature
    void queryClient.invalidateQueries({ queryKey: unseatedGuestsKey(eventUuid) })
  }, [queryClient, eventUuid, seatedSignature])
  const { guests, total } = useMemo(() => unseatedOf(query.data, new Set(plan.occupants.map((occupant) => occupant.attendee_id))), [query.data, plan.occupants])
  // The read itself too: its loading and failure are shown by <QueryView>, the guests are what the plan leaves unseated.
  return { guests, total, query }
}
