import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Paginated } from './pagination'
import type { z } from 'zod'
import type { MessageTimelineEntrySchema, OutboundMessageReply, OutboundMessageSchema } from '@usher/domain/contract/communications'

/** One recipient's message as lists show it. */
export type OutboundMessage = z.infer<typeof OutboundMessageSchema>

/** A message with its subject and every status it went through. */
export type OutboundMessageDetail = z.infer<typeof OutboundMessageReply>['data']

export type MessageTimelineEntry = z.infer<typeof MessageTimelineEntrySchema>

export const outboundMessageKeys = {
  all: ['outbound-messages'] as const,
  detail: (id: string) => [...outboundMessageKeys.all, 'detail', id] as const,
  attendee: (eventUuid: string, attendeeId: string) => [...outboundMessageKeys.all, 'attendee', eventUuid, attendeeId] as const,
}

/** A message's timeline. While it is still on its way it is read again now and then. */
export function outboundMessageQuery(id: string) {
  return queryOptions({
    queryKey: outboundMessageKeys.detail(id),
    queryFn: ({ signal }) => api.get<{ data: OutboundMessageDetail }>(`/api/v2/outbound-messages/${encodeURIComponent(id)}`, { signal, silent: true }).then((r) => r.data),
    refetchInterval: 5000,
  })
}

/** What one guest was sent, newest first. */
export function attendeeMessagesQuery(eventUuid: string, attendeeId: string) {
  return queryOptions({
    queryKey: outboundMessageKeys.attendee(eventUuid, attendeeId),
    queryFn: ({ signal }) =>
      api.get<Paginated<OutboundMessage>>(`/api/v2/events/${encodeURIComponent(eventUuid)}/alerts/list-for-attendee/${encodeURIComponent(attendeeId)}`, {
        signal,
        query: { per_page: 100 },
        silent: true,
      }),
    refetchInterval: 5000,
  })
}
