import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { CommandResult } from './pagination'
import type { z } from 'zod'
import type { AlertUserSchema } from '@usher/domain/contract/alerts'

export type AlertUser = z.infer<typeof AlertUserSchema>

/** The users who may be told about an event's guests (its organisation's users). */
export function alertUsersQuery(eventUuid: string) {
  return queryOptions({
    queryKey: ['events', eventUuid, 'alert-users'] as const,
    queryFn: ({ signal }) => api.get<{ data: AlertUser[] }>(`/api/v2/events/${eventUuid}/alert-users`, { signal }).then((r) => r.data),
    staleTime: 60_000,
  })
}

/** Who is told when these guests check in; no users clears the alert. */
export function setCheckInAlert(eventUuid: string, attendees: string[], users: string[]): Promise<CommandResult<unknown>> {
  return api.post(`/api/v2/events/${eventUuid}/attendees/checkin-alert`, { attendees, users })
}
