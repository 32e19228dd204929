import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { CommandResult, Paginated, Single } from './pagination'
import { inBulkParts } from './bulk-parts'
import type { z } from 'zod'
import type { AttendeeListRowSchema, AttendeeSchema, AttendeeStatsSchema } from '@usher/domain/contract/attendees'
import type { AttendeeHistoryEntrySchema } from '@usher/domain/contract/history'
import { ATTENDEE_FILTERS, type AttendeeFilter } from '@usher/domain/guest-selection/guest-filter-names'

/** null = pending, true = yes / approved, false = no / rejected (spec section 4). */
export type TriState = boolean | null

/** A guest as the API presents them (the shared contract); rows of the guest list also carry their host group's name and tag and its hosts. */
export type Attendee = z.infer<typeof AttendeeSchema> & Partial<Omit<z.infer<typeof AttendeeListRowSchema>, keyof z.infer<typeof AttendeeSchema>>>

export type AttendeeStats = z.infer<typeof AttendeeStatsSchema>

// The filters' vocabulary is the server's own (shared/domain), so a filter the server adds is one the guest list accepts.
export { ATTENDEE_FILTERS, type AttendeeFilter }

export type AttendeeSort = 'created_at' | '-created_at'

export type AttendeeListParams = {
  page: number
  per_page: number
  search: string
  filter: AttendeeFilter
  sort?: AttendeeSort
  /** Selected Tags (any of these ids) and Except Tags (none of them), comma-separated. */
  tags?: string
  except_tags?: string
}

export type MemberInput = {
  first_name: string
  last_name: string
  email?: string
  phone_number?: string
  reference?: string
  language?: string
  parent_attendee_id?: string
  /** Values by custom-field id. */
  custom_fields?: Record<string, unknown>
}

export type HistoryActorType = 'user' | 'api_token' | 'guest_link' | 'system'

/** One change in a guest's own stream, as the history endpoint describes it. */
export type AttendeeHistoryEntry = z.infer<typeof AttendeeHistoryEntrySchema>

export type AttendeeUpdate = {
  first_name?: string
  last_name?: string
  email?: string | null
  phone_number?: string | null
  reference?: string | null
  language?: string | null
  tags?: string[]
  custom_fields?: Record<string, unknown>
}

export const attendeeKeys = {
  all: ['attendees'] as const,
  event: (eventUuid: string) => [...attendeeKeys.all, 'event', eventUuid] as const,
  lists: (eventUuid: string) => [...attendeeKeys.event(eventUuid), 'list'] as const,
  list: (eventUuid: string, params: AttendeeListParams) => [...attendeeKeys.lists(eventUuid), params] as const,
  stats: (eventUuid: string) => [...attendeeKeys.event(eventUuid), 'stats'] as const,
  details: () => [...attendeeKeys.all, 'detail'] as const,
  detail: (id: string) => [...attendeeKeys.details(), id] as const,
  histories: () => [...attendeeKeys.all, 'history'] as const,
  history: (id: string) => [...attendeeKeys.histories(), id] as const,
}

export function attendeeListQuery(eventUuid: string, params: AttendeeListParams) {
  return queryOptions({
    queryKey: attendeeKeys.list(eventUuid, params),
    queryFn: ({ signal }) => api.get<Paginated<Attendee>>(`/api/v2/events/${eventUuid}/attendees`, { query: params, signal }),
    placeholderData: keepPreviousData,
  })
}

export function attendeeStatsQuery(eventUuid: string) {
  return queryOptions({
    queryKey: attendeeKeys.stats(eventUuid),
    queryFn: ({ signal }) => api.get<Single<AttendeeStats>>(`/api/v2/events/${eventUuid}/attendees/stats`, { signal }).then((r) => r.data),
  })
}

export function attendeeQuery(id: string) {
  return queryOptions({
    queryKey: attendeeKeys.detail(id),
    queryFn: ({ signal }) => api.get<Single<Attendee>>(`/api/v2/attendees/${id}`, { signal }).then((r) => r.data),
  })
}

/** Newest first. Refetched on open: a tab's own changes do not come back as pushes. */
export function attendeeHistoryQuery(id: string) {
  return queryOptions({
    queryKey: attendeeKeys.history(id),
    queryFn: ({ signal }) => api.get<{ data: AttendeeHistoryEntry[] }>(`/api/v2/events/attendees/${id}/history`, { signal, silent: true }).then((r) => r.data),
    staleTime: 0,
  })
}

export function addAttendees(eventUuid: string, members: MemberInput[]): Promise<CommandResult<Attendee[]>> {
  return api.post(`/api/v2/events/${eventUuid}/attendees`, { members })
}

export function updateAttendee(id: string, input: AttendeeUpdate): Promise<CommandResult<Attendee>> {
  return api.put(`/api/v2/events/attendees/${id}`, input)
}

/** Erasure: deletes the guest's personal data for good; their RSVP and check-in stay. */
export function forgetAttendee(id: string): Promise<CommandResult<Attendee>> {
  return api.post(`/api/v2/events/attendees/${id}/forget`, {})
}

export function deleteAttendees(eventUuid: string, ids: string[]): Promise<CommandResult<{ updated: number }>> {
  return inBulkParts(ids, (part) => api.post(`/api/v2/events/${eventUuid}/attendees/delete`, { attendees: part }))
}

export function checkInAttendee(id: string, idempotencyKey: string): Promise<CommandResult<Attendee>> {
  return api.post(`/api/v2/events/attendees/${id}/check-in`, undefined, { idempotencyKey })
}

export function undoCheckInAttendee(id: string, idempotencyKey: string): Promise<CommandResult<Attendee>> {
  return api.post(`/api/v2/events/attendees/${id}/undo-check-in`, undefined, { idempotencyKey })
}

export function setAttendeeRsvp(id: string, rsvp: TriState): Promise<CommandResult<Attendee>> {
  return api.put(`/api/v2/events/attendees/${id}/rsvp`, { rsvp })
}

export function setAttendeeApproval(id: string, approval: TriState): Promise<CommandResult<Attendee>> {
  return api.put(`/api/v2/events/attendees/${id}/approval`, { approval })
}

export function bulkSetRsvp(eventUuid: string, ids: string[], rsvp: TriState): Promise<CommandResult<{ updated: number }>> {
  return inBulkParts(ids, (part) => api.put(`/api/v2/events/${eventUuid}/attendees-bulk/set-rsvp`, { attendees: part, rsvp }))
}

export function bulkSetApproval(eventUuid: string, ids: string[], approval: TriState): Promise<CommandResult<{ updated: number }>> {
  return inBulkParts(ids, (part) => api.put(`/api/v2/events/${eventUuid}/attendees-bulk/set-approval`, { attendees: part, approval }))
}
