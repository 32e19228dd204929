import dagre from '@dagrejs/dagre'
import { targetsOf, type JourneyGraph } from '@usher/domain/journeys/index'

export type Size = { width: number; height: number }

/** A step whose size is not measured yet (drawn off screen) is taken to be about this big. */
const FALLBACK_SIZE: Size = { width: 260, height: 160 }

/**
 * Positions for every step, top to bottom in the order guests go through
 * them (dagre's layered layout), each step's top-left corner as xyflow
 * places nodes. Pure, so the editor saves exactly what it shows.
 */
export function autoLayout(graph: JourneyGraph, sizes: ReadonlyMap<string, Size>): Map<string, { x: number; y: number }> {
  const layout = new dagre.graphlib.Graph()
  layout.setGraph({ rankdir: 'TB', nodesep: 60, ranksep: 90, marginx: 20, marginy: 20 })
  layout.setDefaultEdgeLabel(() => ({}))
  for (const step of graph.steps) layout.setNode(step.id, { ...(sizes.get(step.id) ?? FALLBACK_SIZE) })
  for (const step of graph.steps) {
    for (const target of targetsOf(step)) if (layout.hasNode(target)) layout.setEdge(step.id, target)
  }
  dagre.layout(layout)
  const positions = new Map<string, { x: number; y: number }>()
  for (const step of graph.steps) {
    const node = layout.node(step.id)
    const size = sizes.get(step.id) ?? FALLBACK_SIZE
    // dagre gives centres; whole numbers keep saved positions tidy.
    positions.set(step.id, { x: Math.round(node.x - size.width / 2), y: Math.round(node.y - size.height / 2) })
  }
  return positions
}
