import { createContext, useContext } from 'react'
import type { SeatingPlan } from '@/api/seating'
import type { PlanCanvasHandle } from '../canvas/plan-canvas-handle'

// What the floor-plan page shares with the panels beside its canvas (the
// guests sidebar above all): the plan as it is now, kept live over the
// event's websocket, and the canvas handle once the stage is up.

export interface FloorPlanContextValue {
  /** The GetSeatingPlan data, kept live (other organisers' edits and seatings applied). */
  plan: SeatingPlan
  /** The stage's handle; null until the stage is interactive. */
  canvas: PlanCanvasHandle | null
  eventUuid: string
  /** False for the viewer role: no tools, no drags. */
  canEdit: boolean
}

export const FloorPlanContext = createContext<FloorPlanContextValue | null>(null)

/** The floor plan around a panel; panels render only inside FloorPlanPage. */
export function useFloorPlan(): FloorPlanContextValue {
  const value = useContext(FloorPlanContext)
  if (!value) throw new Error('useFloorPlan is used outside the floor-plan page')
  return value
}
