// The canvas contract the floor-plan editor exposes to the guests sidebar
// (design doc, issue 19): the sidebar drags guests over the Konva stage and
// needs to know what is under the pointer, to light the seats a party would
// take, and to bring a seat into view. The editor owns the stage; the sidebar
// only talks to it through this handle.

export type PlanHit = { kind: 'seat'; seatId: string; tableId: string } | { kind: 'table'; tableId: string }

export interface PlanCanvasHandle {
  hitAtClientPoint(clientX: number, clientY: number): PlanHit | null
  /** Outline seats while a guest is dragged: 'fits' green, 'no-fit' red; null clears. */
  highlightSeats(seatIds: readonly string[], tone: 'fits' | 'no-fit' | null): void
  focusSeat(seatId: string): void
}
