import { useLayoutEffect, useState } from 'react'

/**
 * The width of an element (give it no padding), kept current as it resizes: for a layout that follows
 * the room its box has rather than the window's width. Measured before the first paint, so the
 * layout never shows its other form for a frame.
 */
export function useElementWidth<T extends HTMLElement>(): [(element: T | null) => void, number | null] {
  const [element, setElement] = useState<T | null>(null)
  const [width, setWidth] = useState<number | null>(null)
  useLayoutEffect(() => {
    if (!element) return
    setWidth(element.getBoundingClientRect().width)
    const observer = new ResizeObserver(([entry]) => setWidth(entry!.contentRect.width))
    observer.observe(element)
    return () => observer.disconnect()
  }, [element])
  return [setElement, width]
}
