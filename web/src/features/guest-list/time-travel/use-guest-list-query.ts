import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { attendeeInfiniteQuery, type AttendeeSelectionParams } from '@/api/attendee-pages'
import { attendeeStatsQuery } from '@/api/attendees'
import { pastAttendeeInfiniteQuery, pastAttendeeStatsQuery } from './past-guest-list-queries'

/** The guest table's rows: the live list, or the list as it was at `asOf` when time travelling. */
export function useGuestListQuery(eventUuid: string, params: AttendeeSelectionParams, asOf: string | undefined) {
  const { as_of: _moment, ...selection } = params
  const live = useInfiniteQuery({ ...attendeeInfiniteQuery(eventUuid, selection), enabled: !asOf })
  const past = useInfiniteQuery({ ...pastAttendeeInfiniteQuery(eventUuid, asOf ?? '', selection), enabled: Boolean(asOf) })
  return asOf ? past : live
}

/** The counters above the guest list: the live ones, or those at `asOf` when time travelling. */
export function useGuestCountersQuery(eventUuid: string, asOf: string | undefined) {
  const live = useQuery({ ...attendeeStatsQuery(eventUuid), enabled: !asOf })
  const past = useQuery({ ...pastAttendeeStatsQuery(eventUuid, asOf ?? ''), enabled: Boolean(asOf) })
  return asOf ? past : live
}
