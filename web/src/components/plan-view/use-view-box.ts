import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type RefObject } from 'react'
import type { Box } from './plan-drawing'

/** How far in and out a person may zoom, relative to the fitted plan: a seat's number fills a phone at 12×. */
const MIN_ZOOM = 0.5
const MAX_ZOOM = 12

/**
 * The part of the plan on screen, as an SVG viewBox: starts fitted to
 * `fit`, zooms round the pointer with the wheel or a pinch, pans with a drag.
 * Moving the viewBox only (no re-render of the seats' elements) keeps a big
 * plan smooth while it moves.
 */
export function useViewBox(svgRef: RefObject<SVGSVGElement | null>, fit: Box | null) {
  const [box, setBox] = useState<Box | null>(fit)
  const fitKey = fit ? `${fit.x},${fit.y},${fit.width},${fit.height}` : ''
  useEffect(() => setBox(fit), [fitKey]) // eslint-disable-line react-hooks/exhaustive-deps -- refit only when the fitted box itself changes
  const pointers = useRef(new Map<number, { x: number; y: number }>())
  const pinch = useRef<number | null>(null)

  /** A client point in plan units under the current viewBox (preserveAspectRatio meet: centred). */
  const toPlan = useCallback(
    (clientX: number, clientY: number, current: Box) => {
      const rect = svgRef.current!.getBoundingClientRect()
      const scale = Math.min(rect.width / current.width, rect.height / current.height)
      const offsetX = (rect.width - current.width * scale) / 2
      const offsetY = (rect.height - current.height * scale) / 2
      return { x: current.x + (clientX - rect.left - offsetX) / scale, y: current.y + (clientY - rect.top - offsetY) / scale, scale }
    },
    [svgRef],
  )

  const zoomAt = useCallback(
    (clientX: number, clientY: number, factor: number) => {
      setBox((current) => {
        if (!current || !fit || !svgRef.current) return current
        const zoom = fit.width / (current.width / factor)
        if (zoom < MIN_ZOOM || zoom > MAX_ZOOM) return current
        const point = toPlan(clientX, clientY, current)
        const width = current.width / factor
        const height = current.height / factor
        return { x: point.x - (point.x - current.x) / factor, y: point.y - (point.y - current.y) / factor, width, height }
      })
    },
    [fit, svgRef, toPlan],
  )

  // A wheel listener that may prevent the page's scroll needs { passive: false }, which React's onWheel is not.
  useEffect(() => {
    const svg = svgRef.current
    if (!svg) return
    const onWheel = (event: WheelEvent) => {
      event.preventDefault()
      zoomAt(event.clientX, event.clientY, Math.exp(-event.deltaY * 0.0015))
    }
    svg.addEventListener('wheel', onWheel, { passive: false })
    return () => svg.removeEventListener('wheel', onWheel)
  }, [svgRef, zoomAt])

  const onPointerDown = (event: ReactPointerEvent<SVGSVGElement>) => {
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY })
    event.currentTarget.setPointerCapture?.(event.pointerId)
  }
  const onPointerMove = (event: ReactPointerEvent<SVGSVGElement>) => {
    const last = pointers.current.get(event.pointerId)
    if (!last) return
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY })
    if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()] as [{ x: number; y: number }, { x: number; y: number }]
      const distance = Math.hypot(a.x - b.x, a.y - b.y)
      if (pinch.current) zoomAt((a.x + b.x) / 2, (a.y + b.y) / 2, distance / pinch.current)
      pinch.current = distance
      return
    }
    setBox((current) => {
      if (!current || !svgRef.current) return current
      const { scale } = toPlan(event.clientX, event.clientY, current)
      return { ...current, x: current.x - (event.clientX - last.x) / scale, y: current.y - (event.clientY - last.y) / scale }
    })
  }
  const onPointerEnd = (event: ReactPointerEvent<SVGSVGElement>) => {
    pointers.current.delete(event.pointerId)
    if (pointers.current.size < 2) pinch.current = null
  }
  const zoomBy = (factor: number) => {
    const rect = svgRef.current?.getBoundingClientRect()
    if (rect) zoomAt(rect.left + rect.width / 2, rect.top + rect.height / 2, factor)
  }

  return {
    viewBox: box,
    handlers: { onPointerDown, onPointerMove, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd },
    zoomIn: () => zoomBy(1.4),
    zoomOut: () => zoomBy(1 / 1.4),
    reset: () => setBox(fit),
  }
}
