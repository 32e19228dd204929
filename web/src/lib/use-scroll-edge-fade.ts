import { useEffect, useState, type CSSProperties, type RefObject } from 'react'

/** How wide the fade is: about half a tab's word, enough to read as "more this way". */
const FADE = '2rem'

/**
 * For a row of links that scrolls sideways (an event's tabs at 768 px, a phone's): fades the edge
 * beyond which more of the row lies, so a person sees there is more (issue 28 tour: at 768 px the
 * tabs stopped at Journeys, cut clean at the edge, and nothing said Share, Door Scanner and
 * Settings were there). Returns the style for the scrolling element; none while it all shows.
 */
export function useScrollEdgeFade(row: RefObject<HTMLElement | null>): CSSProperties | undefined {
  const [edges, setEdges] = useState({ left: false, right: false })
  useEffect(() => {
    const element = row.current
    if (!element) return
    const measure = () => {
      const left = element.scrollLeft > 1
      const right = element.scrollLeft + element.clientWidth < element.scrollWidth - 1
      setEdges((before) => (before.left === left && before.right === right ? before : { left, right }))
    }
    element.addEventListener('scroll', measure, { passive: true })
    // Its first callback, once the page is laid out, is the first measure: measured at once, the
    // row's sizes made the browser lay out a page still being put together (use-current-link-in-view.ts).
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    if (element.firstElementChild) observer.observe(element.firstElementChild)
    return () => {
      element.removeEventListener('scroll', measure)
      observer.disconnect()
    }
  }, [row])
  if (!edges.left && !edges.right) return undefined
  const mask = `linear-gradient(to right, ${edges.left ? `transparent, black ${FADE}` : 'black'}, ${edges.right ? `black calc(100% - ${FADE}), transparent` : 'black'})`
  return { maskImage: mask, WebkitMaskImage: mask }
}
