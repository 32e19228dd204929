import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { CommandResult } from './pagination'
import type { z } from 'zod'
import type { ActionAlertSchema } from '@usher/domain/contract/alerts'

export const ALERT_ACTIONS = ['check_in', 'rsvp_yes', 'rsvp_no', 'link_clicked'] as const
export type AlertAction = (typeof ALERT_ACTIONS)[number]

/** A rule: tell this user whenever any guest of the event does this. */
export type ActionAlert = z.infer<typeof ActionAlertSchema>

export type ActionAlertInput = { user_id: string; action: AlertAction }

export const actionAlertKeys = {
  event: (eventUuid: string) => ['events', eventUuid, 'action-alerts'] as const,
}

export function actionAlertsQuery(eventUuid: string) {
  return queryOptions({
    queryKey: actionAlertKeys.event(eventUuid),
    queryFn: ({ signal }) => api.get<{ data: ActionAlert[] }>(`/api/v2/events/${eventUuid}/attendees/action-alert`, { signal }).then((r) => r.data),
  })
}

export function createActionAlert(eventUuid: string, input: ActionAlertInput): Promise<CommandResult<ActionAlert>> {
  return api.post(`/api/v2/events/${eventUuid}/attendees/action-alert`, input)
}

export function deleteActionAlert(eventUuid: string, id: string): Promise<CommandResult<{ id: string; deleted: boolean }>> {
  return api.delete(`/api/v2/events/${eventUuid}/attendees/action-alert/${id}`)
}
