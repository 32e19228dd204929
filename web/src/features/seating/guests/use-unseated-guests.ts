import { useEffect, useMemo, useRef } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { attendeeKeys, type Attendee } from '@/api/attendees'
import type { Paginated } from '@/api/pagination'
import type { SeatingPlan } from '@/api/seating'

// The sidebar's unseated guests: the guest list's 'unseated' filter, read
// whole (a gala's few hundred guests are searched and grouped as one typed)
// in pages of the list's largest size.

const PAGE_SIZE = 500
/** 20 pages: 10,000 unseated guests, more than any plan seats (its seats are bounded at 20,000, its tables' guests far fewer). */
const MAX_PAGES = 20

async function fetchAllUnseated(eventUuid: string, signal: AbortSignal): Promise<Attendee[]> {
  const guests: Attendee[] = []
  for (let page = 1; page <= MAX_PAGES; page++) {
    const reply = await api.get<Paginated<Attendee>>(`/api/v2/events/${eventUuid}/attendees`, {
      query: { page, per_page: PAGE_SIZE, filter: 'unseated' },
      signal,
      silent: true,
    })
    guests.push(...reply.data)
    if (reply.data.length < PAGE_SIZE) break
  }
  return guests
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
  const guests = useMemo(() => {
    const seated = new Set(plan.occupants.map((occupant) => occupant.attendee_id))
    return (query.data ?? []).filter((guest) => !seated.has(guest.id))
  }, [query.data, plan.occupants])
  // The read itself too: its loading and failure are shown by <QueryView>, the guests are what the plan leaves unseated.
  return { guests, query }
}
