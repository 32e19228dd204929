import { useQuery } from '@tanstack/react-query'
import { attendeeTabsQuery } from '@/api/attendee-views'
import { useAttendeeTabMutations } from '@/api/attendee-view-mutations'
import { useEventAreas } from '@/lib/use-event-areas'

/** The event's tabs and the commands on them; reordering shows at once and rolls back if refused. */
export function useAttendeeTabs(eventUuid: string) {
  // Saved tabs are the organiser's views: door staff see the list as it is.
  const tabs = useQuery({ ...attendeeTabsQuery(eventUuid), enabled: useEventAreas(eventUuid)?.details === true })
  return { tabs: tabs.data ?? [], ...useAttendeeTabMutations(eventUuid) }
}
