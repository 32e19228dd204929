import { queryOptions } from '@tanstack/react-query'
import type { ViewColumn } from '@usher/domain/views/view-rules'
import { api } from '@/lib/api-client'
import type { CommandResult } from './pagination'
import type { z } from 'zod'
import type { AttendeeTabSchema } from '@usher/domain/contract/attendee-views'

export type { ViewColumn }

export type AttendeeTab = z.infer<typeof AttendeeTabSchema>

export type TabInput = { name?: string; filters?: Record<string, string>; sort?: string | null; columns?: ViewColumn[] }

export const attendeeViewKeys = {
  all: ['attendee-views'] as const,
  tabs: (eventUuid: string) => [...attendeeViewKeys.all, 'tabs', eventUuid] as const,
  columns: (eventUuid: string) => [...attendeeViewKeys.all, 'columns', eventUuid] as const,
}

const tabsUrl = (eventUuid: string) => `/api/v2/events/${encodeURIComponent(eventUuid)}/attendee-tabs`

export function attendeeTabsQuery(eventUuid: string) {
  return queryOptions({
    queryKey: attendeeViewKeys.tabs(eventUuid),
    queryFn: ({ signal }) => api.get<{ tabs: AttendeeTab[] }>(tabsUrl(eventUuid), { signal }).then((r) => r.tabs),
  })
}

export function columnSettingsQuery(eventUuid: string) {
  return queryOptions({
    queryKey: attendeeViewKeys.columns(eventUuid),
    queryFn: ({ signal }) =>
      api
        .get<{ data: { columns: ViewColumn[] | null } }>(`/api/v2/events/${encodeURIComponent(eventUuid)}/column-settings`, { signal })
        .then((r) => r.data.columns),
    staleTime: Infinity,
  })
}

export function createTab(eventUuid: string, input: TabInput): Promise<CommandResult<AttendeeTab>> {
  return api.post(tabsUrl(eventUuid), input)
}

export function updateTab(eventUuid: string, id: string, input: TabInput): Promise<CommandResult<AttendeeTab>> {
  return api.put(`${tabsUrl(eventUuid)}/${encodeURIComponent(id)}`, input)
}

export function reorderTabs(eventUuid: string, ids: string[]): Promise<{ tabs: AttendeeTab[]; position?: string }> {
  return api.post(`${tabsUrl(eventUuid)}/reorder`, { tab_ids: ids })
}

export function deleteTab(eventUuid: string, id: string): Promise<CommandResult<{ id: string }>> {
  return api.delete(`${tabsUrl(eventUuid)}/${encodeURIComponent(id)}`)
}

export function saveColumnSettings(eventUuid: string, columns: ViewColumn[]): Promise<CommandResult<{ columns: ViewColumn[] }>> {
  return api.put(`/api/v2/events/${encodeURIComponent(eventUuid)}/column-settings`, { columns })
}
