import { queryOptions, keepPreviousData } from '@tanstack/react-query'
import { defaultEventSettings } from '@usher/domain/deciders/event-defaults'
import { api } from '@/lib/api-client'
import type { CommandResult, PageMeta } from './pagination'
import type { z } from 'zod'
import type {
  GroupGuestCountsSchema,
  GroupGuestSchema,
  GroupHostContactSchema,
  HostGroupListItemSchema,
  HostRowSchema,
} from '@usher/domain/contract/host-groups'

export type ExperienceType = 'go' | 'pro'

/** A group's own settings (spec section 3 'Group'). */
export type GroupSettings = {
  host_access_till: string | null
  experience_type: ExperienceType
  is_sending_tickets_enabled: boolean
  is_email_required: boolean
  is_seating_hidden: boolean
  is_view_floorplan_enabled: boolean
}

export type GroupFields = GroupSettings & {
  name: string
  is_active: boolean
  total_tickets: number
  tag_color: string | null
  host_group_tag_id: string | null
  is_public_link_enabled: boolean
  journey_id: string | null
}

export type GroupHost = z.infer<typeof GroupHostContactSchema>

export type TicketsStatus = z.infer<typeof GroupGuestCountsSchema>

export type HostGroup = z.infer<typeof HostGroupListItemSchema>

export type HostGroupTag = { id: string; name: string }

export type HostRow = z.infer<typeof HostRowSchema>

export type GroupListParams = { search?: string; experience_type?: ExperienceType; tags?: string; page?: number; per_page?: number }
export type HostListParams = { search?: string; has_account?: 'true' | 'false'; page?: number; per_page?: number }

type Contact = { first_name?: string | null; last_name?: string | null; email?: string | null; phone_number?: string | null }
export type HostCreate = Contact & { attendee_id?: string | null; attending_with_group?: boolean }
export type HostUpdate = Contact & { attendee_id: string; attending_with_group?: boolean }
export type GuestUpdate = Contact & { id: string }
/** Spec section 7: saves take created, updated and deleted collections. */
export type Collections<C, U> = { created?: C[]; updated?: U[]; deleted?: string[] }
export type GroupSave = Partial<Omit<GroupFields, 'total_tickets'>> & {
  total_tickets?: number | string
  hosts?: Collections<HostCreate, HostUpdate>
  guests?: Collections<Contact, GuestUpdate>
}

export const hostGroupKeys = {
  all: ['host-groups'] as const,
  event: (eventUuid: string) => [...hostGroupKeys.all, eventUuid] as const,
  list: (eventUuid: string, params: GroupListParams) => [...hostGroupKeys.event(eventUuid), 'list', params] as const,
  hosts: (eventUuid: string, params: HostListParams) => [...hostGroupKeys.event(eventUuid), 'hosts', params] as const,
  tags: (eventUuid: string) => [...hostGroupKeys.event(eventUuid), 'tags'] as const,
}

export function hostGroupsQuery(eventUuid: string, params: GroupListParams) {
  return queryOptions({
    queryKey: hostGroupKeys.list(eventUuid, params),
    queryFn: ({ signal }) => api.get<{ groups: HostGroup[]; meta: PageMeta }>(`/api/v2/events/${eventUuid}/host-group`, { signal, query: params }),
    placeholderData: keepPreviousData,
  })
}

export function hostsQuery(eventUuid: string, params: HostListParams) {
  return queryOptions({
    queryKey: hostGroupKeys.hosts(eventUuid, params),
    queryFn: ({ signal }) => api.get<{ data: HostRow[]; meta: PageMeta }>(`/api/v2/events/${eventUuid}/host-group-hosts`, { signal, query: params }),
    placeholderData: keepPreviousData,
  })
}

export function hostGroupTagsQuery(eventUuid: string) {
  return queryOptions({
    queryKey: hostGroupKeys.tags(eventUuid),
    queryFn: ({ signal }) =>
      api.get<{ host_group_tags: HostGroupTag[] }>(`/api/v2/events/${eventUuid}/host-group-tags`, { signal, silent: true }).then((r) => r.host_group_tags),
  })
}

const base = (eventUuid: string) => `/api/v2/events/${eventUuid}/host-group`

export const addHostGroup = (eventUuid: string, save: GroupSave) => api.post<CommandResult<HostGroup>>(`${base(eventUuid)}/add`, save)
export const updateHostGroup = (eventUuid: string, id: string, save: GroupSave) =>
  api.put<CommandResult<HostGroup>>(`${base(eventUuid)}/update`, { ...save, id })
export const deleteHostGroups = (eventUuid: string, ids: string[]) => api.post<CommandResult<unknown>>(`${base(eventUuid)}/delete`, { ids })
export const applyDefaultGroupSettings = (eventUuid: string) =>
  api.post<CommandResult<{ groups: number; updated: number }>>(`${base(eventUuid)}/apply-default-settings`, {})
export const shareHostGroup = (eventUuid: string, id: string) => api.put<CommandResult<{ shared_with: number }>>(`${base(eventUuid)}/share`, { id })
export const shareAllHostGroups = (eventUuid: string) => api.post<CommandResult<{ shared: number; skipped: number }>>(`${base(eventUuid)}/share-all`)
export const sendHostGroupTickets = (eventUuid: string, id: string) => api.post<CommandResult<{ sent: number }>>(`${base(eventUuid)}/send`, { id })
export const moveGuestToGroup = (eventUuid: string, attendeeId: string, groupId: string | null) =>
  api.post<CommandResult<unknown>>(`${base(eventUuid)}/attendee/${attendeeId}/move`, { host_group_id: groupId })
export const removeGroupHosts = (eventUuid: string, groupId: string, attendeeIds: string[]) =>
  api.post<CommandResult<unknown>>(`/api/v2/events/${eventUuid}/host-group-hosts/delete`, { group_id: groupId, attendee_ids: attendeeIds })

/** CSV or Excel upload of groups: one multipart POST, the server's 422 names the bad rows. */
export function uploadHostGroups(eventUuid: string, file: File): Promise<CommandResult<HostGroup[]>> {
  const form = new FormData()
  form.append('file', file, file.name)
  return api.post(`${base(eventUuid)}/upload`, form)
}

export type GroupGuest = z.infer<typeof GroupGuestSchema>

export function groupGuestsQuery(eventUuid: string, groupId: string | null) {
  return queryOptions({
    queryKey: [...hostGroupKeys.event(eventUuid), 'guests', groupId] as const,
    queryFn: ({ signal }) => api.get<{ data: GroupGuest[] }>(`${base(eventUuid)}/${groupId}/guests`, { signal }).then((r) => r.data),
    enabled: groupId !== null,
  })
}

/** The spec's group defaults (section 3, Event form group_settings), for events that have none stored. */
export const DEFAULT_GROUP_SETTINGS: GroupSettings = defaultEventSettings().group_settings

export function groupSettingsOf(event: { group_settings: Record<string, unknown> | null }): GroupSettings {
  return { ...DEFAULT_GROUP_SETTINGS, ...(event.group_settings as Partial<GroupSettings> | null) }
}

/** The event's default group settings are part of the event's settings (PUT /events/{uuid}). */
export const saveEventGroupSettings = (eventUuid: string, groupSettings: GroupSettings) =>
  api.put<CommandResult<unknown>>(`/api/v2/events/${eventUuid}`, { group_settings: groupSettings })
