import { MarkerType } from '@xyflow/react'
import type { JourneyGraph, JourneyProblem } from '@usher/domain/journeys/index'
import type { ConnectionEdgeType } from './ConnectionEdge'
import type { TagNames } from './journey-words'
import type { StepNodeType } from './StepNode'

// The journey as xyflow draws it: a node per step, an edge per action that
// leads somewhere (its source handle is the action's id). Nodes and edges
// that did not change keep their identity, so memoised nodes do not redraw
// while a person types in one step or drags another.

export const edgeId = (stepId: string, actionId: string) => `${stepId}:${actionId}`

export function firstProblemByStep(problems: readonly JourneyProblem[]): Map<string, string> {
  const byStep = new Map<string, string>()
  for (const problem of problems) if (problem.step_id && !byStep.has(problem.step_id)) byStep.set(problem.step_id, problem.message)
  return byStep
}

export function stepNodes(
  graph: JourneyGraph,
  selectedStepId: string | null,
  problems: ReadonlyMap<string, string>,
  tags: TagNames,
  previous: readonly StepNodeType[],
): StepNodeType[] {
  const before = new Map(previous.map((node) => [node.id, node]))
  return graph.steps.map((step) => {
    const old = before.get(step.id)
    const isStart = graph.start_step_id === step.id
    const problem = problems.get(step.id) ?? null
    const selected = step.id === selectedStepId
    if (
      old &&
      old.data.step === step &&
      old.data.isStart === isStart &&
      old.data.problem === problem &&
      old.data.tags === tags &&
      old.selected === selected &&
      !old.dragging
    ) {
      // Same step, same place: the very same node (a node mid-drag keeps the place the drag gave it).
      if (old.position.x === step.position.x && old.position.y === step.position.y) return old
    }
    return {
      id: step.id,
      type: 'step',
      position: old?.dragging ? old.position : step.position,
      data: { step, isStart, problem, tags },
      selected,
      deletable: false,
      // Keeping the measured size lets xyflow show the node at once instead of measuring it again.
      ...(old?.measured && { measured: old.measured }),
    }
  })
}

export function connectionEdges(
  graph: JourneyGraph,
  onRemove: ((edgeId: string) => void) | null,
  previous: readonly ConnectionEdgeType[],
): ConnectionEdgeType[] {
  const before = new Map(previous.map((edge) => [edge.id, edge]))
  const edges: ConnectionEdgeType[] = []
  for (const step of graph.steps) {
    for (const action of step.actions) {
      if (action.to_step_id === null) continue
      const id = edgeId(step.id, action.id)
      const old = before.get(id)
      const branch = action.type === 'condition'
      if (old && old.target === action.to_step_id && old.data?.onRemove === onRemove) {
        edges.push(old)
        continue
      }
      edges.push({
        id,
        type: 'connection',
        source: step.id,
        sourceHandle: action.id,
        target: action.to_step_id,
        targetHandle: 'in',
        selected: old?.selected ?? false,
        deletable: onRemove !== null,
        markerEnd: { type: MarkerType.ArrowClosed, width: 16, height: 16, color: branch ? '#6447e0' : '#a3a8b4' },
        data: { branch, onRemove },
      })
    }
  }
  return edges
}
