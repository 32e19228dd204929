import { queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import { api } from '@/lib/api-client'
import { isApiError } from '@/lib/api-error'
import type {
  CanvasObjectItemSchema,
  SeatAssignmentReplySchema,
  SeatedGuestsConflictSchema,
  SeatingPlanSchema,
  SeatingSaveReplies,
  SeatItemSchema,
  SeatLegendItemSchema,
  SeatOccupantSchema,
  SectionItemSchema,
  TableItemSchema,
} from '@usher/domain/contract/seating'
import type { CanvasObjectFields, SeatFields, SeatingCollections, SeatingPlanSettings, SeatLegendFields, SectionFields, TableFields } from '@usher/events'

// Typed fetchers for every seating route of the design contract (issue 19,
// spec section 7 'Seating'). The editor, the guests sidebar and the read-only
// views all call the server through these, never with their own URLs.

export type SeatingPlan = z.infer<typeof SeatingPlanSchema>
export type SeatingSection = z.infer<typeof SectionItemSchema>
export type SeatingTable = z.infer<typeof TableItemSchema>
export type SeatingSeat = z.infer<typeof SeatItemSchema>
export type SeatingCanvasObject = z.infer<typeof CanvasObjectItemSchema>
export type SeatingLegend = z.infer<typeof SeatLegendItemSchema>
export type SeatOccupant = z.infer<typeof SeatOccupantSchema>
export type SeatingSettings = z.infer<typeof SeatingPlanSettings>
export type SeatedGuestsConflict = z.infer<typeof SeatedGuestsConflictSchema>

export type SectionInput = z.infer<typeof SectionFields>
export type TableInput = z.infer<typeof TableFields>
export type SeatInput = z.infer<typeof SeatFields>
export type CanvasObjectInput = z.infer<typeof CanvasObjectFields>
export type SeatLegendInput = z.infer<typeof SeatLegendFields>

/** The editor's save: what it created, changed and deleted of each kind (spec section 7). */
export type SeatingSave = {
  created?: z.infer<typeof SeatingCollections.created>
  updated?: z.infer<typeof SeatingCollections.updated>
  deleted?: z.infer<typeof SeatingCollections.deleted>
  settings?: Partial<SeatingSettings>
  /** Deleting what holds guests: true unseats them; without it the server answers 409 seated_guests. */
  confirm_unseat?: boolean
}
export type SeatingSaveReply = z.infer<(typeof SeatingSaveReplies)[200]>
export type SeatAssignmentReply = z.infer<typeof SeatAssignmentReplySchema>

/** The `{kind}` path segment of the per-kind routes, and the list key each answers with. */
export type SeatingKindPath = 'tables' | 'seats' | 'objects' | 'sections' | 'legends'
export type SeatingListKey = 'tables' | 'seats' | 'canvas_objects' | 'sections' | 'seat_legends'
export const SEATING_LIST_KEY: Record<SeatingKindPath, SeatingListKey> = {
  tables: 'tables',
  seats: 'seats',
  objects: 'canvas_objects',
  sections: 'sections',
  legends: 'seat_legends',
}
type ItemOf = {
  tables: SeatingTable
  seats: SeatingSeat
  objects: SeatingCanvasObject
  sections: SeatingSection
  legends: SeatingLegend
}
type InputOf = {
  tables: TableInput
  seats: SeatInput
  objects: CanvasObjectInput
  sections: SectionInput
  legends: SeatLegendInput
}
export type SeatingListReply<K extends SeatingKindPath> = { [P in (typeof SEATING_LIST_KEY)[K]]: ItemOf[K][] }

export const seatingKeys = {
  all: ['seating'] as const,
  event: (eventUuid: string) => [...seatingKeys.all, eventUuid] as const,
  plan: (eventUuid: string) => [...seatingKeys.event(eventUuid), 'plan'] as const,
  list: (eventUuid: string, kind: SeatingKindPath) => [...seatingKeys.event(eventUuid), 'list', kind] as const,
}

const base = (eventUuid: string) => `/api/v2/events/${eventUuid}/seating`

// ---- Query side ----

export function fetchSeatingPlan(eventUuid: string, signal?: AbortSignal): Promise<SeatingPlan> {
  return api.get<{ data: SeatingPlan }>(`${base(eventUuid)}/plan`, { signal, silent: true }).then((reply) => reply.data)
}

/** The whole plan: the editor's first paint; live changes refetch it. */
export function seatingPlanQuery(eventUuid: string) {
  return queryOptions({
    queryKey: seatingKeys.plan(eventUuid),
    queryFn: ({ signal }) => fetchSeatingPlan(eventUuid, signal),
  })
}

export function listSeating<K extends SeatingKindPath>(eventUuid: string, kind: K, signal?: AbortSignal): Promise<SeatingListReply<K>> {
  return api.get<SeatingListReply<K>>(`${base(eventUuid)}/${kind}`, { signal, silent: true })
}

export function seatingListQuery<K extends SeatingKindPath>(eventUuid: string, kind: K) {
  return queryOptions({
    queryKey: seatingKeys.list(eventUuid, kind),
    queryFn: ({ signal }) => listSeating(eventUuid, kind, signal),
  })
}

export function listSeatingByIds<K extends SeatingKindPath>(eventUuid: string, kind: K, ids: readonly string[]): Promise<SeatingListReply<K>> {
  return api.post<SeatingListReply<K>>(`${base(eventUuid)}/${kind}/list-by-ids`, { ids })
}

export function tableSeats(tableId: string, signal?: AbortSignal): Promise<{ seats: SeatingSeat[] }> {
  return api.get(`/api/v2/events/seating/tables/${tableId}/seats`, { signal, silent: true })
}

export function tableSection(tableId: string, signal?: AbortSignal): Promise<{ data: SeatingSection | null }> {
  return api.get(`/api/v2/events/seating/tables/${tableId}/section`, { signal, silent: true })
}

export function sectionTables(sectionId: string, signal?: AbortSignal): Promise<{ tables: SeatingTable[] }> {
  return api.get(`/api/v2/events/seating/sections/${sectionId}/tables`, { signal, silent: true })
}

// ---- Command side ----

/** One editor action = one save (and one undo step). */
export function saveSeating(eventUuid: string, save: SeatingSave): Promise<SeatingSaveReply> {
  return api.post(`${base(eventUuid)}/save`, save)
}

export type AddReply<K extends SeatingKindPath> = { data: ItemOf[K]; position: string }
export type DeleteReply = { data: { id: string; deleted: true; unseated: string[] }; position: string }

export function addSeating<K extends SeatingKindPath>(eventUuid: string, kind: K, fields: InputOf[K] & { id?: string }): Promise<AddReply<K>> {
  return api.post(`${base(eventUuid)}/${kind}/add`, fields)
}

export function updateSeating<K extends SeatingKindPath>(kind: K, id: string, changes: Partial<InputOf[K]>): Promise<AddReply<K>> {
  return api.post(`/api/v2/events/seating/${kind}/${id}/update`, changes)
}

export function deleteSeating(kind: SeatingKindPath, id: string, confirmUnseat = false): Promise<DeleteReply> {
  return api.post(`/api/v2/events/seating/${kind}/${id}/delete`, confirmUnseat ? { confirm_unseat: true } : {})
}

export function legendUpdateSeats(legendId: string, seatIds: readonly string[]): Promise<SeatingSaveReply> {
  return api.post(`/api/v2/events/seating/legends/${legendId}/updateSeats`, { seat_ids: seatIds })
}

export function legendRemoveSeats(legendId: string, seatIds: readonly string[]): Promise<SeatingSaveReply> {
  return api.post(`/api/v2/events/seating/legends/${legendId}/removeSeats`, { seat_ids: seatIds })
}

export function disableSeats(eventUuid: string, seatIds: readonly string[], message: string): Promise<SeatingSaveReply> {
  return api.post(`${base(eventUuid)}/seats/disable`, { seat_ids: seatIds, message })
}

export function enableSeats(eventUuid: string, seatIds: readonly string[]): Promise<SeatingSaveReply> {
  return api.post(`${base(eventUuid)}/seats/enable`, { seat_ids: seatIds })
}

export type SeatAssignment = { attendee_id: string; seat_id: string }

export function assignSeats(eventUuid: string, assignments: readonly SeatAssignment[], swap = false): Promise<SeatAssignmentReply> {
  return api.post(`${base(eventUuid)}/assign`, swap ? { assignments, swap: true } : { assignments })
}

export function unassignSeats(eventUuid: string, attendeeIds: readonly string[]): Promise<SeatAssignmentReply> {
  return api.post(`${base(eventUuid)}/unassign`, { attendee_ids: attendeeIds })
}

export function swapSeats(seatId: string, withSeatId: string): Promise<SeatAssignmentReply> {
  return api.put(`/api/v2/events/seating/seats/${seatId}/swap`, { with_seat_id: withSeatId })
}

export type AutoSeatRule = { tag_id: string; table_ids: string[] }
export type AutoSeatReply = SeatAssignmentReply & { data: SeatAssignmentReply['data'] & { unplaced: number } }

export function autoSeat(eventUuid: string, rules: readonly AutoSeatRule[], tableIds?: readonly string[]): Promise<AutoSeatReply> {
  return api.post(`${base(eventUuid)}/auto-seat`, tableIds ? { rules, table_ids: tableIds } : { rules })
}

/** The 409 a delete of occupied seats answers, when it is one. */
export function seatedGuestsOf(error: unknown): SeatedGuestsConflict | null {
  if (!isApiError(error) || error.status !== 409 || error.code !== 'seated_guests') return null
  return { message: error.message, code: 'seated_guests', guests: guestsIn(error.data) }
}

function guestsIn(value: unknown): SeatedGuestsConflict['guests'] {
  if (Array.isArray(value)) return value as SeatedGuestsConflict['guests']
  if (value && typeof value === 'object' && 'guests' in value && Array.isArray((value as { guests: unknown }).guests))
    return (value as { guests: SeatedGuestsConflict['guests'] }).guests
  return []
}
