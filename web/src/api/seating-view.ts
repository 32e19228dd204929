import type { z } from 'zod'
import { api } from '@/lib/api-client'
import type { DoorSeatPlanSchema, PlanViewSchema } from '@usher/domain/contract/seating-view'
import type { Single } from './pagination'

/** The read-only plan outside the editor: door, host portal, table owner. */
export type PlanViewData = z.infer<typeof PlanViewSchema>
export type DoorSeatPlan = z.infer<typeof DoorSeatPlanSchema>

export const seatingViewKeys = {
  door: (eventUuid: string, attendeeId: string) => ['seating-view', 'door', eventUuid, attendeeId] as const,
  hostGroup: (host: string, groupId: string) => ['seating-view', 'host', host, groupId] as const,
  tableOwner: (eventUuid: string, token: string) => ['seating-view', 'table-owner', eventUuid, token] as const,
}

/** The door's plan after a scan: the guest's seat lit, the party's seats named. */
export function doorSeatPlan(eventUuid: string, attendeeId: string, signal?: AbortSignal): Promise<Single<DoorSeatPlan>> {
  return api.get(`/api/v2/events/${eventUuid}/scanner/guests/${attendeeId}/seat-plan`, { signal, silent: true })
}

/** The plan a host group may view, its guests lit; data is null when the event has no plan yet. */
export function hostGroupFloorPlan(host: string, groupId: string, signal?: AbortSignal): Promise<Single<PlanViewData | null>> {
  return api.get(`/api/v2/host-portal/${encodeURIComponent(host)}/groups/${groupId}/floor-plan`, { signal, silent: true })
}
