import type { QueryClient } from '@tanstack/react-query'
import { activityLogKeys } from '@/api/activity-log'
import { attendeeKeys } from '@/api/attendees'
import { attendeeViewKeys } from '@/api/attendee-views'
import { eventKeys } from '@/api/events'
import { attendeeTagKeys } from '@/api/attendee-tags'
import { hostGroupKeys } from '@/api/host-groups'
import { seatingKeys } from '@/api/seating'

export type ProjectionName = 'events' | 'guest_list' | 'activity_feed' | 'attendee_views' | 'attendee_tags' | 'host_groups'

/** Which cached queries a projection change makes stale. */
export function invalidateProjection(queryClient: QueryClient, eventUuid: string, projection: ProjectionName, ids: string[]) {
  switch (projection) {
    case 'guest_list':
      void queryClient.invalidateQueries({ queryKey: attendeeKeys.event(eventUuid) })
      // The guest_list projection keeps the floor plan too (rm_seating_*): open plans refetch.
      void queryClient.invalidateQueries({ queryKey: seatingKeys.event(eventUuid) })
      for (const id of ids) {
        void queryClient.invalidateQueries({ queryKey: attendeeKeys.detail(id) })
        void queryClient.invalidateQueries({ queryKey: attendeeKeys.history(id) })
      }
      // No ids (e.g. after a reconnect): any open guest history may have missed changes.
      if (ids.length === 0) void queryClient.invalidateQueries({ queryKey: attendeeKeys.histories() })
      return
    case 'events':
      void queryClient.invalidateQueries({ queryKey: eventKeys.detail(eventUuid) })
      void queryClient.invalidateQueries({ queryKey: eventKeys.lists() })
      return
    case 'activity_feed':
      void queryClient.invalidateQueries({ queryKey: activityLogKeys.all })
      return
    // A teammate's tab changes show at once; column settings are per person, refetched in case it was this person elsewhere.
    case 'attendee_views':
      void queryClient.invalidateQueries({ queryKey: attendeeViewKeys.tabs(eventUuid) })
      void queryClient.invalidateQueries({ queryKey: attendeeViewKeys.columns(eventUuid) })
      return
    // Guests carry tag ids and are shown with the names read now: a rename or recolour refreshes the rows too.
    case 'attendee_tags':
      void queryClient.invalidateQueries({ queryKey: attendeeTagKeys.event(eventUuid) })
      void queryClient.invalidateQueries({ queryKey: attendeeKeys.event(eventUuid) })
      return
    // Groups, their hosts and tags; the guest list shows group names and hosts too.
    case 'host_groups':
      void queryClient.invalidateQueries({ queryKey: hostGroupKeys.event(eventUuid) })
      void queryClient.invalidateQueries({ queryKey: attendeeKeys.event(eventUuid) })
      return
  }
}

/** Everything a tab shows about one event, refreshed after a reconnect that may have missed pushes. */
export function invalidateEventEverything(queryClient: QueryClient, eventUuid: string) {
  invalidateProjection(queryClient, eventUuid, 'guest_list', [])
  invalidateProjection(queryClient, eventUuid, 'events', [])
  invalidateProjection(queryClient, eventUuid, 'activity_feed', [])
  invalidateProjection(queryClient, eventUuid, 'attendee_tags', [])
}
