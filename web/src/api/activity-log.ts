import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { CommandResult, PageMeta } from './pagination'
import type { z } from 'zod'
import type { ActivityLogSchema } from '@usher/domain/contract/activity'

export type ActivityLog = z.infer<typeof ActivityLogSchema>

export type ActivityLogParams = { event_uuid?: string; page: number; per_page: number }
export type ActivityLogPage = { activity_logs: ActivityLog[]; meta?: PageMeta & { unread?: number } }

export const activityLogKeys = {
  all: ['activity-log'] as const,
  lists: () => [...activityLogKeys.all, 'list'] as const,
  list: (params: ActivityLogParams) => [...activityLogKeys.lists(), params] as const,
}

export function activityLogQuery(params: ActivityLogParams) {
  return queryOptions({
    queryKey: activityLogKeys.list(params),
    queryFn: ({ signal }) => api.get<ActivityLogPage>('/api/v2/activity-log', { query: params, signal, silent: true }),
    staleTime: 30_000,
  })
}

export function markActivityRead(id: string): Promise<CommandResult<ActivityLog>> {
  return api.put(`/api/v2/activity-log/${id}/read`)
}

/** Marks one entry read; the feed reads again whether or not it worked (another tab may have marked it). */
export function useMarkActivityRead() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: markActivityRead, onSettled: () => queryClient.invalidateQueries({ queryKey: activityLogKeys.all }) })
}
