import type { QueryClient } from '@tanstack/react-query'
import { activityLogKeys } from '@/api/activity-log'
import { attendeeKeys } from '@/api/attendees'
import { attendeeViewKeys } from '@/api/attendee-views'
import { eventKeys } from '@/api/events'
import { attendeeTagKeys } from '@/api/attendee-tags'
import { communicationKeys } from '@/api/communications'
import { hostGroupKeys } from '@/api/host-groups'
import { seatingKeys } from '@/api/seating'
import { featureKeys } from '@/api/features'
import { supportKeys } from '@/api/support'

import { journeyKeys } from '@/api/journeys'
import { invalidateLive } from './invalidate-live'
import { reportKeys } from '@/api/reports'

export type ProjectionName =
  | 'events'
  | 'guest_list'
  | 'seating'
  | 'activity_feed'
  | 'attendee_views'
  | 'attendee_tags'
  | 'host_groups'
  | 'communications'
  | 'event_features'
  | 'support_questions'
  | 'journeys'
  | 'reports'

/** Which cached queries a projection change makes stale. */
export function invalidateProjection(queryClient: QueryClient, eventUuid: string, projection: ProjectionName, ids: string[]) {
  switch (projection) {
    case 'guest_list':
      invalidateLive(queryClient, { queryKey: attendeeKeys.event(eventUuid) })
      // Open plans show the seated guests' names: they refetch too.
      invalidateLive(queryClient, { queryKey: seatingKeys.event(eventUuid) })
      for (const id of ids) {
        invalidateLive(queryClient, { queryKey: attendeeKeys.detail(id) })
        invalidateLive(queryClient, { queryKey: attendeeKeys.history(id) })
      }
      // No ids (e.g. after a reconnect): any open guest history may have missed changes.
      if (ids.length === 0) invalidateLive(queryClient, { queryKey: attendeeKeys.histories() })
      // A communication's audience is read from the guest list.
      invalidateLive(queryClient, { queryKey: communicationKeys.audienceCounts(eventUuid) })
      return
    // The floor plans and who holds each seat (the seating projection).
    case 'seating':
      invalidateLive(queryClient, { queryKey: seatingKeys.event(eventUuid) })
      return
    case 'events':
      invalidateLive(queryClient, { queryKey: eventKeys.detail(eventUuid) })
      invalidateLive(queryClient, { queryKey: eventKeys.lists() })
      return
    case 'activity_feed':
      invalidateLive(queryClient, { queryKey: activityLogKeys.all })
      return
    // A teammate's tab changes show at once; column settings are per person, refetched in case it was this person elsewhere.
    case 'attendee_views':
      invalidateLive(queryClient, { queryKey: attendeeViewKeys.tabs(eventUuid) })
      invalidateLive(queryClient, { queryKey: attendeeViewKeys.columns(eventUuid) })
      return
    // Guests carry tag ids and are shown with the names read now: a rename or recolour refreshes the rows too.
    case 'attendee_tags':
      invalidateLive(queryClient, { queryKey: attendeeTagKeys.event(eventUuid) })
      invalidateLive(queryClient, { queryKey: attendeeKeys.event(eventUuid) })
      return
    // Groups, their hosts and tags; the guest list shows group names and hosts too.
    case 'host_groups':
      invalidateLive(queryClient, { queryKey: hostGroupKeys.event(eventUuid) })
      invalidateLive(queryClient, { queryKey: attendeeKeys.event(eventUuid) })
      return
    // Thousands of recipients' statuses change while a message goes out: refetch at most every 500 ms.
    case 'communications':
      communicationRefreshes.request(queryClient, eventUuid, ids)
      return
    // A teammate's change to the features, or a guest's new question, shows at once.
    case 'event_features':
      invalidateLive(queryClient, { queryKey: featureKeys.event(eventUuid) })
      return
    case 'support_questions':
      invalidateLive(queryClient, { queryKey: supportKeys.event(eventUuid) })
      return
    // A journey's draft, its list row and how its guests fare (their answers name the journey too).
    case 'journeys':
      invalidateLive(queryClient, { queryKey: journeyKeys.list(eventUuid) })
      if (ids.length === 0) invalidateLive(queryClient, { queryKey: journeyKeys.event(eventUuid) })
      for (const id of ids) invalidateLive(queryClient, { queryKey: journeyKeys.journey(eventUuid, id) })
      return
    // The reports open on this event (the live ones; a past moment's stay as they were).
    case 'reports':
      invalidateLive(queryClient, { queryKey: reportKeys.ofEvent(eventUuid), predicate: (query) => query.queryKey[4] === null })
      return
  }
}

const COMMUNICATIONS_REFRESH_MS = 500

/**
 * Collects the alerts named by communications changes and refreshes their
 * queries at most once every 500 ms per event: the first change at once, the
 * ones that follow together when the interval ends.
 */
class ThrottledCommunicationRefresh {
  private pending = new Map<string, { ids: Set<string>; everything: boolean; timer: ReturnType<typeof setTimeout> | null; last: number }>()

  request(queryClient: QueryClient, eventUuid: string, ids: string[]) {
    const entry = this.pending.get(eventUuid) ?? { ids: new Set<string>(), everything: false, timer: null, last: 0 }
    this.pending.set(eventUuid, entry)
    for (const id of ids) entry.ids.add(id)
    // No ids: a reconnect or a settings change; every open communication screen refreshes.
    if (ids.length === 0) entry.everything = true
    if (entry.timer) return
    const wait = Math.max(0, entry.last + COMMUNICATIONS_REFRESH_MS - Date.now())
    entry.timer = setTimeout(() => this.flush(queryClient, eventUuid), wait)
  }

  private flush(queryClient: QueryClient, eventUuid: string) {
    const entry = this.pending.get(eventUuid)
    if (!entry) return
    const { ids, everything } = entry
    entry.ids = new Set()
    entry.everything = false
    entry.timer = null
    entry.last = Date.now()
    invalidateLive(queryClient, { queryKey: communicationKeys.lists(eventUuid) })
    if (everything) invalidateLive(queryClient, { queryKey: communicationKeys.event(eventUuid) })
    for (const id of ids) invalidateLive(queryClient, { queryKey: communicationKeys.alert(eventUuid, id) })
    // An open timeline belongs to one of these alerts' messages.
    invalidateLive(queryClient, { queryKey: communicationKeys.messageTimelines(eventUuid) })
  }
}

const communicationRefreshes = new ThrottledCommunicationRefresh()

/** Everything a tab shows about one event, refreshed after a reconnect that may have missed pushes. */
export function invalidateEventEverything(queryClient: QueryClient, eventUuid: string) {
  invalidateProjection(queryClient, eventUuid, 'guest_list', [])
  invalidateProjection(queryClient, eventUuid, 'events', [])
  invalidateProjection(queryClient, eventUuid, 'activity_feed', [])
  invalidateProjection(queryClient, eventUuid, 'attendee_tags', [])
  invalidateProjection(queryClient, eventUuid, 'communications', [])
  invalidateProjection(queryClient, eventUuid, 'journeys', [])
}
