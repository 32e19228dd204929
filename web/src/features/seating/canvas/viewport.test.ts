import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  boxesOverlap,
  centredOn,
  clampZoom,
  FIT_MAX_ZOOM,
  fittedView,
  grownBox,
  MAX_ZOOM,
  MIN_ZOOM,
  pannedBy,
  resizedView,
  revealPan,
  showsAll,
  stageToPlan,
  viewBoxOf,
  zoomedAt,
  type View,
} from './viewport'

// The view's arithmetic, which the engine relies on for every pan, zoom and fit.

const size = { width: 800, height: 600 }
const viewArb = fc.record({
  x: fc.integer({ min: -5000, max: 5000 }),
  y: fc.integer({ min: -5000, max: 5000 }),
  scale: fc.double({ min: MIN_ZOOM, max: MAX_ZOOM, noNaN: true }),
})
const pointArb = fc.record({ x: fc.integer({ min: 0, max: 800 }), y: fc.integer({ min: 0, max: 600 }) })
const boxArb = fc
  .tuple(fc.integer({ min: -3000, max: 3000 }), fc.integer({ min: -3000, max: 3000 }), fc.integer({ min: 1, max: 4000 }), fc.integer({ min: 1, max: 4000 }))
  .map(([x, y, w, h]) => ({ minX: x, minY: y, maxX: x + w, maxY: y + h }))
const close = (a: number, b: number) => expect(a).toBeCloseTo(b, 6)

describe('viewport', () => {
  it('the view box is what the stage shows: its corners map to the stage corners', () => {
    const view: View = { x: 100, y: -50, scale: 2 }
    expect(viewBoxOf(view, size)).toEqual({ minX: -50, minY: 25, maxX: 350, maxY: 325 })
    expect(stageToPlan(view, { x: 800, y: 600 })).toEqual({ x: 350, y: 325 })
  })

  it('zooming about a point keeps that point of the plan under it, and never leaves the zoom range', () => {
    fc.assert(
      fc.property(viewArb, pointArb, fc.double({ min: 0.001, max: 100, noNaN: true }), (view, at, scale) => {
        const zoomed = zoomedAt(view, scale, at)
        expect(zoomed.scale).toBe(clampZoom(scale))
        const before = stageToPlan(view, at)
        const after = stageToPlan(zoomed, at)
        close(after.x, before.x)
        close(after.y, before.y)
      }),
    )
  })

  it('fitting shows the whole box, centred, and never zooms in past life size', () => {
    fc.assert(
      fc.property(boxArb, (box) => {
        const view = fittedView(box, size)
        expect(view.scale).toBeLessThanOrEqual(FIT_MAX_ZOOM)
        const shown = viewBoxOf(view, size)
        close((shown.minX + shown.maxX) / 2, (box.minX + box.maxX) / 2)
        close((shown.minY + shown.maxY) / 2, (box.minY + box.maxY) / 2)
        // Boxes too large for the smallest zoom cannot fit; every other one does.
        if (view.scale > MIN_ZOOM) expect(showsAll(view, size, box)).toBe(true)
      }),
    )
  })

  it('a one-table plan opens at life size, not blown up to fill the screen', () => {
    expect(fittedView({ minX: -30, minY: -30, maxX: 30, maxY: 30 }, size).scale).toBe(1)
  })

  it('a new stage size keeps the same point of the plan in the middle', () => {
    fc.assert(
      fc.property(viewArb, fc.integer({ min: 1, max: 3000 }), fc.integer({ min: 1, max: 3000 }), (view, width, height) => {
        const to = { width, height }
        const before = viewBoxOf(view, size)
        const after = viewBoxOf(resizedView(view, size, to), to)
        close((after.minX + after.maxX) / 2, (before.minX + before.maxX) / 2)
        close((after.minY + after.maxY) / 2, (before.minY + before.maxY) / 2)
      }),
    )
  })

  it('revealing pans just enough to bring a piece beyond the edge into view, and not at all when it shows', () => {
    const view: View = { x: 0, y: 0, scale: 1 }
    expect(revealPan(view, size, { minX: 10, minY: 10, maxX: 50, maxY: 50 })).toBeNull()
    const pan = revealPan(view, size, { minX: 780, minY: -40, maxX: 900, maxY: 20 })!
    expect(pan).toEqual({ x: -100, y: 40 })
    expect(showsAll(pannedBy(view, pan.x, pan.y), size, { minX: 780, minY: -40, maxX: 900, maxY: 20 })).toBe(true)
  })

  it('centres a point at a scale; an empty plan is always all in view', () => {
    const view = centredOn({ x: 100, y: 50 }, 2, size)
    expect(stageToPlan(view, { x: 400, y: 300 })).toEqual({ x: 100, y: 50 })
    expect(showsAll(view, size, null)).toBe(true)
  })

  it('tells overlapping boxes apart from separate ones, and grows a box on every side', () => {
    const a = { minX: 0, minY: 0, maxX: 10, maxY: 10 }
    expect(boxesOverlap(a, { minX: 10, minY: 10, maxX: 20, maxY: 20 })).toBe(true)
    expect(boxesOverlap(a, { minX: 11, minY: 0, maxX: 20, maxY: 10 })).toBe(false)
    expect(grownBox(a, 5)).toEqual({ minX: -5, minY: -5, maxX: 15, maxY: 15 })
  })
})
