import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { CommandResult } from './pagination'
import { inBulkParts } from './bulk-parts'
import type { z } from 'zod'
import type { TagViewSchema } from '@usher/domain/contract/attendees'
import type { TagListItemSchema } from '@usher/domain/contract/attendee-tags'

/** A tag as commands answer it; the tag lists add when it was made. */
export type AttendeeTag = z.infer<typeof TagViewSchema> & Partial<Pick<z.infer<typeof TagListItemSchema>, 'created_at'>>
export type AttendeeTagInput = { name?: string; color?: string }

export const attendeeTagKeys = {
  all: ['attendee-tags'] as const,
  event: (eventUuid: string) => [...attendeeTagKeys.all, eventUuid] as const,
}

/** The event's tags, by name. Small enough to load whole wherever a picker needs them. */
export function attendeeTagsQuery(eventUuid: string) {
  return queryOptions({
    queryKey: attendeeTagKeys.event(eventUuid),
    queryFn: ({ signal }) =>
      api.get<{ attendee_tags: AttendeeTag[] }>(`/api/v2/events/${eventUuid}/attendee-tags`, { signal, silent: true }).then((r) => r.attendee_tags),
  })
}

export function addAttendeeTag(eventUuid: string, input: AttendeeTagInput): Promise<CommandResult<AttendeeTag>> {
  return api.post(`/api/v2/events/${eventUuid}/attendee-tags/add`, input)
}

export function updateAttendeeTag(id: string, input: AttendeeTagInput): Promise<CommandResult<AttendeeTag>> {
  return api.post(`/api/v2/events/attendee-tags/${id}/update`, input)
}

export function deleteAttendeeTag(id: string): Promise<CommandResult<unknown>> {
  return api.post(`/api/v2/events/attendee-tags/${id}/delete`)
}

export function bulkAddTags(eventUuid: string, attendeeIds: string[], tagIds: string[]): Promise<CommandResult<{ updated: number }>> {
  return inBulkParts(attendeeIds, (part) => api.put(`/api/v2/events/${eventUuid}/attendees-bulk/add-tags`, { attendees: part, tags: tagIds }))
}
