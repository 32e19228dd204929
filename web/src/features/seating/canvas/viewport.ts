import type { Box } from './plan-model'

// The view of the plan (where the stage is and how far it is zoomed) as plain
// numbers: the engine keeps one View and gives it to the drawing layer; every
// change of it is worked out here, without a canvas.

export const MIN_ZOOM = 0.05
export const MAX_ZOOM = 8
/** Fitting never zooms past life size: a plan of one table opened at 419 % left no room to add the next beside it. */
export const FIT_MAX_ZOOM = 1
/** The empty plan's view: the origin, with room around it. */
export const EMPTY_PLAN_BOX: Box = { minX: -400, minY: -300, maxX: 400, maxY: 300 }
const FIT_PADDING = 40

export interface Point {
  x: number
  y: number
}
/** The stage's offset on screen (pixels) and its scale (pixels per canvas unit). */
export interface View {
  x: number
  y: number
  scale: number
}
export interface Size {
  width: number
  height: number
}

export const clampZoom = (scale: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, scale))

/** The part of the plan the stage shows, in canvas units. */
export function viewBoxOf(view: View, size: Size): Box {
  return {
    minX: -view.x / view.scale,
    minY: -view.y / view.scale,
    maxX: (size.width - view.x) / view.scale,
    maxY: (size.height - view.y) / view.scale,
  }
}

export function boxCentre(box: Box): Point {
  return { x: (box.minX + box.maxX) / 2, y: (box.minY + box.maxY) / 2 }
}

/** A point on the stage (pixels from its corner) as a point of the plan. */
export function stageToPlan(view: View, point: Point): Point {
  return { x: (point.x - view.x) / view.scale, y: (point.y - view.y) / view.scale }
}

/** Zoomed to `scale` (clamped) about a point of the stage, which stays over the same point of the plan. */
export function zoomedAt(view: View, scale: number, at: Point): View {
  const next = clampZoom(scale)
  const world = stageToPlan(view, at)
  return { x: at.x - world.x * next, y: at.y - world.y * next, scale: next }
}

export function pannedBy(view: View, dx: number, dy: number): View {
  return { ...view, x: view.x + dx, y: view.y + dy }
}

/** `point` of the plan in the middle of the stage, at `scale`. */
export function centredOn(point: Point, scale: number, size: Size): View {
  return { x: size.width / 2 - point.x * scale, y: size.height / 2 - point.y * scale, scale }
}

/** All of `box` in view with a margin, never zoomed in past life size. */
export function fittedView(box: Box, size: Size): View {
  const w = Math.max(1, box.maxX - box.minX)
  const h = Math.max(1, box.maxY - box.minY)
  const scale = Math.min(FIT_MAX_ZOOM, clampZoom(Math.min((size.width - FIT_PADDING * 2) / w, (size.height - FIT_PADDING * 2) / h)))
  return centredOn(boxCentre(box), scale, size)
}

/** A new size of the stage keeps the same point of the plan in the middle. */
export function resizedView(view: View, from: Size, to: Size): View {
  return pannedBy(view, (to.width - from.width) / 2, (to.height - from.height) / 2)
}

/** The pan (pixels) that brings all of `box` into view, or null when it is in view already. */
export function revealPan(view: View, size: Size, box: Box): Point | null {
  const shown = viewBoxOf(view, size)
  const dx = box.minX < shown.minX ? shown.minX - box.minX : box.maxX > shown.maxX ? shown.maxX - box.maxX : 0
  const dy = box.minY < shown.minY ? shown.minY - box.minY : box.maxY > shown.maxY ? shown.maxY - box.maxY : 0
  return dx === 0 && dy === 0 ? null : { x: dx * view.scale, y: dy * view.scale }
}

/** Whether all of `content` is in view (half a unit of slack for rounding); an empty plan always is. */
export function showsAll(view: View, size: Size, content: Box | null): boolean {
  if (!content) return true
  const shown = viewBoxOf(view, size)
  return content.minX >= shown.minX - 0.5 && content.maxX <= shown.maxX + 0.5 && content.minY >= shown.minY - 0.5 && content.maxY <= shown.maxY + 0.5
}

export function boxesOverlap(a: Box, b: Box): boolean {
  return a.maxX >= b.minX && a.minX <= b.maxX && a.maxY >= b.minY && a.minY <= b.maxY
}

export function grownBox(box: Box, margin: number): Box {
  return { minX: box.minX - margin, minY: box.minY - margin, maxX: box.maxX + margin, maxY: box.maxY + margin }
}
