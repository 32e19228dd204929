import { queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import type { DuplicationTimelineSchema, EventTemplateSchema } from '@usher/domain/contract/duplication'
import { api } from '@/lib/api-client'
import type { Single } from './pagination'

export type EventTemplate = z.infer<typeof EventTemplateSchema>
export type DuplicationTimeline = z.infer<typeof DuplicationTimelineSchema>

const base = (uuid: string) => `/api/v2/events/${encodeURIComponent(uuid)}`

export const duplicationKeys = {
  template: (uuid: string) => ['events', 'template', uuid] as const,
  timeline: (uuid: string) => ['events', 'duplication-timeline', uuid] as const,
}

/** What a duplicate of the event would copy (the duplicate dialog). */
export function eventTemplateQuery(uuid: string) {
  return queryOptions({
    queryKey: duplicationKeys.template(uuid),
    queryFn: ({ signal }) => api.get<Single<EventTemplate>>(`${base(uuid)}/template`, { signal }).then((r) => r.data),
  })
}

// The copying runs in the background: the dialog looks again this often until it ends.
const TIMELINE_POLL_MS = 800

/** How the copy's duplication is getting on, refreshed until it has completed or failed. */
export function duplicationTimelineQuery(uuid: string) {
  return queryOptions({
    queryKey: duplicationKeys.timeline(uuid),
    queryFn: ({ signal }) => api.get<Single<DuplicationTimeline>>(`${base(uuid)}/duplication-timeline`, { signal }).then((r) => r.data),
    refetchInterval: (query) => (query.state.data && query.state.data.status !== 'copying' ? false : TIMELINE_POLL_MS),
  })
}
