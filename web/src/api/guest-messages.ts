import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { communicationKeys, type OutboundMessageList } from './communications'

/**
 * What one guest was sent, newest first. Keyed beside the messages' timelines,
 * so the communications changes that refresh an open timeline refresh this too.
 */
export function guestMessagesQuery(eventUuid: string, attendeeId: string) {
  return queryOptions({
    queryKey: [...communicationKeys.messageTimelines(eventUuid), 'of-guest', attendeeId] as const,
    queryFn: ({ signal }) =>
      api.get<OutboundMessageList>(`/api/v2/events/${encodeURIComponent(eventUuid)}/alerts/list-for-attendee/${encodeURIComponent(attendeeId)}`, {
        signal,
        query: { per_page: 100 },
        silent: true,
      }),
  })
}
