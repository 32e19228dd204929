import { stepById, targetsOf, type JourneyGraph } from '@usher/domain/journeys/index'

/**
 * The most steps a guest can still see from a step, that step included (the
 * longest way to the end; a journey has no loops). The preview's progress
 * says "Step 2 of about 5" with it, as the guest's page does.
 */
export function stepsAhead(graph: JourneyGraph, stepId: string | null): number {
  const memo = new Map<string, number>()
  const visit = (id: string, trail: Set<string>): number => {
    const known = memo.get(id)
    if (known !== undefined) return known
    const step = stepById(graph, id)
    if (!step || trail.has(id)) return 0
    trail.add(id)
    const longest = Math.max(0, ...targetsOf(step).map((target) => visit(target, trail)))
    trail.delete(id)
    memo.set(id, longest + 1)
    return longest + 1
  }
  return stepId ? visit(stepId, new Set()) : 0
}
