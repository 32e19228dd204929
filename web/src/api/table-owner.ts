import type { z } from 'zod'
import { api } from '@/lib/api-client'
import type { TableOwnerPageSchema, TableOwnerSchema } from '@usher/domain/contract/table-owner'
import type { Single } from './pagination'

export type TableOwner = z.infer<typeof TableOwnerSchema>
export type TableOwnerPageData = z.infer<typeof TableOwnerPageSchema>
export type TableOwnerSettings = { attendee_id: string | null; may_seat_guests: boolean; limit: number }

export const tableOwnerKeys = {
  owner: (eventUuid: string, tableId: string) => ['table-owner', eventUuid, tableId] as const,
  page: (eventUuid: string, token: string) => ['table-owner', 'page', eventUuid, token] as const,
}

const ownerPath = (eventUuid: string, tableId: string) => `/api/v2/events/${eventUuid}/seating/tables/${tableId}/owner`
const linkPath = (eventUuid: string, token: string) => `/api/v2/public/events/${eventUuid}/table-owner/${encodeURIComponent(token)}`

export function tableOwner(eventUuid: string, tableId: string, signal?: AbortSignal): Promise<Single<TableOwner | null>> {
  return api.get(ownerPath(eventUuid, tableId), { signal })
}

export function setTableOwner(eventUuid: string, tableId: string, settings: TableOwnerSettings): Promise<{ data: TableOwner | null; position: string }> {
  return api.post(ownerPath(eventUuid, tableId), settings)
}

export function tableOwnerPage(eventUuid: string, token: string, signal?: AbortSignal): Promise<Single<TableOwnerPageData>> {
  return api.get(linkPath(eventUuid, token), { signal, silent: true })
}

export function ownerSeatGuest(
  eventUuid: string,
  token: string,
  attendeeId: string,
  seatId: string,
): Promise<{ data: { attendee_id: string; seat_id: string | null }; position: string | null }> {
  return api.post(`${linkPath(eventUuid, token)}/guests/${attendeeId}/seat`, { seat_id: seatId })
}

export function ownerUnseatGuest(
  eventUuid: string,
  token: string,
  attendeeId: string,
): Promise<{ data: { attendee_id: string; seat_id: string | null }; position: string | null }> {
  return api.post(`${linkPath(eventUuid, token)}/guests/${attendeeId}/unseat`)
}
