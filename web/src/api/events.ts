import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { CommandResult, Paginated, Single } from './pagination'
import type { EventPermissions, EventRole } from '@usher/domain/access/event-roles'
import type { CustomField } from '@usher/domain/fields/custom-fields'
import type { DefaultFields } from '@usher/domain/fields/default-fields'
import type { TicketVariation } from '@usher/domain/fields/ticket-variations'
import type { PassSettings } from '@usher/domain/passes/pass-settings'
import type { EventData } from '@usher/domain/passes/event-data'

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

export type UsherEvent = {
  uuid: string
  name: string
  purpose: string | null
  starts_date: string | null
  starts_time: string | null
  end_date: string | null
  end_time: string | null
  starts_at: string | null
  ends_at: string | null
  timezone: string
  pass_fields_visible_at: string | null
  is_rsvp: boolean
  is_ended: boolean
  is_seating_enabled: boolean
  is_pass_enabled: boolean
  is_ticket_transfers_enabled: boolean
  is_concierge_support_enabled: boolean
  is_organizer_concierge_support_enabled: boolean
  is_form_enabled: boolean
  is_custom_fields_enabled: boolean
  invites_enabled: boolean
  seating_type: SeatingType
  enabled_ticket_transfer_type: string | null
  organizer_concierge_support_email: string | null
  form_name: string | null
  location: EventLocation | null
  group_settings: Record<string, unknown> | null
  ticket_variations: TicketVariation[]
  /** 'Access Pass(es)' or 'Ticket(s)', from the first variation's type. */
  ticket_wording?: string
  custom_fields?: CustomField[]
  default_fields?: DefaultFields
  /** How the event's passes look, and what they tell guests (spec section 3). */
  pass_settings?: PassSettings
  event_data?: EventData
  is_archived: boolean
  archived_at: string | null
  /** The signed-in person's role on this event, and what it allows. */
  role: EventRole
  permissions: EventPermissions
  has_unread_logs: boolean
  created_at: string
  updated_at: string
  /** Present when the list endpoint counts guests. */
  attendees_count?: number
}

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

export function duplicateEvent(uuid: string): Promise<CommandResult<UsherEvent>> {
  return api.post(`${base(uuid)}/duplicate`)
}
