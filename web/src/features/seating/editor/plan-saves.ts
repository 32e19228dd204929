import type { SeatingSave } from '@/api/seating'
import { groupSeats, type PlanState } from '../canvas/plan-model'

// One user action is one save of created, updated and deleted collections;
// undo sends the save that puts back what it changed. Both are computed here,
// as pure functions of the plan before the action.

type Kind = 'sections' | 'tables' | 'seats' | 'canvas_objects' | 'seat_legends'
const KINDS: readonly Kind[] = ['sections', 'tables', 'seats', 'canvas_objects', 'seat_legends']

type AnyRecord = { id: string } & Record<string, unknown>

function mapOf(state: PlanState, kind: Kind): Map<string, AnyRecord> {
  switch (kind) {
    case 'sections':
      return state.sections as unknown as Map<string, AnyRecord>
    case 'tables':
      return state.tables as unknown as Map<string, AnyRecord>
    case 'seats':
      return state.seats as unknown as Map<string, AnyRecord>
    case 'canvas_objects':
      return state.objects as unknown as Map<string, AnyRecord>
    case 'seat_legends':
      return state.legends as unknown as Map<string, AnyRecord>
  }
}

/** Read-only fields the server adds to items: never sent back in a save. */
function storable(kind: Kind, record: AnyRecord): AnyRecord {
  const { ...copy } = record
  if (kind === 'tables') delete copy.seated
  if (kind === 'seats') delete copy.attendee_id
  return copy
}

function listOf<T>(value: Partial<Record<Kind, T[]>> | undefined, kind: Kind): T[] {
  return value?.[kind] ?? []
}

export function isEmptySave(save: SeatingSave): boolean {
  const some = (part: Partial<Record<Kind, unknown[]>> | undefined) => KINDS.some((kind) => (part?.[kind]?.length ?? 0) > 0)
  return !some(save.created) && !some(save.updated) && !some(save.deleted) && Object.keys(save.settings ?? {}).length === 0
}

/** The plan after a save, as the server will have it (guests in deleted seats leave them). */
export function applySave(state: PlanState, save: SeatingSave): PlanState {
  const maps = Object.fromEntries(KINDS.map((kind) => [kind, new Map(mapOf(state, kind))])) as Record<Kind, Map<string, AnyRecord>>
  for (const kind of KINDS) {
    const map = maps[kind]
    for (const id of listOf<string>(save.deleted, kind)) map.delete(id)
    for (const record of listOf<AnyRecord>(save.created as Partial<Record<Kind, AnyRecord[]>>, kind)) {
      map.set(record.id, kind === 'tables' ? { seated: 0, ...record } : kind === 'seats' ? { attendee_id: null, ...record } : { ...record })
    }
    for (const change of listOf<AnyRecord>(save.updated as Partial<Record<Kind, AnyRecord[]>>, kind)) {
      const before = map.get(change.id)
      if (before) map.set(change.id, { ...before, ...change })
    }
  }
  const seats = maps.seats as unknown as PlanState['seats']
  const occupants = new Map([...state.occupants].filter(([seatId]) => seats.has(seatId)))
  return {
    ...state,
    sections: maps.sections as unknown as PlanState['sections'],
    tables: maps.tables as unknown as PlanState['tables'],
    seats,
    objects: maps.canvas_objects as unknown as PlanState['objects'],
    legends: maps.seat_legends as unknown as PlanState['legends'],
    settings: { ...state.settings, ...save.settings },
    occupants,
    seatsByTable: groupSeats(seats),
  } as PlanState
}

/** The save that undoes `save`, given the plan before it. */
export function inverseSave(before: PlanState, save: SeatingSave): SeatingSave {
  const created: Partial<Record<Kind, AnyRecord[]>> = {}
  const updated: Partial<Record<Kind, AnyRecord[]>> = {}
  const deleted: Partial<Record<Kind, string[]>> = {}
  for (const kind of KINDS) {
    const map = mapOf(before, kind)
    const made = listOf<AnyRecord>(save.created as Partial<Record<Kind, AnyRecord[]>>, kind)
    if (made.length) deleted[kind] = made.map((record) => record.id)
    const removed = listOf<string>(save.deleted, kind)
      .map((id) => map.get(id))
      .filter((record): record is AnyRecord => Boolean(record))
    if (removed.length) created[kind] = removed.map((record) => storable(kind, record))
    const changes = listOf<AnyRecord>(save.updated as Partial<Record<Kind, AnyRecord[]>>, kind)
    const back = changes.flatMap((change) => {
      const old = map.get(change.id)
      if (!old) return []
      return [Object.fromEntries(Object.keys(change).map((key) => [key, old[key]])) as AnyRecord]
    })
    if (back.length) updated[kind] = back
  }
  const settings = Object.fromEntries(Object.keys(save.settings ?? {}).map((key) => [key, before.settings[key as keyof typeof before.settings]]))
  return {
    created: created as SeatingSave['created'],
    updated: updated as SeatingSave['updated'],
    deleted: deleted as SeatingSave['deleted'],
    ...(Object.keys(settings).length ? { settings } : {}),
  }
}
