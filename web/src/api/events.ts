import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { CommandResult, Paginated, Single } from './pagination'
import type { z } from 'zod'
import type { EventSchema } from '@usher/domain/contract/events'

export type SeatingType = 'venue' | 'theatre'

export type EventLocation = {
  name: string | null
  address: string | null
  address_2: string | null
  postal_code: string | null
  city: string | null
  state_region_code: string | null
  state_region: string | null
  country_code: string | null
  country: string | null
}

export type UsherEvent = z.infer<typeof EventSchema>

export type EventStatus = 'active' | 'archived'
export type EventListParams = { page: number; per_page: number; search: string; status: EventStatus }

/** The writable part of an event, as the event form sends it. */
export type EventInput = Partial<
  Pick<
    UsherEvent,
    | 'name'
    | 'purpose'
    | 'starts_date'
    | 'starts_time'
    | 'end_date'
    | 'end_time'
    | 'timezone'
    | 'is_rsvp'
    | 'invites_enabled'
    | 'is_seating_enabled'
    | 'seating_type'
    | 'is_pass_enabled'
    | 'is_ticket_transfers_enabled'
    | 'is_concierge_support_enabled'
    | 'is_organizer_concierge_support_enabled'
    | 'organizer_concierge_support_email'
    | 'enabled_ticket_transfer_type'
    | 'ticket_transfers_require_approval'
    | 'default_language'
  >
>

export const eventKeys = {
  all: ['events'] as const,
  lists: () => [...eventKeys.all, 'list'] as const,
  list: (params: EventListParams) => [...eventKeys.lists(), params] as const,
  details: () => [...eventKeys.all, 'detail'] as const,
  detail: (uuid: string) => [...eventKeys.details(), uuid] as const,
}

export function eventListQuery(params: EventListParams) {
  return queryOptions({
    queryKey: eventKeys.list(params),
    queryFn: ({ signal }) => api.get<Paginated<UsherEvent>>('/api/v2/events', { query: params, signal }),
    placeholderData: keepPreviousData,
  })
}

export function eventQuery(uuid: string) {
  return queryOptions({
    queryKey: eventKeys.detail(uuid),
    queryFn: ({ signal }) => api.get<Single<UsherEvent>>(`/api/v2/events/${uuid}`, { signal }).then((r) => r.data),
  })
}

const base = (uuid: string) => `/api/v2/events/${encodeURIComponent(uuid)}`

export function createEvent(input: EventInput): Promise<CommandResult<UsherEvent>> {
  return api.post('/api/v2/events', input)
}

export function updateEvent(uuid: string, input: EventInput): Promise<CommandResult<UsherEvent>> {
  return api.put(base(uuid), input)
}

export function saveEventLocation(uuid: string, location: EventLocation): Promise<CommandResult<UsherEvent>> {
  return api.post(`${base(uuid)}/location`, { location })
}

export function archiveEvent(uuid: string): Promise<CommandResult<UsherEvent>> {
  return api.delete(`${base(uuid)}/archive`)
}

export function restoreEvent(uuid: string): Promise<CommandResult<UsherEvent>> {
  return api.post(`${base(uuid)}/restore`)
}

export function duplicateEvent(uuid: string, options: { include_guests?: boolean } = {}): Promise<CommandResult<UsherEvent>> {
  return api.post(`${base(uuid)}/duplicate`, options)
}
