import { useEffect, useLayoutEffect, useState, type RefObject } from 'react'

/** A row in the window: its index and where it starts and ends, in pixels from the top of the rows. */
export type WindowRow = { index: number; start: number; end: number }

/** Which rows are in view, as whole rows from the top: the only thing scrolling changes that a render needs. */
type View = { firstInView: number; rowsInView: number }

/**
 * The rows of a scrolling list of equal rows that are in view, plus `overscan` either side: a table renders
 * those alone and pads the rest. Rows of one fixed height need no measuring, so this is arithmetic on the
 * scroll position, kept current by the scroll and resize of the element (issue 31: the general virtualiser
 * it replaces, with measuring, was a twentieth of the guest list's first load). Read before the first paint.
 *
 * The first paint has only the rows the window shows (the list's box often runs on below the fold, under
 * the page's header and counters); the rest of its box and the overscan follow right after that paint
 * (issue 31: the rows were four fifths of the guest list's first page, most of them out of sight).
 */
export function useFixedRowWindow(scrollRef: RefObject<HTMLElement | null>, count: number, rowHeight: number, overscan: number) {
  const [view, setView] = useState<View>({ firstInView: 0, rowsInView: 0 })
  const [painted, setPainted] = useState(false)
  useLayoutEffect(() => {
    const element = scrollRef.current
    if (!element) return
    const read = () => {
      const shown = painted ? element.clientHeight : heightInWindow(element.getBoundingClientRect().top, element.clientHeight, window.innerHeight)
      const next = viewOf(element.scrollTop, shown, rowHeight)
      // Same rows, same state: scrolling within a row renders nothing.
      setView((previous) => (previous.firstInView === next.firstInView && previous.rowsInView === next.rowsInView ? previous : next))
    }
    read()
    element.addEventListener('scroll', read, { passive: true })
    const observer = new ResizeObserver(read)
    observer.observe(element)
    return () => {
      element.removeEventListener('scroll', read)
      observer.disconnect()
    }
  }, [scrollRef, rowHeight, painted])
  useEffect(() => {
    if (painted) return
    // After the frame that paints the first rows: a timer set in a frame callback runs once that frame is drawn.
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0)
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [painted])
  return rowWindowOf(count, rowHeight, painted ? overscan : 0, view)
}

/**
 * The height of a box (its top, its height) to paint first in a window of `windowHeight`: the part from its
 * top down to the window's bottom edge; all of it when its top is out of sight, above or below.
 */
export function heightInWindow(top: number, height: number, windowHeight: number): number {
  if (top < 0 || top >= windowHeight) return height
  return Math.min(height, windowHeight - top)
}

export function viewOf(scrollTop: number, viewportHeight: number, rowHeight: number): View {
  const firstInView = Math.max(0, Math.floor(scrollTop / rowHeight))
  // A row partly shown at either edge counts: the last one starts before the bottom edge.
  const lastInView = Math.max(firstInView, Math.ceil((scrollTop + viewportHeight) / rowHeight) - 1)
  return { firstInView, rowsInView: lastInView - firstInView + 1 }
}

/** The rows to render and the height of them all, for `count` rows of `rowHeight`. */
export function rowWindowOf(count: number, rowHeight: number, overscan: number, view: View): { rows: WindowRow[]; totalSize: number } {
  const first = Math.max(0, Math.min(view.firstInView, count - 1) - overscan)
  const last = Math.min(count - 1, view.firstInView + view.rowsInView - 1 + overscan)
  const rows: WindowRow[] = []
  for (let index = first; index <= last; index++) rows.push({ index, start: index * rowHeight, end: (index + 1) * rowHeight })
  return { rows, totalSize: count * rowHeight }
}
