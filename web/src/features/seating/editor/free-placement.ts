import { nearestFreeSpot } from '@usher/domain/seating/free-placement'
import type { SeatingTable } from '@/api/seating'
import { objectBox, sectionBox, tableBox, tableHalfExtents, type Box, type PlanState } from '../canvas/plan-model'
import { GRID } from '../canvas/grid'

type Kind = 'table' | 'row' | 'section' | 'object'

/**
 * What a new piece must not land on: every table and shape; sections too,
 * except for a row, which is put inside one.
 */
function takenFor(state: PlanState, kind: Kind): Box[] {
  const rowsAndTables = [...state.tables.values()].map(tableBox)
  const objects = [...state.objects.values()].map(objectBox)
  const sections = kind === 'row' ? [] : [...state.sections.values()].map(sectionBox)
  return [...rowsAndTables, ...objects, ...sections]
}

/** The half-size of a new piece as the canvas draws it (a table's seats included). */
export function halfOf(kind: Kind, piece: { width: number; height: number } & Partial<SeatingTable>): { hx: number; hy: number } {
  return kind === 'table' || kind === 'row' ? tableHalfExtents(piece as SeatingTable) : { hx: piece.width / 2, hy: piece.height / 2 }
}

/**
 * A new piece moved, if it was put on top of others, to the nearest free
 * space in the view (issue 28); the box it then takes, for the view to show it.
 */
export function placedClear<P extends { x: number; y: number; width: number; height: number }>(
  state: PlanState,
  kind: Kind,
  piece: P,
  view: Box | null,
): { piece: P; box: Box } {
  const half = halfOf(kind, piece)
  const spot = nearestFreeSpot({ x: piece.x, y: piece.y }, half, takenFor(state, kind), view, { step: GRID, gap: 2 * GRID })
  return { piece: { ...piece, x: spot.x, y: spot.y }, box: { minX: spot.x - half.hx, minY: spot.y - half.hy, maxX: spot.x + half.hx, maxY: spot.y + half.hy } }
}
